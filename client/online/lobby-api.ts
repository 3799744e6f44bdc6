/**
 * The lobby REST API of our own server (same origin), through boardgame.io's LobbyClient, with the
 * server's error message surfaced instead of a bare HTTP status.
 */
import { LobbyClient, LobbyClientError } from 'boardgame.io/client';

export const lobby = new LobbyClient({ server: typeof window === 'undefined' ? '' : window.location.origin });

/** A readable message for a failed lobby call. */
export function lobbyErrorMessage(error: unknown): string {
  if (error instanceof LobbyClientError) {
    const details = error.details as { error?: string; message?: string } | string | undefined;
    if (typeof details === 'string' && details) return details;
    if (details && typeof details === 'object') return details.error ?? details.message ?? error.message;
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
