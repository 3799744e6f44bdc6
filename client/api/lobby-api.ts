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

/** Gives a free seat to a bot (our server's own route; the requester proves a seat with credentials). */
export function addBot(
  game: string,
  matchID: string,
  body: { playerID: string; credentials: string; seat: string; level: string },
): Promise<void> {
  return postMatchRoute(game, matchID, 'bots', body);
}

/** What the lobby's one-request creation takes (server/lobby/new-table.ts). */
export interface NewTableRequest {
  numPlayers: number;
  unlisted: boolean;
  setupData: unknown;
  playerName: string;
  table: object;
  rated: boolean;
  /** The seats (from "1") that bots play, and their levels. */
  bots: { seat: string; level: string }[];
}

/**
 * Creates a match with its creator seated in seat 0, its table options, rated or not, and its bots, in one
 * request; all or nothing. A refusal throws with the server's reason.
 */
export async function createTable(
  game: string,
  body: NewTableRequest,
): Promise<{ matchID: string; playerID: string; playerCredentials: string }> {
  const response = await fetch(`/games/${encodeURIComponent(game)}/new-table`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as {
    error?: string;
    matchID: string;
    playerID: string;
    playerCredentials: string;
  };
  if (!response.ok) throw new Error(answer.error ?? `HTTP status ${response.status}`);
  return answer;
}

/** POSTs to one of our server's own routes of a match; a refusal throws with the server's reason. */
export async function postMatchRoute(game: string, matchID: string, route: string, body: object): Promise<void> {
  const response = await fetch(`/games/${encodeURIComponent(game)}/${encodeURIComponent(matchID)}/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const details = (await response.json().catch(() => ({}))) as { error?: string };
    throw new Error(details.error ?? `HTTP status ${response.status}`);
  }
}
