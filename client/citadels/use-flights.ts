/**
 * The flights of the move just played (client/citadels/flights.ts), kept while they are drawn: another
 * seat's move is played back at a readable pace, the viewer's own is shown at once (no flight), and a jump
 * of several moves (a saved game restored, a replay sought far) is shown at once too. What the table does
 * by itself after a move (a new round's characters set aside, the draft's automatic discards) flies after
 * anyone's move, and a game first shown as just dealt is dealt on screen (client/citadels/draft-flights.ts).
 * Compared on the states the board is given, in play and in a replay alike, so a replay moves the same way.
 */
import { useEffect, useState } from 'react';
import type { LogEntry } from 'boardgame.io';
import type { CitadelsAction, CitadelsState, Seat } from '../../games/citadels/index';
import { flightsBetween, type Flight } from './flights';
import { dealFlights, draftTableFlights, freshDeal } from './draft-flights';

/** One flight's length, and the delay between two things flying in one move (citadels.css `.cit-flight`). */
export const FLY_MS = 800;
export const STAGGER_MS = 120;
/** The longest wait before the last thing of a move starts flying. */
export const STAGGER_MAX_MS = 1000;

export interface FlightBatch {
  /** Counts the moves seen, so the next move's flights are drawn anew. */
  id: number;
  flights: Flight[];
}

/** The last move of the log: who played it and its action. */
export function lastMove(log: readonly LogEntry[]): { seat: Seat; action: CitadelsAction | undefined } | undefined {
  for (let i = log.length - 1; i >= 0; i--) {
    const entry = log[i];
    if (entry?.action.type !== 'MAKE_MOVE') continue;
    const { args, playerID } = entry.action.payload;
    return { seat: Number(playerID), action: (args as CitadelsAction[] | null)?.[0] };
  }
  return undefined;
}

/** How many moves the log holds. */
function movesIn(log: readonly LogEntry[]): number {
  return log.reduce((n, entry) => (entry.action.type === 'MAKE_MOVE' ? n + 1 : n), 0);
}

export function useFlights(G: CitadelsState, me: Seat | null, log: readonly LogEntry[]): FlightBatch | null {
  const [seen, setSeen] = useState({ G, moves: movesIn(log) });
  // A game first shown before anyone moved is dealt on screen.
  const [batch, setBatch] = useState<FlightBatch | null>(() =>
    movesIn(log) === 0 && freshDeal(G) ? { id: 1, flights: dealFlights(G) } : null,
  );
  if (G !== seen.G) {
    // Adjusting state while rendering (React's documented pattern): only what moved since the last render.
    const moves = movesIn(log);
    setSeen({ G, moves });
    const move = lastMove(log);
    const own = me !== null && move?.seat === me;
    // One move since the last state: a game restored or a replay sought to another move jumps, nothing flies.
    const oneMove = moves === seen.moves + 1;
    const moved = own || !oneMove ? [] : flightsBetween(seen.G, G, me, move?.action);
    const flights = oneMove ? [...moved, ...draftTableFlights(seen.G, G)] : [];
    if (flights.length > 0) setBatch({ id: (batch?.id ?? 0) + 1, flights });
  }
  useEffect(() => {
    if (!batch) return;
    const last = Math.min(batch.flights.length * STAGGER_MS, STAGGER_MAX_MS);
    const timer = setTimeout(() => setBatch(null), FLY_MS + last + 100);
    return () => clearTimeout(timer);
  }, [batch]);
  return batch;
}
