/**
 * What a bot seat is: which seat of which match it plays with which credentials and level (`BotSeat`,
 * keyed by `seatKey`), and how it chooses a move (`Decide`: the fair bots in bot-decide.ts, or a test's
 * own). The runner, the seat loop, the table and the cluster's driver all speak these types.
 */
import type { Game, State } from 'boardgame.io';

/** A move as boardgame.io's `ai.enumerate` lists it. */
export interface BotMove {
  move: string;
  args?: unknown[];
}

/** Chooses a move from what the seat's client holds (its playerView and ctx). */
export type Decide = (game: Game, state: State, playerID: string, level: string) => Promise<BotMove> | BotMove;

export interface BotSeat {
  game: string;
  matchID: string;
  playerID: string;
  credentials: string;
  level: string;
}

/** A seat's key in the runner: game, match and seat. */
export const seatKey = (seat: Pick<BotSeat, 'game' | 'matchID' | 'playerID'>): string =>
  `${seat.game}/${seat.matchID}/${seat.playerID}`;
