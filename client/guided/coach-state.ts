/**
 * What the coach keeps in the browser (localStorage) beside the hotseat save: which guided match's coaching
 * was skipped, one record per game, so a reload keeps a skipped coach quiet and a new guided game coaches again.
 * Everything else the coach shows is read from the game's state, which the hotseat save already restores.
 */
const skipKey = (game: string) => `guided-skipped:${game}`;

/** The storage slot the guided game of `game` is kept in (client/hotseat/saved-game.ts), apart from its own hotseat game. */
export const guidedSlot = (game: string) => `guided:${game}`;

export function coachSkipped(game: string, matchID: string): boolean {
  return localStorage.getItem(skipKey(game)) === matchID;
}

export function skipCoach(game: string, matchID: string): void {
  localStorage.setItem(skipKey(game), matchID);
}
