/**
 * Avatars (docs/security.md#avatars): every account and guest has a picture generated from its id (the
 * client draws it); an account may pick another style and background colour, which every page shows.
 *
 *   POST /account/avatar   { style, colour }  200 { avatar: { style, colour } }: the signed-in account's pick
 *                                             (names of avatar-choices.ts; the defaults delete the row)
 *   POST /account/avatars  { accounts }       200 { avatars: [{ id, style, colour }] }: the picks of those of
 *                                             the accounts (ids, at most MAX_ASKED) that picked one, for
 *                                             anyone: what every page shows beside their names anyway
 */
import { HttpError } from '../http/http-error';
import { spend } from './account-limits';
import { AVATAR_COLOURS, AVATAR_STYLES, isAvatarColour, isAvatarStyle } from './avatar-choices';
import { AvatarStore } from './avatar-store';
import { signedIn, type AccountRequest, type Route } from './route-kit';

/** Accounts one POST /account/avatars asks about at most (a leaderboard's hundred). */
export const MAX_ASKED = 100;
const ACCOUNT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const avatarsOf = (request: AccountRequest) => new AvatarStore(request.store.sql);

const choose: Route = {
  method: 'POST',
  fields: ['style', 'colour'],
  async run(request) {
    await spend(request.buckets.writes, request.ctx.ip || 'unknown', 'account requests from your address');
    const { style, colour } = request.body;
    if (!isAvatarStyle(style)) throw new HttpError(400, `style must be one of ${AVATAR_STYLES.join(', ')}`);
    if (!isAvatarColour(colour)) throw new HttpError(400, `colour must be one of ${AVATAR_COLOURS.join(', ')}`);
    const { account } = await signedIn(request);
    await avatarsOf(request).choose(account.id, { style, colour }, request.now);
    return { avatar: { style, colour } };
  },
};

const list: Route = {
  method: 'POST',
  fields: ['accounts'],
  async run(request) {
    const ids = request.body.accounts;
    if (
      !Array.isArray(ids) ||
      ids.length > MAX_ASKED ||
      !ids.every((id): id is string => typeof id === 'string' && ACCOUNT_ID.test(id))
    )
      throw new HttpError(400, `accounts must be a list of at most ${MAX_ASKED} account ids`);
    const choices = await avatarsOf(request).choicesOf([...new Set(ids)]);
    return { avatars: [...choices].map(([id, choice]) => ({ id, ...choice })) };
  },
};

export const AVATAR_ROUTES: Record<string, Route> = { avatar: choose, avatars: list };
