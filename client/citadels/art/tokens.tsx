/**
 * The table's tokens in the card art's style (docs/design/card-art.md): the crown beside its holder's
 * name and the pile of coins beside a player's gold. Both are for the eye only; the words beside them
 * (the crown's hidden label, the gold coin's number) say the same.
 */
import { FILL as F, INK, STROKE, THIN } from './palette';

/** The most coins a pile draws: more gold makes the number bigger, not the pile taller. */
export const PILE_MAX = 5;

export function CrownToken() {
  return (
    <svg
      className="cit-crown"
      viewBox="0 0 48 48"
      aria-hidden="true"
      stroke={INK}
      strokeWidth={STROKE}
      strokeLinejoin="round"
    >
      <path d="M6 38 L4 12 L15 24 L24 6 L33 24 L44 12 L42 38 Z" fill={F.gold} />
      <path d="M6 38 H42 V43 H6 Z" fill={F.noble} />
      <circle cx="24" cy="30" r="3.5" fill={F.military} strokeWidth={THIN} />
      <circle cx="14" cy="32" r="2.5" fill={F.religious} strokeWidth={THIN} />
      <circle cx="34" cy="32" r="2.5" fill={F.trade} strokeWidth={THIN} />
    </svg>
  );
}

/** A pile of `n` coins seen from the side (at most PILE_MAX; none for no gold). */
export function CoinPile({ n }: { n: number }) {
  const coins = Math.max(0, Math.min(PILE_MAX, Math.floor(n)));
  if (coins === 0) return null;
  return (
    <svg className="cit-pile" viewBox="0 0 24 36" aria-hidden="true" stroke={INK} strokeWidth={THIN} data-coins={coins}>
      {Array.from({ length: coins }, (_, i) => (
        <ellipse key={i} cx="12" cy={31 - i * 5} rx="10" ry="3.5" fill={F.gold} />
      ))}
    </svg>
  );
}
