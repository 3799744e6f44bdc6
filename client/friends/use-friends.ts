/**
 * The signed-in account's friend lists (client/api/friends-api.ts), loaded once and again on `reload`;
 * undefined while loading and null for a guest, so any page may show friends without asking who is in.
 * `useFriendAction` runs a friend route with its refusal in the player's language.
 */
import { useCallback, useEffect, useState } from 'react';
import { useAction } from '../shared/use-action';
import { AccountRequestError } from '../api/account-api';
import { fetchFriends, type FriendLists } from '../api/friends-api';
import type { MessageKey } from '../i18n/dictionary';

export interface FriendProblem {
  key: MessageKey;
  params: Record<string, string | number>;
}

const problemOf = (error: unknown): FriendProblem =>
  error instanceof AccountRequestError
    ? { key: error.key, params: error.params }
    : { key: 'account.error.other', params: { message: String((error as Error)?.message ?? error) } };

export const useFriendAction = () => useAction(problemOf);

export function useFriends(): { lists: FriendLists | null | undefined; reload(): Promise<void> } {
  const [lists, setLists] = useState<FriendLists | null>();
  const reload = useCallback(async () => {
    setLists((await fetchFriends().catch(() => undefined)) ?? null);
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { lists, reload };
}
