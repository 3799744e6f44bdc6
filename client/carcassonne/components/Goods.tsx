/**
 * Traders & Builders' goods symbols (docs/rules/carcassonne.md#goods): wine (a bunch of grapes), grain (a
 * sheaf) and cloth (a bolt of cloth), each on a pale round badge about 20 units across, drawn at the origin
 * so a tile places it upright at its anchor and the player list shows it as a token.
 */
import type { Good } from '../../../games/carcassonne';

const GRAPES: readonly (readonly [number, number])[] = [
  [-4, -3],
  [0, -3],
  [4, -3],
  [-2, 0.5],
  [2, 0.5],
  [0, 4],
];

function Drawing({ good }: { good: Good }) {
  if (good === 'wine')
    return (
      <>
        <path d="M0 -6 Q1 -9 4 -9" className="carc-goods-stem" />
        {GRAPES.map(([x, y]) => (
          <circle key={`${x},${y}`} cx={x} cy={y} r="2.4" className="carc-goods-grape" />
        ))}
      </>
    );
  if (good === 'grain')
    return (
      <>
        <path d="M0 7 V-2 M0 7 L-4 -1 M0 7 L4 -1 M-3.5 3 H3.5" className="carc-goods-stalk" />
        <ellipse cx="0" cy="-5" rx="1.8" ry="3.6" className="carc-goods-ear" />
        <ellipse cx="-4.2" cy="-4" rx="1.6" ry="3.2" transform="rotate(-25 -4.2 -4)" className="carc-goods-ear" />
        <ellipse cx="4.2" cy="-4" rx="1.6" ry="3.2" transform="rotate(25 4.2 -4)" className="carc-goods-ear" />
      </>
    );
  return (
    <>
      <path d="M-6 -5 H5 V5 H-6 Z" className="carc-goods-cloth" />
      <ellipse cx="5" cy="0" rx="2" ry="5" className="carc-goods-roll" />
      <path d="M-6 -1.5 H5 M-6 1.5 H5" className="carc-goods-fold" />
    </>
  );
}

/** A goods symbol centred on (x, y) (a tile's anchor), or on the origin. */
export function GoodsSymbol({ good, at = [0, 0] }: { good: Good; at?: readonly [number, number] }) {
  return (
    <g className="carc-goods" data-good={good} transform={`translate(${at[0]} ${at[1]})`}>
      <circle r="9.5" className="carc-goods-badge" />
      <Drawing good={good} />
    </g>
  );
}

/** A goods token for the player list: the symbol in a small square picture. */
export function GoodsIcon({ good }: { good: Good }) {
  return (
    <svg viewBox="-10 -10 20 20" className="carc-goods-icon" aria-hidden="true">
      <GoodsSymbol good={good} />
    </svg>
  );
}
