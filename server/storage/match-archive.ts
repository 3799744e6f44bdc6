/**
 * A finished match kept as its record (docs/replays.md#finished-matches): what a storage keeps of a match once
 * it is compacted, and how its stored state, log and initial state are rebuilt from that, exactly.
 *
 * The archive holds the match's seed, its setup data and its server-side log (every move with its arguments:
 * the same content as a full game record, plus boardgame.io's turn and phase of each log entry), and the last
 * state without its `G`. From it:
 * - the initial state is boardgame.io's setup again, from the seed (as the lobby made it);
 * - the last state's `G` is the rules core replaying every move from the initial `G`, with the random numbers
 *   going on from where the setup left them (the core's RNG is boardgame.io's, games/shared/rng.ts);
 * - the log is the log.
 * An archive is made only when it rebuilds the stored match byte for byte (as JSON): `pack` unpacks it and
 * compares. When the setup or the replay would not give the same, the part that differs is kept in the
 * archive as it was; a game without a rules core here is not archived at all. The archive is JSON, brotli
 * compressed; it holds the seed, so like the initial state and the log it never leaves the server.
 * The last `UNPACKED_KEPT` matches unpacked are kept, keyed by their archive's bytes, so the players and
 * spectators opening a finished match one after another rebuild it once; what a read answers is shared
 * between reads, as the state cache's states are (storage/cache.ts): readers never change it.
 */
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import type { Game, LogEntry, State } from 'boardgame.io';
import { InitializeGame } from 'boardgame.io/internal';
import type { ActionBase, RulesCore } from '../../games/shared/contract';
import { gameModules } from '../../games/index';
import { aleaAt, createRng, type AleaState } from '../../games/shared/rng';
import { hardenGame } from '../guards/harden-game';

/** What a storage keeps of a match that the archive stands for. */
export interface StoredMatch {
  state: State;
  log: LogEntry[];
  initialState: State;
}

/** A game the archive can rebuild: its boardgame.io Game (as given to the server, before hardening) and core. */
export interface ArchivedGame {
  game: Game;
  core: RulesCore<unknown, ActionBase, unknown>;
}

/** The archive's JSON (version 1). */
interface Packed {
  v: 1;
  numPlayers: number;
  seed: string;
  setupData: unknown;
  log: LogEntry[];
  /** The last state with `G: null`, which the replay fills (its key stays in place). */
  state: State;
  /** Only when the setup from the seed does not rebuild it. */
  initialState?: State;
  /** Only when the core's replay does not rebuild it. */
  G?: unknown;
}

/** Brotli's quality: 5 packs a 4-player match's 30-50 KB of log into 2-3 KB in about a millisecond. */
const QUALITY = 5;

/** Unpacked matches kept (a 4-player match is about 60 KB as JSON). */
const UNPACKED_KEPT = 64;

const randomData = (state: State) =>
  state.plugins?.random?.data as { seed?: string | number; prngstate?: AleaState } | undefined;

export class MatchArchive {
  private readonly games: Map<string, ArchivedGame>;
  /** The last matches unpacked, by game and archive (least recently used first). */
  private readonly unpacked = new Map<string, StoredMatch>();

  constructor(games: readonly ArchivedGame[]) {
    this.games = new Map(games.map((g) => [String(g.game.name), g]));
  }

  /** The archive of every game in games/index.ts. */
  static ofShippedGames(): MatchArchive {
    return new MatchArchive(gameModules().map(({ game, core }) => ({ game, core })));
  }

  /**
   * The archive of a finished match as stored, or undefined when it cannot stand for it (no such game here,
   * no seed, or not over). `setupData` is the match's, from its metadata.
   */
  pack(gameName: string, stored: StoredMatch, setupData: unknown): Buffer | undefined {
    const game = this.games.get(gameName);
    const seed = randomData(stored.initialState)?.seed;
    if (!game || seed === undefined || stored.state.ctx.gameover === undefined) return undefined;
    const packed: Packed = {
      v: 1,
      numPlayers: stored.initialState.ctx.numPlayers,
      seed: String(seed),
      setupData: setupData ?? null,
      log: stored.log,
      state: { ...stored.state, G: null },
    };
    const text = (value: unknown) => JSON.stringify(value);
    /** The JSON of what `make` gives, or undefined when it throws (the stored part is kept instead). */
    const attempt = (make: () => unknown) => {
      try {
        return text(make());
      } catch {
        return undefined;
      }
    };
    if (attempt(() => this.setup(game, packed)) !== text(stored.initialState))
      packed.initialState = stored.initialState;
    if (attempt(() => this.replay(game, packed, stored.initialState)) !== text(stored.state.G))
      packed.G = stored.state.G;
    const archive = brotliCompressSync(text(packed), { params: { [constants.BROTLI_PARAM_QUALITY]: QUALITY } });
    const parts = ({ state, log, initialState }: StoredMatch) => [state, log, initialState];
    return attempt(() => parts(this.rebuild(gameName, archive))) === text(parts(stored)) ? archive : undefined;
  }

  /** The stored match an archive stands for (shared with other reads of the same archive: do not change it). */
  unpack(gameName: string, archive: Buffer): StoredMatch {
    const key = `${gameName}\n${archive.toString('base64')}`;
    const kept = this.unpacked.get(key);
    if (kept) {
      this.unpacked.delete(key);
      this.unpacked.set(key, kept);
      return kept;
    }
    const match = this.rebuild(gameName, archive);
    this.unpacked.set(key, match);
    if (this.unpacked.size > UNPACKED_KEPT) this.unpacked.delete(this.unpacked.keys().next().value as string);
    return match;
  }

  private rebuild(gameName: string, archive: Buffer): StoredMatch {
    const packed = JSON.parse(brotliDecompressSync(archive).toString('utf8')) as Packed;
    if (packed.v !== 1) throw new Error(`unknown match archive version ${String(packed.v)}`);
    const game = this.games.get(gameName);
    if (!game && (!packed.initialState || packed.G === undefined))
      throw new Error(`the archive of a ${gameName} match needs that game's rules`);
    const initialState = packed.initialState ?? this.setup(game!, packed);
    const state = packed.state;
    state.G = packed.G !== undefined ? packed.G : this.replay(game!, packed, initialState);
    return { state, log: packed.log, initialState };
  }

  /** The initial state as the lobby made it: boardgame.io's setup of the hardened game, with the match's seed. */
  private setup({ game }: ArchivedGame, packed: Packed): State {
    const hardened = hardenGame(game);
    const seeded = {
      ...hardened,
      plugins: [...(game.plugins ?? []), { name: 'random', setup: () => ({ seed: packed.seed }) }],
    };
    return InitializeGame({ game: seeded, numPlayers: packed.numPlayers, setupData: packed.setupData }) as State;
  }

  /** The last `G`: the core applying every move of the log to a copy of the initial `G`. */
  private replay({ core }: ArchivedGame, packed: Packed, initialState: State): unknown {
    const G = structuredClone(initialState.G) as unknown;
    const saved = randomData(initialState)?.prngstate;
    const rng = saved ? aleaAt(saved) : createRng(packed.seed);
    for (const entry of packed.log) {
      const { action } = entry as LogEntry & { automatic?: boolean };
      if (action.type !== 'MAKE_MOVE' || (entry as { automatic?: boolean }).automatic) continue;
      const { type, args, playerID } = action.payload as { type: string; args: unknown[] | null; playerID: string };
      const arg = args?.[0];
      const move = typeof arg === 'object' && arg !== null ? { ...arg, type } : arg;
      core.apply(G, Number(playerID), move as ActionBase, rng);
    }
    return G;
  }
}
