/**
 * The remaining-tile odds (docs/rules/carcassonne.md#purist), from public state only (`remainingByType`,
 * whose turn it is, the number of seats): the bag's order stays secret, its contents are not.
 * - **Next draw**: the chance that the tile drawn after the one in play is of this kind. While river tiles
 *   remain they come first (the river's middle tiles, then the lake: docs/rules/carcassonne.md#river-setup),
 *   so a land tile's chance is 0 until the river is used up.
 * - **Yours again**: the chance that at least one of the seat's own later draws is of this kind, counting
 *   draws round the table in seat order from the next seat on (a builder's second tile and tiles discarded
 *   as unplaceable shift that order; the figure does not foresee them). With n of the kind among the L land
 *   tiles and m of them the seat's draws, it is 1 − C(L − n, m) / C(L, m) (hypergeometric).
 */
import { isRiverKind, TILE_KINDS, type CarcassonneState, type TileKind } from '../../games/carcassonne';
import { LAKE } from '../../games/carcassonne/data/river';

export interface KindOdds {
  kind: TileKind;
  /** Tiles of this kind still in the bag. */
  left: number;
  /** Chance (0-1) that the next draw is of this kind. */
  next: number;
  /** Chance (0-1) that the seat draws at least one more of this kind this game; null without a seat. */
  mine: number | null;
}

/** The odds of every kind in this match's bag (kinds it never had are left out), in tile-table order. */
export function drawOdds(state: CarcassonneState, seat: number | null): KindOdds[] {
  const kinds = TILE_KINDS.filter((kind) => state.remainingByType[kind] !== undefined);
  const left = (kind: TileKind) => state.remainingByType[kind] ?? 0;
  const lakeLeft = left(LAKE as TileKind);
  const middleLeft = kinds.filter((k) => isRiverKind(k) && k !== LAKE).reduce((n, k) => n + left(k), 0);
  const river = middleLeft + lakeLeft;
  const land = kinds.filter((k) => !isRiverKind(k)).reduce((n, k) => n + left(k), 0);
  const seats = state.scores.length;
  // Draw i (0-based, after the tile in play) goes to the seat (turn + 1 + i) mod seats.
  const isMine = (i: number) => seat !== null && (state.turn + 1 + i) % seats === seat;
  const mineAmong = (from: number, to: number) => {
    let m = 0;
    for (let i = from; i < to; i++) if (isMine(i)) m++;
    return m;
  };
  const mineInMiddle = mineAmong(0, middleLeft);
  const mineInLand = mineAmong(river, river + land);
  return kinds.map((kind) => {
    const n = left(kind);
    let next: number;
    let mine: number;
    if (kind === LAKE) {
      next = middleLeft === 0 && n > 0 ? 1 : 0;
      mine = n > 0 && isMine(middleLeft) ? 1 : 0;
    } else if (isRiverKind(kind)) {
      next = middleLeft === 0 ? 0 : n / middleLeft;
      mine = middleLeft === 0 ? 0 : 1 - noneAmong(middleLeft, n, mineInMiddle);
    } else {
      next = river > 0 || land === 0 ? 0 : n / land;
      mine = land === 0 ? 0 : 1 - noneAmong(land, n, mineInLand);
    }
    return { kind, left: n, next, mine: seat === null ? null : mine };
  });
}

/**
 * A chance as a whole percentage in the language's style; a chance that is neither 0 nor 1 never shows as
 * 0% or 100% (it shows as "<1%" or ">99%").
 */
export function formatChance(p: number, language: string): string {
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  if (p > 0 && p < 0.005) return `<${percent.format(0.01)}`;
  if (p >= 0.995 && p < 1) return `>${percent.format(0.99)}`;
  return percent.format(p);
}

/** The chance that none of `m` draws from `total` tiles is one of the `n` marked ones: C(total − n, m) / C(total, m). */
function noneAmong(total: number, n: number, m: number): number {
  let p = 1;
  for (let i = 0; i < m; i++) p *= Math.max(0, total - n - i) / (total - i);
  return p;
}
