/**
 * Bots in online matches. Each bot seat is a headless boardgame.io client that connects to this
 * server over socket.io with the seat's own credentials, exactly as a browser does: it receives only
 * its seat's playerView, decides on that, and sends ordinary moves. It cannot see more than a player.
 *
 * `decide` turns (game, the seat's state, seat, level) into a move; the runner acts once per state it sees
 * while its seat is active, and stops when the match ends.
 */
import type { Game, State } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';

/** A move as boardgame.io's `ai.enumerate` lists it. */
export interface BotMove {
  move: string;
  args?: unknown[];
}

/** Chooses a move from what the seat's client holds (its playerView and ctx). */
export type Decide = (game: Game, state: State, playerID: string, level: string) => Promise<BotMove> | BotMove;

/** The baseline: a uniformly random move among those the game's `ai.enumerate` lists for the seat. */
export const randomDecision: Decide = (game, state, playerID) => {
  const moves = (game.ai?.enumerate(state.G, state.ctx, playerID) ?? []) as BotMove[];
  const move = moves[Math.floor(Math.random() * moves.length)];
  if (!move) throw new Error(`no legal move for seat ${playerID}`);
  return move;
};

export interface BotSeat {
  game: string;
  matchID: string;
  playerID: string;
  credentials: string;
  level: string;
}

type RunningClient = ReturnType<typeof Client>;

function isActive(state: State, playerID: string): boolean {
  const { ctx } = state;
  if (ctx.gameover) return false;
  return ctx.activePlayers ? playerID in ctx.activePlayers : ctx.currentPlayer === playerID;
}

export class BotRunner {
  private clients = new Map<string, RunningClient>();

  constructor(private serverUrl: () => string, private games: Game[], private decide: Decide) {}

  /** Connects a bot to its seat (once; a second call for the same seat does nothing). */
  start(seat: BotSeat): void {
    const key = `${seat.game}/${seat.matchID}/${seat.playerID}`;
    const game = this.games.find((g) => g.name === seat.game);
    if (!game || this.clients.has(key)) return;
    const client = Client({
      game,
      matchID: seat.matchID,
      playerID: seat.playerID,
      credentials: seat.credentials,
      multiplayer: SocketIO({ server: this.serverUrl() }),
      debug: false,
    });
    let handledStateID = -1;
    let thinking = false;
    const act = async () => {
      const state = client.getState();
      if (!state || thinking || state._stateID === handledStateID || !isActive(state, seat.playerID)) return;
      thinking = true;
      handledStateID = state._stateID;
      try {
        const { move, args = [] } = await this.decide(game, state, seat.playerID, seat.level);
        client.moves[move]?.(...args);
      } catch (error) {
        console.error(`[bots] ${key} could not decide:`, error);
      } finally {
        thinking = false;
      }
      if (client.getState()?.ctx.gameover) this.stop(key);
    };
    client.subscribe(() => void act());
    client.start();
    this.clients.set(key, client);
  }

  stop(key: string): void {
    this.clients.get(key)?.stop();
    this.clients.delete(key);
  }

  /** Stops every bot of a match (it expired or was wiped). */
  stopMatch(matchID: string): void {
    for (const key of [...this.clients.keys()]) if (key.split('/')[1] === matchID) this.stop(key);
  }

  get running(): number {
    return this.clients.size;
  }

  stopAll(): void {
    for (const key of [...this.clients.keys()]) this.stop(key);
  }
}
