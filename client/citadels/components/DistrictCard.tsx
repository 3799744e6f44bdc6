/**
 * A district card drawn in CSS and SVG: the colour band and icon of its type, its cost on a coin, its
 * illustration in the frame of its type (client/citadels/art/), its name, and for a unique district its effect. A hidden card (another seat's, `?`) shows its back.
 */
import type { CSSProperties, ReactNode } from 'react';
import { districtOf, HIDDEN, type CardId, type DistrictType } from '../../../games/citadels/index';
import { useText } from '../use-text';
import { CardFrame, Coin } from './CardFrame';
import { DistrictArt } from '../art/district-art';

const ICONS: Record<DistrictType, string> = {
  noble: 'M3 17 L5 7 L9 12 L12 5 L15 12 L19 7 L21 17 Z',
  religious: 'M11 2 h2 v3 h3 v2 h-3 v3 l5 4 v8 H6 v-8 l5 -4 v-3 h-3 v-2 h3 Z',
  trade: 'M4 9 L12 4 L20 9 V20 H4 Z M9 20 v-6 h6 v6',
  military: 'M4 4 h3 v3 h3 v-3 h4 v3 h3 v-3 h3 v16 H4 Z',
  unique: 'M12 2 L14.6 9 L22 9.3 L16.2 13.8 L18.2 21 L12 16.8 L5.8 21 L7.8 13.8 L2 9.3 L9.4 9 Z',
};

export function TypeIcon({ type }: { type: DistrictType }) {
  return (
    <svg className="cit-icon" data-type={type} viewBox="0 0 24 24" aria-hidden="true">
      <path d={ICONS[type]} />
    </svg>
  );
}

interface Props {
  card: CardId;
  beautified?: boolean;
  actions?: ReactNode;
  small?: boolean;
  /** The district a hint suggests (client/citadels/hint-mark.ts). */
  hinted?: boolean;
  /** Built since the city was first shown: it arrives in motion (client/shared/motion.tsx). */
  arrived?: boolean;
  /** The card's place in a fan (client/citadels/fan.ts). */
  style?: CSSProperties;
}

export function DistrictCard({
  card,
  beautified = false,
  actions,
  small = false,
  hinted = false,
  arrived = false,
  style,
}: Props) {
  const text = useText();
  const d = card === HIDDEN ? undefined : districtOf(card);
  if (!d) return <div className="cit-card cit-district cit-back" aria-label={text.t('citadels.card.hidden')} />;
  const name = text.district(card);
  const effect = text.effect(card);
  const rules = beautified
    ? `${text.districtRules(card)} ${text.t('citadels.card.beautified')}`
    : text.districtRules(card);
  return (
    <CardFrame
      className={`cit-district${small ? ' cit-small' : ''}${hinted ? ' cit-hinted' : ''}${arrived ? ' cit-arrived' : ''}`}
      name={name}
      rules={rules}
      detail={text.districtFullRule(card)}
      actions={actions}
      data={{ 'data-card': card, 'data-type': d.type }}
      style={style}
    >
      <div className="cit-band">
        <Coin n={d.cost + (beautified ? 1 : 0)} title={text.t('citadels.card.cost', { n: d.cost })} />
        <TypeIcon type={d.type} />
        {!small && <span className="cit-type">{text.type(d.type)}</span>}
      </div>
      <DistrictArt id={d.id} />
      <strong className="cit-name">{name}</strong>
      {effect && !small && <span className="cit-effect">{effect}</span>}
    </CardFrame>
  );
}
