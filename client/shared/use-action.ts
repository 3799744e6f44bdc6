/**
 * A button's action that calls the server (leave, rematch...): while it runs the button is busy, and when
 * it fails the server's reason is kept to show beside the button, so a click never fails silently (a 429 or
 * a refusal reads as a message, docs/security.md#limits).
 */
import { useCallback, useState } from 'react';
import { lobbyErrorMessage } from '../online/lobby-api';

export interface Action {
  run(action: () => Promise<unknown>): void;
  busy: boolean;
  error: string | null;
}

export function useAction(): Action {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback((action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    new Promise((resolve) => resolve(action()))
      .catch((e: unknown) => setError(lobbyErrorMessage(e)))
      .finally(() => setBusy(false));
  }, []);
  return { run, busy, error };
}
