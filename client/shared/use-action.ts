/**
 * A button's action that calls the server (leave, rematch, sign in...): while it runs the button is busy,
 * and when it fails the server's reason is kept to show beside the button, so a click never fails silently
 * (a 429 or a refusal reads as a message, docs/security.md#limits). The reason is the lobby's message by
 * default; a page with its own messages gives its own `describe` (the account page's, in the player's
 * language: client/account/account-problem.ts).
 */
import { useCallback, useRef, useState } from 'react';
import { lobbyErrorMessage } from '../api/lobby-api';

export interface Action<E = string> {
  run(action: () => Promise<unknown>): void;
  busy: boolean;
  error: E | null;
}

export function useAction(): Action<string>;
export function useAction<E>(describe: (error: unknown) => E): Action<E>;
export function useAction<E>(describe?: (error: unknown) => E): Action<E | string> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<E | string | null>(null);
  const describer = useRef(describe ?? lobbyErrorMessage);
  describer.current = describe ?? lobbyErrorMessage;
  const run = useCallback((action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    new Promise((resolve) => resolve(action()))
      .catch((e: unknown) => setError(describer.current(e)))
      .finally(() => setBusy(false));
  }, []);
  return { run, busy, error };
}
