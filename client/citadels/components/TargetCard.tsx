/**
 * A target drawn as the card it is, the control itself (issue 56): a district as its district card, a
 * character as its character card, a player as a player's card (name, gold, cards in hand). The button
 * that chooses it sits on the card; the action bar keeps only the next step ("Confirm"). A value that is
 * no card (gold or cards, a number, a district type) has none: its chooser draws a plain button.
 */
import type { ReactNode } from 'react';
import { CHARACTERS, isCard, type CardId, type CharacterId, type CitadelsAction } from '../../../games/citadels/index';
import { indexedCard, type SeatView } from '../seat-view';
import { useText } from '../use-text';
import { CoinPile } from '../art/tokens';
import { CharacterCard } from './CharacterCard';
import { Coin } from './CardFrame';
import { DistrictCard } from './DistrictCard';

export type TargetKind =
  { kind: 'district'; card: CardId } | { kind: 'character'; id: CharacterId } | { kind: 'seat'; seat: number };

/** The card a field's value stands for, if any. `type`: the action's, for an `index` (whose card it names). */
export function targetKind(field: string, value: unknown, view: SeatView, type: string): TargetKind | undefined {
  if (field === 'index') {
    const card = indexedCard({ type, index: value } as CitadelsAction, view);
    return card === undefined ? undefined : { kind: 'district', card };
  }
  if (field === 'seat' && typeof value === 'number') return { kind: 'seat', seat: value };
  if (typeof value === 'string' && Object.hasOwn(CHARACTERS, value))
    return { kind: 'character', id: value as CharacterId };
  return isCard(value) ? { kind: 'district', card: value } : undefined;
}

/** A player as a card: name, a pile of coins with the gold on a coin, and the cards in hand. */
function SeatCard({
  seat,
  view,
  actions,
  hinted,
}: {
  seat: number;
  view: SeatView;
  actions: ReactNode;
  hinted: boolean;
}) {
  const { t } = useText();
  const gold = view.G.gold[seat] ?? 0;
  return (
    <div className={`cit-card cit-seat-card cit-small${hinted ? ' cit-hinted' : ''}`} data-seat={seat}>
      <div className="cit-face">
        <strong className="cit-name">{view.names[seat]}</strong>
        <span className="cit-seat-gold">
          <CoinPile n={gold} />
          <Coin n={gold} title={t('citadels.gold', { n: gold })} />
        </span>
        <span className="cit-seat-cards">{t('citadels.cards', { n: view.G.hands[seat]?.length ?? 0 })}</span>
      </div>
      <div className="cit-card-actions">{actions}</div>
    </div>
  );
}

export function TargetCard({
  target,
  view,
  hinted,
  actions,
}: {
  target: TargetKind;
  view: SeatView;
  hinted: boolean;
  actions: ReactNode;
}) {
  const { G, me } = view;
  if (target.kind === 'district')
    return (
      <DistrictCard
        card={target.card}
        small
        beautified={G.beautified.includes(target.card)}
        hinted={hinted}
        actions={actions}
      />
    );
  if (target.kind === 'character') {
    const id = target.id;
    const marks = { hinted, mine: me !== null && G.who[id] === me, killed: G.killed === id };
    return <CharacterCard id={id} small marks={marks} actions={actions} />;
  }
  return <SeatCard seat={target.seat} view={view} actions={actions} hinted={hinted} />;
}
