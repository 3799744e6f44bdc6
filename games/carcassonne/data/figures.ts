/**
 * Figure kinds as data (docs/design/expansions.md#figure-kinds): how many each player has, the option
 * that brings them, the feature kinds each may stand on and its weight in a majority
 * (docs/rules/carcassonne.md#majority). The meeple is every player's 7 followers
 * (docs/rules/carcassonne.md#meeple-supply); the abbot comes with the `abbot` option, one per player, and
 * stands only on a monastery or a garden, from which it may also come back early
 * (docs/rules/carcassonne.md#abbot-return). Inns & Cathedrals' large meeple would be one more row here
 * (weight 2, the meeple's features).
 */
import type { AnyFeatureKind } from './features';

export interface FigureSpec {
  readonly perPlayer: number;
  /** The option that brings this figure; none for the meeple. */
  readonly option?: 'abbot';
  readonly standsOn: readonly AnyFeatureKind[];
  /** How many figures it counts for in a majority. */
  readonly weight: number;
  /** May be taken back in the meeple step instead of placing one, scoring its feature at once. */
  readonly returnsEarly: boolean;
}

export const FIGURES = {
  meeple: { perPlayer: 7, standsOn: ['city', 'road', 'field', 'monastery'], weight: 1, returnsEarly: false },
  abbot: { perPlayer: 1, option: 'abbot', standsOn: ['monastery', 'garden'], weight: 1, returnsEarly: true },
} as const satisfies Record<string, FigureSpec>;

export type FigureKind = keyof typeof FIGURES;
/** The figures other than the meeple, which each match has only when its option is on. */
export type ExtraFigure = Exclude<FigureKind, 'meeple'>;
export const EXTRA_FIGURES: readonly ExtraFigure[] = ['abbot'];
