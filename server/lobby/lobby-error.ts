/**
 * The error a lobby route throws to answer with its status and message: the lobby guard turns it into
 * `{ error }` with that status (server/lobby/lobby-guard.ts). On its own so that every route and the bot
 * caps can throw it without importing each other.
 */
export class LobbyError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
