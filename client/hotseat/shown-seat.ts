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
