/**
 * Game records (format in RECORDS.md): `exportRecord(state)` writes what happened turn by turn, public
 * information only, so a view works as well as the full state; `replayRecord(record)` rebuilds the game
 * through the rules core with the bag forced into the recorded draw order, checks every step (seat, tile,
 * legality, discards, final scores if given) and returns the scores.
 */
import type { Seat } from '../shared/contract';
import { BASE_TILES, START_TILE, TILE_TYPES, type TileType } from './data/tiles';
import { EDGES, HALVES } from './geometry';
import { carcassonneCore as core, validateOptions } from './rules/core';
import { setupWithBag } from './rules/setup';
import {
  turnEntries,
  type CarcassonneAction,
  type CarcassonneOptions,
  type CarcassonneState,
  type TurnEntry,
} from './rules/state';
import { createRng } from '../shared/rng';

export const RECORD_FORMAT = 'carcassonne-record';
export const RECORD_VERSION = 1;

/** One turn of a record: exactly what the state's public history keeps. */
export type RecordTurn = TurnEntry;

export interface GameRecord {
  format: typeof RECORD_FORMAT;
  version: typeof RECORD_VERSION;
  players: number;
  options: CarcassonneOptions;
  start: { tile: TileType; x: 0; y: 0; rotation: 0 };
  turns: RecordTurn[];
  /** Tiles removed as unplaceable after the last turn (at the end of the game, or before `current`). */
  trailingDiscards: TileType[];
  /** The tile waiting to be placed in an unfinished game, else null. */
  current: TileType | null;
  finished: boolean;
  /** Scores when the record was written. */
  scores: number[];
}

/** What `npm run replay` prints. */
export interface ReplayResult {
  scores: number[];
  winners: Seat[];
  finished: boolean;
  turns: number;
}

/** The record of a game so far (a finished game, or any state between turns or in a meeple step). */
export function exportRecord(state: CarcassonneState): GameRecord {
  const turns: RecordTurn[] = turnEntries(state).map((t) => ({ ...t, discarded: [...t.discarded] }));
  let current = state.current;
  let trailingDiscards = [...state.justDiscarded];
  if (state.step === 'meeple') {
    const last = turns.pop() as RecordTurn;
    current = last.tile;
    trailingDiscards = last.discarded;
  }
  return {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    players: state.scores.length,
    options: { ...state.options },
    start: { tile: START_TILE, x: 0, y: 0, rotation: 0 },
    turns,
    trailingDiscards,
    current,
    finished: state.step === 'over',
    scores: [...state.scores],
  };
}

const isTile = (t: unknown): t is TileType => typeof t === 'string' && (TILE_TYPES as string[]).includes(t);
const LOCATIONS: readonly string[] = [...EDGES, ...HALVES, 'monastery'];

function fail(message: string): never {
  throw new Error(`invalid Carcassonne record: ${message}`);
}

/** Checks the shape of a parsed record and returns it typed. */
export function parseRecord(input: unknown): GameRecord {
  const r = input as Partial<GameRecord> | null;
  if (typeof r !== 'object' || r === null) fail('not an object');
  if (r.format !== RECORD_FORMAT || r.version !== RECORD_VERSION)
    fail(`expected format "${RECORD_FORMAT}" version ${RECORD_VERSION}`);
  const problem = validateOptions(r.players as number, r.options);
  if (problem !== undefined) fail(problem);
  if (!Array.isArray(r.turns)) fail('turns must be an array');
  r.turns.forEach((t, i) => {
    const where = `turn ${i + 1}`;
    if (!isTile(t.tile) || !Number.isInteger(t.x) || !Number.isInteger(t.y) || ![0, 1, 2, 3].includes(t.rotation))
      fail(`${where}: bad tile or position`);
    if (t.meeple !== null && !LOCATIONS.includes(t.meeple))
      fail(`${where}: bad meeple location ${JSON.stringify(t.meeple)}`);
    if (!Array.isArray(t.discarded) || !t.discarded.every(isTile)) fail(`${where}: bad discarded list`);
  });
  if (!Array.isArray(r.trailingDiscards) || !r.trailingDiscards.every(isTile)) fail('bad trailingDiscards');
  if (r.current !== null && r.current !== undefined && !isTile(r.current)) fail('bad current tile');
  return r as GameRecord;
}

/**
 * The bag (last id drawn first) that yields `sequence` in order; for an unfinished game the unused tiles
 * follow in box order (a finished game drew everything its bag held).
 */
function forcedBag(sequence: TileType[], finished: boolean): string[] {
  const used: Record<string, number> = { [START_TILE]: 1 };
  const drawn = sequence.map((t) => {
    const copy = used[t] ?? 0;
    if (copy >= BASE_TILES[t].count) fail(`more ${t} tiles than the box holds (${BASE_TILES[t].count})`);
    used[t] = copy + 1;
    return `${t}${copy}`;
  });
  if (finished) return drawn.reverse();
  const rest = TILE_TYPES.flatMap((t) =>
    Array.from({ length: BASE_TILES[t].count - (used[t] ?? 0) }, (_, i) => `${t}${(used[t] ?? 0) + i}`),
  );
  return [...rest, ...drawn.reverse()];
}

/** Play never consumes randomness once the bag is fixed; the core's signature still wants an RNG. */
const NO_RANDOMNESS = createRng('record');

/** Told each action of a replay with the state just before it (the state is the replay's own: copy what you keep). */
export type BeforeAction = (state: CarcassonneState, seat: Seat, action: CarcassonneAction) => void;

/**
 * Replays a record through the rules core to its last state; throws with the first inconsistency.
 * `before`, if given, sees every action with the state it is taken in (the replay viewer and the analysis use it).
 */
export function replayToState(input: unknown, before?: BeforeAction): CarcassonneState {
  const step = (state: CarcassonneState, seat: Seat, action: CarcassonneAction, where: string): void => {
    const reason = core.refusal(state, seat, action);
    if (reason !== undefined) fail(`${where}: ${JSON.stringify(action)} refused: ${reason}`);
    before?.(state, seat, action);
    core.apply(state, seat, action, NO_RANDOMNESS);
  };
  const record = parseRecord(input);
  const sequence = [
    ...record.turns.flatMap((t) => [...t.discarded, t.tile]),
    ...record.trailingDiscards,
    ...(record.current ? [record.current] : []),
  ];
  const state = setupWithBag(record.players, record.options, forcedBag(sequence, record.finished === true));
  record.turns.forEach((turn, i) => {
    const where = `turn ${i + 1}`;
    if (state.step !== 'place') fail(`${where}: the game is already over`);
    if (state.turn !== turn.seat) fail(`${where}: seat ${turn.seat} played but it was seat ${state.turn}'s turn`);
    if (JSON.stringify(state.justDiscarded) !== JSON.stringify(turn.discarded)) {
      fail(
        `${where}: discarded ${JSON.stringify(state.justDiscarded)}, the record says ${JSON.stringify(turn.discarded)}`,
      );
    }
    step(state, turn.seat, { type: 'placeTile', x: turn.x, y: turn.y, rotation: turn.rotation }, where);
    step(
      state,
      turn.seat,
      turn.meeple === null ? { type: 'skipMeeple' } : { type: 'placeMeeple', location: turn.meeple },
      where,
    );
  });
  const finished = core.isOver(state);
  if (finished !== record.finished)
    fail(`the replayed game is ${finished ? '' : 'not '}over, the record says otherwise`);
  if (JSON.stringify(state.justDiscarded) !== JSON.stringify(record.trailingDiscards))
    fail('the trailing discards differ');
  if (!finished && state.current !== record.current)
    fail(`the tile to place is ${state.current}, the record says ${record.current}`);
  if (Array.isArray(record.scores) && JSON.stringify(record.scores) !== JSON.stringify(state.scores)) {
    fail(`replayed scores ${JSON.stringify(state.scores)} differ from the recorded ${JSON.stringify(record.scores)}`);
  }
  return state;
}

/** Replays a record and summarises the result (final scores, winners). */
export function replayRecord(input: unknown): ReplayResult {
  const state = replayToState(input);
  const finished = core.isOver(state);
  return { scores: [...state.scores], winners: core.winners(state), finished, turns: state.turns };
}
