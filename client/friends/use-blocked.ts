/**
 * The accounts the signed-in player blocked (docs/security.md#friends), for the table to hide their chat:
 * an empty set for a guest or while loading.
 */
import { useEffect, useState } from 'react';
import { fetchFriends } from '../api/friends-api';

export function useBlockedAccounts(): ReadonlySet<string> {
  const [blocked, setBlocked] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    let cancelled = false;
    fetchFriends().then(
      (lists) => !cancelled && setBlocked(new Set(lists?.blocked.map((b) => b.id) ?? [])),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return blocked;
}
