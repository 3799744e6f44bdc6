/**
 * Strict player authentication for boardgame.io's `authenticateCredentials` hook. Passing the hook makes every
 * match authenticate (not only those where some seat already has credentials), so a move, a seat sync or a
 * lobby leave/update/playAgain needs the credentials the lobby issued to that very seat at join time.
 * Seats are looked up by own property only, and credentials compared in constant time. While a bot stands in
 * for a seat (server/table/table-state.ts), the bot's own credentials hold the seat too, and the player's
 * stay valid so that they can reclaim it.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Server } from 'boardgame.io';

/** Seat ids are small decimal integers as strings: '0', '1', … */
export const SEAT_ID = /^(0|[1-9]\d?)$/;

export function isSeatID(value: unknown): value is string {
  return typeof value === 'string' && SEAT_ID.test(value);
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The hook's signature: (credentials sent, the seat's metadata as boardgame.io looked it up). */
export function authenticateCredentials(credentials: unknown, seat: Server.PlayerMetadata | undefined): boolean {
  const issued = seat && Object.hasOwn(seat, 'credentials') ? seat.credentials : undefined;
  return holds(credentials, issued) || holds(credentials, standInCredentials(seat));
}

/** The credentials sent are this secret (a function of its own, not a closure made on every move). */
function holds(credentials: unknown, secret: unknown): boolean {
  return (
    typeof credentials === 'string' && typeof secret === 'string' && secret !== '' && sameSecret(credentials, secret)
  );
}

/** The stand-in bot's credentials of a seat, if a bot stands in for it. */
function standInCredentials(seat: Server.PlayerMetadata | undefined): unknown {
  const data =
    seat && Object.hasOwn(seat, 'data') ? (seat.data as Record<string, unknown> | null | undefined) : undefined;
  if (typeof data !== 'object' || data === null || !Object.hasOwn(data, 'standIn') || data.standIn !== true)
    return undefined;
  return Object.hasOwn(data, 'standInCredentials') ? data.standInCredentials : undefined;
}
