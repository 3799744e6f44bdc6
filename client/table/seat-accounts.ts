/**
 * The account behind each seat of an online match that an account holds (GET /account/seated/<matchID>,
 * docs/security.md#account-seats), so the table links a seat's name to its player's public profile. Asked
 * again whenever the seats' names change (a seat taken, left or renamed); guests and bots hold none, and a
 * failed request links nothing. A list of matches (the lobby's) asks for all of them in one request
 * (POST /account/seated, `useListedSeatAccounts`), so its names show their players' avatars.
 */
import { useEffect, useState } from 'react';
import { fetchSeatedAccounts, fetchSeatedAccountsOf } from '../api/account-api';

/** Matches one request asks about at most (the server's MAX_SEATED_ASKED). */
const MAX_ASKED = 50;

export function useSeatAccounts(matchID: string, names: readonly (string | undefined)[]): Record<string, string> {
  const [accounts, setAccounts] = useState<Record<string, string>>({});
  const key = JSON.stringify(names);
  useEffect(() => {
    let cancelled = false;
    fetchSeatedAccounts(matchID).then(
      (found) => !cancelled && setAccounts(found),
      () => !cancelled && setAccounts({}),
    );
    return () => {
      cancelled = true;
    };
  }, [matchID, key]);
  return accounts;
}

/**
 * For each of a list's matches, seat → account id (a match with none, or not answered, is missing). `key`
 * changes when the list's seats do, and the list is asked again.
 */
export function useListedSeatAccounts(
  matchIDs: readonly string[],
  key: string,
): Record<string, Record<string, string>> {
  const [accounts, setAccounts] = useState<Record<string, Record<string, string>>>({});
  useEffect(() => {
    let cancelled = false;
    const asked = matchIDs.slice(0, MAX_ASKED);
    if (asked.length === 0) return;
    fetchSeatedAccountsOf(asked).then(
      (found) => !cancelled && setAccounts(found),
      () => !cancelled && setAccounts({}),
    );
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the list's matches and seats
  }, [key]);
  return accounts;
}
