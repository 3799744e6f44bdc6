/**
 * The avatars accounts picked (server/accounts/avatar-routes.ts, docs/security.md#avatars): the ids a page
 * shows in one tick are asked in one POST /account/avatars (at most MAX_ASKED at a time), each answer kept
 * for the page's life; picking one's own updates the kept answer and tells every avatar on the page.
 * Guests' avatars (a match and seat, not an account id) are never asked about: they keep the default.
 */
import { call } from './account-api';
import { push } from '../../games/shared/group-by';

export interface AvatarPick {
  style: string;
  colour: string;
}

const ACCOUNT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MAX_ASKED = 100;
/** An account's pick; null: the default. */
const known = new Map<string, AvatarPick | null>();
const waiting = new Map<string, ((pick: AvatarPick | null) => void)[]>();
const listeners = new Set<(id: string) => void>();
let scheduled = false;

async function askWaiting(): Promise<void> {
  scheduled = false;
  const ids = [...waiting.keys()].slice(0, MAX_ASKED);
  if (waiting.size > ids.length) schedule();
  const answer = await call<{ avatars: ({ id: string } & AvatarPick)[] }>('POST', 'avatars', { accounts: ids }).catch(
    () => ({ avatars: [] }),
  );
  const picks = new Map(answer.avatars.map(({ id, style, colour }) => [id, { style, colour }]));
  for (const id of ids) {
    const pick = picks.get(id) ?? null;
    known.set(id, pick);
    for (const resolve of waiting.get(id) ?? []) resolve(pick);
    waiting.delete(id);
  }
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(() => void askWaiting());
}

/** The account's pick (null: the default), asked with the other ids of this tick; null at once for a guest's seed. */
export function avatarPick(id: string): Promise<AvatarPick | null> {
  if (!ACCOUNT_ID.test(id)) return Promise.resolve(null);
  if (known.has(id)) return Promise.resolve(known.get(id)!);
  return new Promise((resolve) => {
    push(waiting, id, resolve);
    schedule();
  });
}

/** The pick as known now, without asking (undefined: not known yet). */
export const knownPick = (id: string) => known.get(id);

/** Saves the signed-in account's pick; every avatar of `accountID` on the page redraws. */
export async function chooseAvatar(accountID: string, pick: AvatarPick): Promise<void> {
  await call('POST', 'avatar', { style: pick.style, colour: pick.colour });
  known.set(accountID, pick);
  for (const listener of listeners) listener(accountID);
}

/** Calls `listener` with an account's id whenever its pick changes on this page; answers the unsubscribe. */
export function onAvatarChange(listener: (id: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
