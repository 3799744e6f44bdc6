/**
 * The fair bot's decision, free of any framework: levels as search presets, and `chooseAction`, the one
 * entry point the boardgame.io Bot, the Web Worker and the arena call (`startChoice` is the same search in
 * slices, for the server's scheduler).
 *
 * Levels (budgets are per decision; whichever of iterations and time runs out first ends the search):
 * - easy:   200 iterations / 250 ms, short playouts, and it samples its move by visit counts
 *           (temperature 1), so it sometimes plays a second-best move.
 * - medium: 2,000 iterations / 1 s, most-visited move.
 * - hard:   20,000 iterations / 3 s, most-visited move.
 *
 * Fairness is by construction: the caller passes a view (`core.view(state, seat)`), never a state.
 */
import type { BotLevel } from './bot-levels';
import type { ActionBase, Seat } from './contract';
import {
  ismcts,
  startSearch,
  type SearchCore,
  type SearchOptions,
  type SearchRequest,
  type SearchResult,
  type SearchStepper,
} from './ismcts';

const COMMON = { exploration: 0.7, marginWeight: 0.1 } as const;

export const LEVELS = {
  easy: { ...COMMON, maxIterations: 200, maxMillis: 250, playoutDepth: 30, temperature: 1 },
  medium: { ...COMMON, maxIterations: 2_000, maxMillis: 1_000, playoutDepth: 200, temperature: 0 },
  hard: { ...COMMON, maxIterations: 20_000, maxMillis: 3_000, playoutDepth: 200, temperature: 0 },
} as const satisfies Record<BotLevel, SearchOptions>;

export function isBotLevel(value: unknown): value is BotLevel {
  return typeof value === 'string' && value in LEVELS;
}

/**
 * The action a bot of `level` plays for `seat`, computed from that seat's view only. `overrides` adjust the
 * preset (e.g. `{ maxMillis: Infinity }` for a search that is deterministic for its seed).
 */
export function chooseAction<S, A extends ActionBase>(
  core: SearchCore<S, A>,
  view: S,
  seat: Seat,
  level: BotLevel,
  seed: string,
  overrides: Partial<SearchOptions> = {},
): SearchResult<A> {
  return ismcts(core, view, seat, { ...LEVELS[level], ...overrides }, seed);
}

/** `chooseAction` as a search that runs in slices, its time budget counted from `startedAt` (performance.now()). */
export function startChoice<S, A extends ActionBase>({
  level,
  overrides = {},
  ...request
}: Omit<SearchRequest<S, A>, 'options' | 'root'> & {
  level: BotLevel;
  overrides?: Partial<SearchOptions>;
}): SearchStepper<A> {
  return startSearch({ ...request, options: { ...LEVELS[level], ...overrides } });
}
