/**
 * Strict player authentication for boardgame.io's `authenticateCredentials` hook. Passing the hook makes every
 * match authenticate (not only those where some seat already has credentials), so a move, a seat sync or a
 * lobby leave/update/playAgain needs the credentials the lobby issued to that very seat at join time.
 * Seats are looked up by own property only, and credentials compared in constant time.
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
  return typeof credentials === 'string' && typeof issued === 'string' && issued !== '' && sameSecret(credentials, issued);
}
