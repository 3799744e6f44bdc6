/** Carcassonne's statistics for the charts: points by category (city, road, monastery, field, garden, goods bonus) and seat. */
import { FIGURES, figuresInMatch, type FigureSpec } from './data/figures';
import { scoreEvents, type CarcassonneState } from './rules/state';

export const SCORE_KINDS = ['city', 'road', 'monastery', 'field', 'garden', 'goods'] as const;

/**
 * The categories a match can score: gardens only when a figure of the match may stand on one (the abbot,
 * docs/rules/carcassonne.md#gardens), the goods bonus only with Traders & Builders
 * (docs/rules/carcassonne.md#goods-bonus).
 */
export function scoreKinds(view: CarcassonneState): readonly (typeof SCORE_KINDS)[number][] {
  const gardens = figuresInMatch(view.options).some((f) => (FIGURES[f] as FigureSpec).standsOn.includes('garden'));
  const goods = view.options.tradersBuilders === true;
  return SCORE_KINDS.filter((kind) => (kind !== 'garden' || gardens) && (kind !== 'goods' || goods));
}

/** Points by category and seat, from the game's score log as far as `view` has come. */
export function pointsByCategory(view: CarcassonneState): Record<string, number[]> {
  const seats = view.scores.length;
  const out: Record<string, number[]> = Object.fromEntries(
    SCORE_KINDS.map((kind) => [kind, Array<number>(seats).fill(0)]),
  );
  for (const event of scoreEvents(view)) {
    const list = out[event.kind];
    if (list) for (const seat of event.seats) list[seat] = (list[seat] ?? 0) + event.points;
  }
  return out;
}
