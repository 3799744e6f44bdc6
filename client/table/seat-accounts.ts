/**
 * The account behind each seat of an online match that an account holds (GET /account/seated/<matchID>,
 * docs/security.md#account-seats), so the table links a seat's name to its player's public profile. Asked
 * again whenever the seats' names change (a seat taken, left or renamed); guests and bots hold none, and a
 * failed request links nothing.
 */
import { useEffect, useState } from 'react';
import { fetchSeatedAccounts } from '../api/account-api';

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
