/**
 * Changing what an account is (docs/security.md#account-names): its display name, or deleting it.
 *
 *   POST /account/rename  { name }  200 { account }: the new name (the same rules, unique as at sign-up);
 *                                   the old one stays reserved for this account NAME_HOLD_DAYS, then is free
 *   POST /account/delete  { name }  200 { deleted: true }, the cookie cleared: the account's name typed again
 *                                   confirms it. Its sessions, passkeys, link codes and seat list go; in every
 *                                   match the account held a seat of, the seat's name becomes NEUTRAL_NAME,
 *                                   so finished records keep the seat without the person; the name is
 *                                   reserved NAME_HOLD_DAYS, so nobody passes for the person at once.
 */
import type { Server } from 'boardgame.io';
import { AccountError } from './account-errors';
import { spend } from './account-limits';
import { field } from './account-request';
import { accountName, nameKey } from './names';
import { publicAccount, signedIn, type Route } from './route-kit';
import { playerCredentialsMatch, MAX_LISTED_SEATS } from './seat-routes';
import { clearSessionCookie } from './sessions';

/** Days a name given up stays reserved for its account (then anyone may take it). */
export const NAME_HOLD_DAYS = 30;
const NAME_HOLD_MS = NAME_HOLD_DAYS * 24 * 3600 * 1000;
/** What a deleted account's seats are called: the placeholder the pages show for a seat without a name. */
export const NEUTRAL_NAME = '—';
/** Seats renamed per deletion at most (a player holds far fewer). */
const MAX_SEATS_RENAMED = MAX_LISTED_SEATS * 10;

const rename: Route = {
  method: 'POST',
  fields: ['name'],
  async run(request) {
    await spend(request.buckets.writes, request.ctx.ip || 'unknown', 'account requests from your address');
    const name = field(accountName(request.body.name, 'name'));
    const { account } = await signedIn(request);
    const key = nameKey(name);
    const taken = new AccountError(409, 'name is taken: choose another');
    if (await request.store.nameTaken(key, request.now, account.id)) throw taken;
    const oldKey = nameKey(account.name);
    if (!(await request.store.rename(account.id, name, key))) throw taken;
    if (oldKey !== key) await request.store.holdName(oldKey, account.id, request.now + NAME_HOLD_MS, request.now);
    return { account: publicAccount({ ...account, name }) };
  },
};

const neutral = (metadata: Server.MatchData, playerID: string): Server.MatchData => ({
  ...metadata,
  players: { ...metadata.players, [playerID]: { ...metadata.players[Number(playerID)]!, name: NEUTRAL_NAME } },
});

const deleteAccount: Route = {
  method: 'POST',
  fields: ['name'],
  async run(request) {
    await spend(request.buckets.writes, request.ctx.ip || 'unknown', 'account requests from your address');
    const typed = field(accountName(request.body.name, 'name'));
    const { account } = await signedIn(request);
    if (nameKey(typed) !== nameKey(account.name))
      throw new AccountError(400, 'name must be your display name, to confirm deleting your account');
    for (const seat of await request.seats.seatsOf(account.id, MAX_SEATS_RENAMED)) {
      await request.matches?.updateMetadata(seat.matchID, (m) =>
        playerCredentialsMatch(m, seat.playerID, seat.credentialsHash) ? neutral(m, seat.playerID) : m,
      );
    }
    await request.store.holdName(nameKey(account.name), account.id, request.now + NAME_HOLD_MS, request.now);
    await request.store.deleteAccount(account.id);
    clearSessionCookie(request.ctx, request.secure);
    return { deleted: true };
  },
};

export const PROFILE_ROUTES: Record<string, Route> = { rename, delete: deleteAccount };
