/**
 * Game records: everything needed to replay a game exactly through the rules core.
 *
 * A record holds the player count, the options (cast and unique districts included), the PRNG seed and
 * the action sequence. Every hidden random event (the deck shuffle, the crown when not fixed, each
 * round's character shuffle, the 3-player random discard, every card drawn) comes from the seeded RNG,
 * which is bit-identical to boardgame.io's, so the seed stands for all their outcomes. The format is
 * documented in RECORDS.md. `replayRecord` checks every action is legal and, when the record carries a
 * result, that the replay reaches it. The version changes whenever the rules draw random numbers
 * differently or change what a move does; older versions are refused with a message saying why.
 */
import type { Seat } from '../shared/contract';
import { createRng } from '../shared/rng';
import { citadelsCore } from './core';
import { scoreBreakdown, type ScoreBreakdown } from './rules/scoring';
import type { CitadelsAction, CitadelsOptions, CitadelsState } from './rules/types';

/** The record format of the current rules. */
export const RECORD_VERSION = 2;

/** Why each older version no longer replays (see RECORDS.md). */
const RETIRED: Record<number, string> = {
  1: 'version 1 records were made before the rules changed how the characters are set aside each round (so the same seed deals different rounds) and when abilities and automatic gains happen; they cannot be replayed by these rules',
};

export interface CitadelsRecord {
  format: 'citadels-record';
  version: typeof RECORD_VERSION;
  numPlayers: number;
  options: CitadelsOptions;
  /** The PRNG seed of the match (boardgame.io's random plugin seed, or the core's). */
  seed: string;
  /** Every action in order, with the seat that took it. */
  actions: { seat: Seat; action: CitadelsAction }[];
  /** The final result, checked on replay when present. */
  result?: { scores: number[]; winners: Seat[] };
}

export interface ReplayResult {
  scores: number[];
  winners: Seat[];
  breakdown: ScoreBreakdown[];
  rounds: number;
  over: boolean;
  /** The final state (not serialised when printed). */
  readonly state: CitadelsState;
}

/** Builds a record from a game's seed and actions; the result is filled in by replaying it. */
export function exportRecord(input: {
  numPlayers: number;
  options: CitadelsOptions;
  seed: string;
  actions: { seat: Seat; action: CitadelsAction }[];
}): CitadelsRecord {
  const record: CitadelsRecord = {
    format: 'citadels-record',
    version: RECORD_VERSION,
    numPlayers: input.numPlayers,
    options: input.options,
    seed: input.seed,
    actions: input.actions.map(({ seat, action }) => ({ seat, action })),
  };
  const { scores, winners, over } = replayRecord(record);
  return over ? { ...record, result: { scores, winners } } : record;
}

/** The actions of a boardgame.io match log (its MAKE_MOVE entries), for `exportRecord`. */
export function actionsFromLog(
  log: readonly { action: { type: string; payload: { type: string; args: unknown[] | null; playerID: string } } }[],
): { seat: Seat; action: CitadelsAction }[] {
  return log
    .filter((entry) => entry.action.type === 'MAKE_MOVE')
    .map(({ action: { payload } }) => {
      if (!payload.args) throw new Error('the log is redacted: export records from the server-side log');
      return {
        seat: Number(payload.playerID),
        action: { ...(payload.args[0] as object), type: payload.type } as CitadelsAction,
      };
    });
}

/**
 * Replays a record, checking every action. `before`, if given, sees every action with the state it is taken
 * in (the replay's own state: copy what you keep); the replay viewer and the analysis use it.
 */
export function replayRecord(
  input: unknown,
  before?: (state: CitadelsState, seat: Seat, action: CitadelsAction) => void,
): ReplayResult {
  const record = input as CitadelsRecord;
  if (record?.format !== 'citadels-record') throw new Error('not a citadels-record');
  const version = (record as { version: unknown }).version;
  if (version !== RECORD_VERSION) {
    const why = typeof version === 'number' ? RETIRED[version] : undefined;
    throw new Error(
      why ??
        `unknown citadels-record version ${JSON.stringify(version)} (this replayer reads version ${RECORD_VERSION})`,
    );
  }
  const problem = citadelsCore.validateOptions(record.numPlayers, record.options);
  if (problem) throw new Error(`bad options: ${problem}`);
  const rng = createRng(record.seed);
  const state = citadelsCore.setup(record.numPlayers, record.options, rng);
  record.actions.forEach(({ seat, action }, i) => {
    const reason = citadelsCore.refusal(state, seat, action);
    if (reason !== undefined)
      throw new Error(`action ${i} (${JSON.stringify(action)} by seat ${seat}) is illegal: ${reason}`);
    before?.(state, seat, action);
    citadelsCore.apply(state, seat, action, rng);
  });
  const over = citadelsCore.isOver(state);
  const result = {
    scores: citadelsCore.scores(state),
    winners: citadelsCore.winners(state),
    breakdown: state.cities.map((_, seat) => scoreBreakdown(state, seat)),
    rounds: state.round,
    over,
  };
  if (
    record.result &&
    JSON.stringify(record.result) !== JSON.stringify({ scores: result.scores, winners: result.winners })
  ) {
    throw new Error(
      `the replay ends with ${JSON.stringify(result.scores)}, the record says ${JSON.stringify(record.result.scores)}`,
    );
  }
  return Object.defineProperty(result, 'state', { value: state, enumerable: false }) as ReplayResult;
}
