/** The game's context as far as who acts goes (boardgame.io's `ctx`). */
export interface ActingCtx {
  gameover?: unknown;
  activePlayers?: Record<string, unknown> | null;
  currentPlayer: string;
}

/** The seats to act: those in a stage, else the current player; none once the game is over. */
export function activeSeatsOf(ctx: ActingCtx): string[] {
  if (ctx.gameover) return [];
  return ctx.activePlayers ? Object.keys(ctx.activePlayers) : [ctx.currentPlayer];
}

/**
 * Which human seat's board the hotseat screen shows: the first active human seat; while only bots act,
 * the one shown last (so the screen does not jump); at the very start, the first human.
 */
export function shownSeat(
  activeSeats: string[],
  humanSeats: string[],
  lastShown: string | undefined,
): string | undefined {
  return activeSeats.find((seat) => humanSeats.includes(seat)) ?? lastShown ?? humanSeats[0];
}
