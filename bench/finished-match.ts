/**
 * A whole match stored as the server stores it, for the compaction bench and tests: created as the lobby
 * creates one (the hardened Game, its crypto seed, four bot seats), then seeded random legal moves through
 * the engine's reducer (the fast Game with the stock fallback), each committed with `commitState` and the
 * metadata change a table makes (whose turn it is), the last one with the game-over change.
 */
import type { Game, Server, State } from 'boardgame.io';
import { CreateGameReducer, ProcessGameConfig, createMatch } from 'boardgame.io/internal';
import { createRng, pick } from '../games/shared/rng';
import { hardenGame } from '../server/guards/harden-game';
import type { MatchStore } from '../server/storage/match-store';
import { fastGame, withFallback } from '../server/transport/fast-game';
import { withOwnCtx } from '../server/transport/own-ctx';

type Reducer = (state: State, action: unknown) => State & { transients?: unknown };

const reducers = new WeakMap<Game, Reducer>();

/** The engine's reducer of a game (server/transport/match-engine.ts), over its hardened Game. */
function reducerOf(hardened: Game): Reducer {
  let reducer = reducers.get(hardened);
  if (!reducer) {
    reducer = withFallback(
      CreateGameReducer({ game: ProcessGameConfig(fastGame(hardened)) }) as unknown as Reducer,
      CreateGameReducer({ game: ProcessGameConfig(hardened) }) as unknown as Reducer,
      withOwnCtx,
    );
    reducers.set(hardened, reducer);
  }
  return reducer;
}

const hardenedGames = new WeakMap<Game, Game>();
const hardened = (game: Game) => {
  if (!hardenedGames.has(game)) hardenedGames.set(game, hardenGame(game));
  return hardenedGames.get(game)!;
};

/** The metadata a match of bot seats has once every seat is taken. */
function botSeats(metadata: Server.MatchData, numPlayers: number): Server.MatchData {
  const players = Object.fromEntries(
    Array.from({ length: numPlayers }, (_, i) => [
      i,
      {
        id: i,
        name: `Bot ${i + 1}`,
        credentials: `bot-credentials-${i}`.padEnd(21, 'x'),
        data: { bot: 'medium' },
        isConnected: true,
      },
    ]),
  );
  return { ...metadata, players };
}

/** Plays a match to its end in `db` (or `maxMoves` moves) and answers its final stored state. */
export async function playStoredMatch(
  db: MatchStore,
  matchID: string,
  game: Game,
  numPlayers: number,
  setupData: unknown,
  seed: string,
  maxMoves = Infinity,
): Promise<State> {
  const created = createMatch({ game: hardened(game), numPlayers, setupData: setupData ?? null, unlisted: false });
  if ('setupDataError' in created) throw new Error(String(created.setupDataError));
  await db.createMatch(matchID, { ...created, metadata: botSeats(created.metadata, numPlayers) });
  const reducer = reducerOf(hardened(game));
  const rng = createRng(seed);
  let state = created.initialState;
  for (let moves = 0; state.ctx.gameover === undefined && moves < maxMoves; moves++) {
    const playerID = state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers)[0]! : state.ctx.currentPlayer;
    const options = game.ai!.enumerate(state.G, state.ctx, playerID) as { move: string; args: unknown[] }[];
    const { move, args } = pick(rng, options);
    const next = reducer(state, { type: 'MAKE_MOVE', payload: { type: move, args, playerID } });
    const { deltalog, transients: _transients, ...stored } = next;
    const over = stored.ctx.gameover;
    const change = (m: Server.MatchData): Server.MatchData =>
      over === undefined
        ? ({ ...m, table: { toPlay: [stored.ctx.currentPlayer] } } as Server.MatchData)
        : ({ ...m, gameover: over, updatedAt: Date.now() } as Server.MatchData);
    if (!(await db.commitState(matchID, state, stored as State, deltalog ?? [], change)))
      throw new Error(`match ${matchID}: a move was not committed`);
    state = stored as State;
  }
  return state;
}
