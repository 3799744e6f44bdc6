/**
 * Plays one ladder game from its spec (tools/ladder/schedule.ts) on the pure rules core: the same function
 * in a worker process, in `--replay` and in-process, so a game's key is all it takes to play it again with
 * the same moves (the fair levels search by iterations only, the anchors are deterministic).
 */
import { ARENA_GAMES } from '../arena/arena-games';
import { playMatch } from '../arena/match';
import { ladderPlayer, type AnchorDecide } from './participants';
import type { GameSpec } from './schedule';

/** Each game's anchors by participant (handed in by the script, which may name the games). */
export type Anchors = Record<string, Partial<Record<string, AnchorDecide>>>;

/** What a finished game adds to its spec in the results file. */
export interface GameOutcome {
  scores: number[];
  winners: number[];
  /** Milliseconds spent deciding (rounded), and decisions taken, per seat. */
  decisionMs: number[];
  decisions: number[];
  /** The game's wall time in ms. */
  ms: number;
}

export async function playLadderGame(spec: GameSpec, anchors: Anchors): Promise<GameOutcome> {
  const entry = ARENA_GAMES[spec.game];
  if (!entry) throw new Error(`unknown game ${spec.game}`);
  const { numPlayers } = spec;
  const options = entry.core.defaultOptions(numPlayers);
  const players = spec.seats.map((p, seat) =>
    ladderPlayer(p, { ...entry, numPlayers, options, matchSeed: spec.seed, seat }, spec.scale, anchors[spec.game]),
  );
  const t0 = performance.now();
  const record = await playMatch(entry.core, options, spec.seed, players);
  return {
    scores: record.scores,
    winners: record.winners,
    decisionMs: record.decisionMs.map(Math.round),
    decisions: record.decisions,
    ms: Math.round(performance.now() - t0),
  };
}
