/**
 * The early return of a figure whose row says it may come back early (`returns: 'scoredOrEarly'` in
 * data/figures.ts: the abbot, docs/rules/carcassonne.md#abbot-return): in the meeple step, instead of placing
 * a figure, a player whose such figure stands on a cloister or a garden may take it back and score that
 * feature at once as at the end of the game: 1 + the tiles among its 8 neighbours, the tile just placed
 * included. Refused when the tile just placed completes that feature, which then scores 9 in the scoring
 * step. The move keeps its name, `returnAbbot`, which records and clients know.
 */
import type { Seat } from '../../shared/contract';
import { EARLY_FIGURES, FIGURES, figureInMatch, type ExtraFigure } from '../data/figures';
import { placedTile } from './meeples';
import { centreFiguresAround, centreTileCount, scoreCentre } from './scoring';
import type { CarcassonneOptions, CarcassonneState, Meeple } from './state';

/**
 * The early-returning figures of a match's options, worked out once per options object: the options never
 * change during a match and every copy of the state (the bots' samples included) shares them, while the
 * question is asked in every meeple step.
 */
const EARLY_BY_OPTIONS = new WeakMap<CarcassonneOptions, readonly ExtraFigure[]>();

/** The early-returning figures of this match (the abbot, with the `abbot` option). */
function earlyFigures(state: CarcassonneState): readonly ExtraFigure[] {
  let figures = EARLY_BY_OPTIONS.get(state.options);
  if (figures === undefined) {
    figures = EARLY_FIGURES.filter((f) => figureInMatch(f, state.options));
    EARLY_BY_OPTIONS.set(state.options, figures);
  }
  return figures;
}

/** Whether this match has a figure that may come back early (asked in every meeple step: no allocation). */
export function hasEarlyReturn(state: CarcassonneState): boolean {
  return earlyFigures(state).length > 0;
}

/** The names of the early-returning figures, for messages ("abbot"). */
const names = (kinds: readonly ExtraFigure[]) => kinds.map((f) => FIGURES[f].name).join(' or ');

/** The seat's figure on the board that may come back early, or undefined. */
export function earlyFigureOf(state: CarcassonneState, seat: Seat): Meeple | undefined {
  for (const key in state.meeples) {
    const m = state.meeples[key] as Meeple;
    if (m.seat === seat && m.figure !== undefined && EARLY_FIGURES.includes(m.figure)) return m;
  }
  return undefined;
}

/** What keeps the seat from taking its figure back now (a code: legal.ts asks in every meeple step). */
type ReturnBlock = 'no figure' | 'not the meeple step' | 'not on the board' | 'completes';

/** The blocks that name no figure, made once (asked in every meeple step: no allocation). */
const NO_FIGURE = { block: 'no figure' } as const;
const NOT_MEEPLE_STEP = { block: 'not the meeple step' } as const;
const NOT_ON_BOARD = { block: 'not on the board' } as const;

/** Whether one of the seat's early-returning figures of this match is out of its supply (on the board). */
function earlyFigureOut(state: CarcassonneState, seat: Seat): boolean {
  for (const f of earlyFigures(state)) if (state.figures?.[f]?.[seat] === 0) return true;
  return false;
}

/**
 * The seat's early-returning figure on a cloister or garden that the tile just placed at (x, y) completes,
 * or undefined. Only that tile can have completed it: a figure on a complete cloister or garden was scored
 * and went home in the scoring step of the turn that completed it. So only the figures around that tile
 * are looked at, not every figure on the board (which six players make many).
 */
function completedBy(state: CarcassonneState, seat: Seat, x: number, y: number): Meeple | undefined {
  for (const m of centreFiguresAround(state, x, y)) {
    if (m.seat !== seat || m.figure === undefined || !EARLY_FIGURES.includes(m.figure)) continue;
    if (centreTileCount(state, m.x, m.y) === 9) return m;
  }
  return undefined;
}

function returnBlock(state: CarcassonneState, seat: Seat): { block: ReturnBlock; out?: Meeple } | undefined {
  if (!hasEarlyReturn(state)) return NO_FIGURE;
  const here = placedTile(state);
  if (here === undefined) return NOT_MEEPLE_STEP;
  if (!earlyFigureOut(state, seat)) return NOT_ON_BOARD;
  // The tile just placed is this turn's entry: its square without parsing the board key.
  const { x, y } = state.history[state.turns]!;
  const out = completedBy(state, seat, x, y);
  return out === undefined ? undefined : { block: 'completes', out };
}

/** Whether the seat may take its figure back now. */
export const mayReturnEarly = (state: CarcassonneState, seat: Seat): boolean => returnBlock(state, seat) === undefined;

/** Why the seat may not take its figure back now, or undefined. */
export function returnRefusal(state: CarcassonneState, seat: Seat): string | undefined {
  const blocked = returnBlock(state, seat);
  if (blocked === undefined) return undefined;
  const name = names(earlyFigures(state));
  switch (blocked.block) {
    case 'no figure':
      return `there is no ${names(EARLY_FIGURES)} in this match`;
    case 'not the meeple step':
      return `the ${name} comes back only in the meeple step, after placing a tile`;
    case 'not on the board':
      return `your ${name} is not on the board`;
    case 'completes':
      return `the tile just placed completes that ${blocked.out!.location}: it scores 9 now`;
  }
}

/** Takes the seat's figure back and scores its feature (legality checked by `returnRefusal`). */
export function returnEarly(state: CarcassonneState, seat: Seat): Meeple {
  const figure = earlyFigureOf(state, seat)!;
  scoreCentre(state, figure, false, true);
  return figure;
}
