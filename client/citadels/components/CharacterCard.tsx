/**
 * A character card: its rank in a medallion, its emblem (client/citadels/art/), its name and ability, and markers (killed, robbed,
 * yours, playing now). `status` is a line under the card (who holds it, or why it is out).
 */
import type { CSSProperties, ReactNode } from 'react';
import { CHARACTERS, type CharacterId, type DistrictType } from '../../../games/citadels/index';
import { useText } from '../use-text';
import { CardFrame } from './CardFrame';
import { TypeIcon } from './DistrictCard';
import { CharacterArt } from '../art/character-art';

export interface CharacterMarks {
  killed?: boolean;
  robbed?: boolean;
  current?: boolean;
  mine?: boolean;
  out?: boolean;
  /** The character a hint suggests (client/citadels/hint-mark.ts). */
  hinted?: boolean;
}

/** The class of each marker on the card (named apart from every other class of the board). */
const MARK_CLASSES: Record<keyof CharacterMarks, string> = {
  killed: 'cit-killed',
  robbed: 'cit-robbed',
  current: 'cit-current',
  mine: 'cit-mine',
  out: 'cit-out',
  hinted: 'cit-hinted',
};

interface Props {
  id: CharacterId;
  marks?: CharacterMarks;
  status?: string;
  actions?: ReactNode;
  small?: boolean;
  /** The card's place in a fan (client/citadels/fan.ts). */
  style?: CSSProperties;
}

export function CharacterCard({ id, marks = {}, status, actions, small = false, style }: Props) {
  const text = useText();
  const c = CHARACTERS[id];
  const gem = (c as { gem?: DistrictType }).gem;
  const flags = (Object.keys(MARK_CLASSES) as (keyof CharacterMarks)[])
    .filter((k) => marks[k])
    .map((k) => MARK_CLASSES[k])
    .join(' ');
  return (
    <CardFrame
      className={`cit-character ${flags}${small ? ' cit-small' : ''}`}
      name={text.character(id)}
      rules={text.characterRules(id)}
      detail={text.characterFullRule(id)}
      actions={actions}
      data={{ 'data-character': id }}
      style={style}
    >
      <div className="cit-medal">
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="11" />
        </svg>
        <span>{c.rank}</span>
      </div>
      <CharacterArt id={id} />
      {gem && <TypeIcon type={gem} />}
      <strong className="cit-name">{text.character(id)}</strong>
      {!small && <span className="cit-effect">{c.text[text.lang]}</span>}
      <span className="cit-marks">
        {marks.killed && <span className="cit-mark cit-killed">{text.t('citadels.calling.killed')}</span>}
        {marks.robbed && <span className="cit-mark cit-robbed">{text.t('citadels.calling.robbed')}</span>}
        {marks.mine && <span className="cit-mark cit-mine">{text.t('citadels.calling.yours')}</span>}
      </span>
      {status && <span className="cit-status">{status}</span>}
    </CardFrame>
  );
}
