/**
 * What a board is told about the table around it, beyond boardgame.io's props: whether the match still
 * waits for players (online, seats open: nobody's turn, nothing playable, every seat's status says so),
 * which seats bots play (a bot "is thinking", with a spinner; a person is "to play"), and whether several
 * people share this screen (then "your turn" says whose), and whether the page already states the result
 * above the board. The online frame and the hotseat page provide it.
 */
import { createContext, useContext } from 'react';

export interface TableSeats {
  /** Seats are open: the game has not started. */
  waiting: boolean;
  /** The seats bots play; undefined when not known (every other seat is shown as thinking). */
  bots?: readonly number[];
  /** More than one person plays at this screen. */
  sharedScreen: boolean;
  /** The page states the result above the board (online), so the board does not say it again. */
  resultAbove?: boolean;
}

export const TableSeatsContext = createContext<TableSeats>({ waiting: false, sharedScreen: false });

export function useTableSeats(): TableSeats & { isBot(seat: number): boolean } {
  const seats = useContext(TableSeatsContext);
  return { ...seats, isBot: (seat) => seats.bots === undefined || seats.bots.includes(seat) };
}
