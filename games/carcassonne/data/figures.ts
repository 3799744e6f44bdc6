/**
 * Figure kinds as data (docs/design/expansions.md#figure-kinds). A figure's row says everything the rules
 * and the board need to know about it:
 * - `perPlayer` and `option`: how many each player has, and the match option that brings it (none for the
 *   meeple, docs/rules/carcassonne.md#meeple-supply); `needs`: further options it needs (a farmer-only
 *   figure needs `farmers`);
 * - `standsOn`: the feature kinds it may stand on; `weight`: what it counts for in a majority
 *   (docs/rules/carcassonne.md#majority);
 * - `returns`: when it comes back: `scored` with its feature (fields never score during play, so a farmer
 *   stays, docs/rules/carcassonne.md#farmers-stay), `scoredOrEarly`, which may also be taken back in the
 *   meeple step, scoring its feature at once (the abbot, docs/rules/carcassonne.md#abbot-return), or `never`
 *   (the pig stays to the end, docs/rules/carcassonne.md#pig);
 * - a figure of weight 0 is no follower: it never claims a feature nor keeps another figure off it
 *   (docs/rules/carcassonne.md#builder); what it needs and does says its row: `needsOwnFollower` (it goes only
 *   on a feature that already holds a follower of its owner), `notOnCompleted` (never on a feature the tile
 *   just placed completes), `earnsSecondTile` (a tile its owner adds to its feature earns a second tile,
 *   docs/rules/carcassonne.md#double-turn) and `fieldBonusPerCity` (points more per completed city for its
 *   owner when the owner wins its field, docs/rules/carcassonne.md#pig);
 * - `look`: how the board draws it (its shape and size beside a meeple); the order of the rows is the order
 *   the meeple step offers the figures in.
 */
import type { AnyFeatureKind } from './features';

/** The match options that bring or allow figures (a subset of CarcassonneOptions, kept here so data needs no rules import). */
export type FigureOption = 'farmers' | 'abbot' | 'innsCathedrals' | 'tradersBuilders';

/** The outlines the board draws figures with: a meeple, a robed figure, one in a broad hat, a pig. */
export type FigureShape = 'meeple' | 'robe' | 'hat' | 'pig';

export interface FigureSpec {
  /** Its name in the rules' messages ("the abbot may not stand on a road"). */
  readonly name: string;
  readonly perPlayer: number;
  /** The option that brings this figure; none for the meeple. */
  readonly option?: FigureOption;
  /** Other options that must be on for this figure to be in a match. */
  readonly needs: readonly FigureOption[];
  readonly standsOn: readonly AnyFeatureKind[];
  /** How many figures it counts for in a majority; 0: no follower (see the header). */
  readonly weight: number;
  /** When it comes back to its owner (see the header). */
  readonly returns: 'scored' | 'scoredOrEarly' | 'never';
  /** It goes only on a feature that already holds a follower (weight above 0) of its owner. */
  readonly needsOwnFollower?: boolean;
  /** It never goes on a feature that the tile just placed completes. */
  readonly notOnCompleted?: boolean;
  /** A tile its owner places into its feature, in the first part of a turn, earns a second tile. */
  readonly earnsSecondTile?: boolean;
  /** Points more per completed city for its owner, when the owner wins the field it stands in. */
  readonly fieldBonusPerCity?: number;
  /**
   * How the board draws it (client/carcassonne/components/Meeple.tsx): its outline, its size relative to a
   * meeple, and `band`, a pale band across the body that tells it from a meeple at any size.
   */
  readonly look: { readonly shape: FigureShape; readonly scale: number; readonly band?: boolean };
}

export const FIGURES = {
  meeple: {
    name: 'meeple',
    perPlayer: 7,
    needs: [],
    standsOn: ['city', 'road', 'field', 'monastery'],
    weight: 1,
    returns: 'scored',
    look: { shape: 'meeple', scale: 1 },
  },
  abbot: {
    name: 'abbot',
    perPlayer: 1,
    option: 'abbot',
    needs: [],
    standsOn: ['monastery', 'garden'],
    weight: 1,
    returns: 'scoredOrEarly',
    look: { shape: 'robe', scale: 1 },
  },
  /** Inns & Cathedrals' large meeple (docs/rules/carcassonne.md#large-meeple). */
  large: {
    name: 'large meeple',
    perPlayer: 1,
    option: 'innsCathedrals',
    needs: [],
    standsOn: ['city', 'road', 'field', 'monastery'],
    weight: 2,
    returns: 'scored',
    look: { shape: 'meeple', scale: 1.4, band: true },
  },
  /** Traders & Builders' builder (docs/rules/carcassonne.md#builder). */
  builder: {
    name: 'builder',
    perPlayer: 1,
    option: 'tradersBuilders',
    needs: [],
    standsOn: ['city', 'road'],
    weight: 0,
    returns: 'scored',
    needsOwnFollower: true,
    notOnCompleted: true,
    earnsSecondTile: true,
    look: { shape: 'hat', scale: 1 },
  },
  /** Traders & Builders' pig, only with farmers (docs/rules/carcassonne.md#pig). */
  pig: {
    name: 'pig',
    perPlayer: 1,
    option: 'tradersBuilders',
    needs: ['farmers'],
    standsOn: ['field'],
    weight: 0,
    returns: 'never',
    needsOwnFollower: true,
    fieldBonusPerCity: 1,
    look: { shape: 'pig', scale: 1 },
  },
} as const satisfies Record<string, FigureSpec>;

export type FigureKind = keyof typeof FIGURES;
/** The figures other than the meeple, which each match has only when its option is on. */
export type ExtraFigure = Exclude<FigureKind, 'meeple'>;
/** Every figure in the order the meeple step offers them: the meeple, then the rows below it. */
export const FIGURE_KINDS = Object.keys(FIGURES) as FigureKind[];
export const EXTRA_FIGURES = FIGURE_KINDS.filter((f): f is ExtraFigure => f !== 'meeple');

/** Whether `value` names a figure other than the meeple (a move's or a record's `figure`). */
export const isExtraFigure = (value: unknown): value is ExtraFigure =>
  typeof value === 'string' && value !== 'meeple' && Object.hasOwn(FIGURES, value);

/** The figures that may be taken back early (`returns: 'scoredOrEarly'`). */
export const EARLY_FIGURES = EXTRA_FIGURES.filter((f) => (FIGURES[f] as FigureSpec).returns === 'scoredOrEarly');

/** The first figure, in offer order, whose row passes `test` ("the figure with a field bonus"); undefined: none. */
export const figureWhere = (test: (spec: FigureSpec) => boolean): FigureKind | undefined =>
  FIGURE_KINDS.find((f) => test(FIGURES[f]));

/** The one figure that may stand on this kind of feature, when only one may (a garden's abbot); else undefined. */
export function soleFigureOn(kind: AnyFeatureKind): FigureKind | undefined {
  const on = FIGURE_KINDS.filter((f) => (FIGURES[f] as FigureSpec).standsOn.includes(kind));
  return on.length === 1 ? on[0] : undefined;
}

/** How the rules' messages name one figure of a kind: "a meeple", "the abbot" (a player has only one). */
export function figureName(figure: FigureKind): string {
  const spec: FigureSpec = FIGURES[figure];
  return spec.perPlayer === 1 ? `the ${spec.name}` : `a ${spec.name}`;
}

/** Whether a match with these options has this figure: its option and every option it needs are on. */
export function figureInMatch(figure: FigureKind, options: Partial<Record<FigureOption, boolean>>): boolean {
  const spec: FigureSpec = FIGURES[figure];
  return (spec.option === undefined || options[spec.option] === true) && spec.needs.every((o) => options[o] === true);
}

/** The extra figures of a match with these options, in offer order. */
export const figuresInMatch = (options: Partial<Record<FigureOption, boolean>>): ExtraFigure[] =>
  EXTRA_FIGURES.filter((f) => figureInMatch(f, options));
