/**
 * Game records (format in RECORDS.md): `exportRecord(state)` writes what happened turn by turn, public
 * information only, so a view works as well as the full state; `replayRecord(record)` rebuilds the game
 * through the rules core with the bag forced into the recorded draw order, checks every step (seat, tile,
 * legality, discards, final scores if given) and returns the scores. Version 1 is the base game's; a game
 * with the `river` or `abbot` option is written as version 2, which adds those options, river and garden tile
 * ids, the abbot's placements (`figure`) and its returns (`returned`). A game with `innsCathedrals` is
 * written as version 3, which adds that option, six players, the tiles IC1-IC17, the large meeple (`figure`)
 * and the inner field's location (`inner`); a game with `tradersBuilders` is version 3 too, with the tiles
 * TB1-TB24, the builder and the pig (`figure`), the second part of a double turn (`second`) and the goods a
 * turn took (`goods`), both checked on replay. Every version replays.
 */
import type { Seat } from '../shared/contract';
import { isExtraFigure } from './data/figures';
import { GOODS } from './data/goods';
import { LAKE } from './data/river';
import { TILE_KINDS, boxFor, isRiverKind, type TileKind } from './data/tile-sets';
import { tileId } from './data/tiles';
import { EDGES, HALVES } from './geometry';
import { carcassonneCore as core, validateOptions } from './rules/core';
import { sameGoods } from './rules/goods';
import { countByType, setupWithBag } from './rules/setup';
import {
  turnEntries,
  type CarcassonneAction,
  type CarcassonneOptions,
  type CarcassonneState,
  type TurnEntry,
} from './rules/state';
import { createRng } from '../shared/rng';

export const RECORD_FORMAT = 'carcassonne-record';
/** The newest version, written for games with Inns & Cathedrals; see `versionFor` for the others. */
export const RECORD_VERSION = 3;

/**
 * The version a game is written as: the oldest that holds its options (base 1, River or Abbot 2, Inns &
 * Cathedrals or Traders & Builders 3).
 */
export function versionFor(options: CarcassonneOptions): 1 | 2 | 3 {
  if (options.innsCathedrals === true || options.tradersBuilders === true) return 3;
  return options.river === true || options.abbot === true ? 2 : 1;
}

/** One turn of a record: exactly what the state's public history keeps. */
export type RecordTurn = TurnEntry;

export interface GameRecord {
  format: typeof RECORD_FORMAT;
  version: 1 | 2 | 3;
  players: number;
  options: CarcassonneOptions;
  start: { tile: TileKind; x: 0; y: 0; rotation: 0 };
  turns: RecordTurn[];
  /** Tiles removed as unplaceable after the last turn (at the end of the game, or before `current`). */
  trailingDiscards: TileKind[];
  /** The tile waiting to be placed in an unfinished game, else null. */
  current: TileKind | null;
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
    version: versionFor(state.options),
    players: state.scores.length,
    options: { ...state.options },
    start: { tile: boxFor(state.options).start, x: 0, y: 0, rotation: 0 },
    turns,
    trailingDiscards,
    current,
    finished: state.step === 'over',
    scores: [...state.scores],
  };
}

/** A turn's goods: an object of goods kinds to positive whole numbers. */
const isGoodsCount = (g: unknown): boolean =>
  typeof g === 'object' &&
  g !== null &&
  !Array.isArray(g) &&
  Object.entries(g).every(
    ([good, n]) => (GOODS as readonly string[]).includes(good) && Number.isInteger(n) && (n as number) > 0,
  );

const isTile = (t: unknown): t is TileKind => typeof t === 'string' && (TILE_KINDS as readonly string[]).includes(t);
const LOCATIONS: readonly string[] = [...EDGES, ...HALVES, 'monastery', 'garden', 'inner'];

function fail(message: string): never {
  throw new Error(`invalid Carcassonne record: ${message}`);
}

/** Checks the shape of a parsed record and returns it typed. */
export function parseRecord(input: unknown): GameRecord {
  const r = input as Partial<GameRecord> | null;
  if (typeof r !== 'object' || r === null) fail('not an object');
  if (r.format !== RECORD_FORMAT || (r.version !== 1 && r.version !== 2 && r.version !== 3))
    fail(`expected format "${RECORD_FORMAT}" version 1, 2 or 3`);
  // A record keeps the options as the state does: one left out is off, not its default.
  const problem =
    validateOptions(r.players as number, r.options) ??
    validateOptions(r.players as number, { innsCathedrals: false, ...(r.options as object) });
  if (problem !== undefined) fail(problem);
  const options = r.options as CarcassonneOptions;
  if (r.version === 1 && (options.river !== undefined || options.abbot !== undefined))
    fail('the river and abbot options need version 2');
  if (r.version !== 3 && options.innsCathedrals !== undefined) fail('the innsCathedrals option needs version 3');
  if (r.version !== 3 && options.tradersBuilders !== undefined) fail('the tradersBuilders option needs version 3');
  if (!Array.isArray(r.turns)) fail('turns must be an array');
  r.turns.forEach((t, i) => {
    const where = `turn ${i + 1}`;
    if (!isTile(t.tile) || !Number.isInteger(t.x) || !Number.isInteger(t.y) || ![0, 1, 2, 3].includes(t.rotation))
      fail(`${where}: bad tile or position`);
    if (t.meeple !== null && !LOCATIONS.includes(t.meeple))
      fail(`${where}: bad meeple location ${JSON.stringify(t.meeple)}`);
    if (t.figure !== undefined && (!isExtraFigure(t.figure) || t.meeple === null))
      fail(`${where}: bad figure ${JSON.stringify(t.figure)}`);
    if (t.returned !== undefined && (t.meeple !== null || typeof t.returned !== 'object' || t.returned === null))
      fail(`${where}: bad abbot return`);
    if (!Array.isArray(t.discarded) || !t.discarded.every(isTile)) fail(`${where}: bad discarded list`);
    if (t.second !== undefined && t.second !== true) fail(`${where}: bad second part ${JSON.stringify(t.second)}`);
    if (t.goods !== undefined && !isGoodsCount(t.goods)) fail(`${where}: bad goods ${JSON.stringify(t.goods)}`);
  });
  if (!Array.isArray(r.trailingDiscards) || !r.trailingDiscards.every(isTile)) fail('bad trailingDiscards');
  if (r.current !== null && r.current !== undefined && !isTile(r.current)) fail('bad current tile');
  return r as GameRecord;
}

/**
 * The bag (last id drawn first) that yields `sequence` in order; for an unfinished game the unused tiles
 * follow in box order (a finished game drew everything its bag held).
 */
function forcedBag(options: CarcassonneOptions, sequence: TileKind[], finished: boolean): string[] {
  const box = boxFor(options);
  const inBox = countByType([...box.land, ...box.riverMiddle, ...(box.lake === null ? [] : [box.lake])]);
  const used: Partial<Record<TileKind, number>> = {};
  const drawn = sequence.map((t) => {
    const copy = used[t] ?? 0;
    if (copy >= (inBox[t] ?? 0)) fail(`more ${t} tiles than the box holds (${inBox[t] ?? 0})`);
    used[t] = copy + 1;
    return tileId(t, copy);
  });
  if (finished) return drawn.reverse();
  const left = (kinds: readonly TileKind[]) =>
    kinds.flatMap((t) =>
      Array.from({ length: (inBox[t] ?? 0) - (used[t] ?? 0) }, (_, i) => tileId(t, (used[t] ?? 0) + i)),
    );
  const land = left(TILE_KINDS.filter((t) => !isRiverKind(t)));
  const river = left(TILE_KINDS.filter((t) => isRiverKind(t) && t !== LAKE));
  return [...land, ...left([LAKE]), ...river, ...drawn.reverse()];
}

/** The meeple step of a recorded turn as an action. */
function meepleStep(turn: RecordTurn): CarcassonneAction {
  if (turn.returned !== undefined) return { type: 'returnAbbot' };
  if (turn.meeple === null) return { type: 'skipMeeple' };
  return turn.figure === undefined
    ? { type: 'placeMeeple', location: turn.meeple }
    : { type: 'placeMeeple', location: turn.meeple, figure: turn.figure };
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
  const state = setupWithBag(
    record.players,
    record.options,
    forcedBag(record.options, sequence, record.finished === true),
  );
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
    const second = state.history[state.turns]?.second;
    if (second !== turn.second)
      fail(`${where}: ${second ? 'the second part of a double turn' : 'a first part'}, the record says otherwise`);
    step(state, turn.seat, meepleStep(turn), where);
    const goods = state.history[state.turns]?.goods;
    if (!sameGoods(goods, turn.goods))
      fail(`${where}: the turn took the goods ${JSON.stringify(goods)}, the record says ${JSON.stringify(turn.goods)}`);
    const returned = state.history[state.turns]?.returned;
    if (JSON.stringify(returned) !== JSON.stringify(turn.returned))
      fail(
        `${where}: the abbot came back from ${JSON.stringify(returned)}, the record says ${JSON.stringify(turn.returned)}`,
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
