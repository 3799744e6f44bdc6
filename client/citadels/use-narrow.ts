/** Whether the screen is phone-sized (false where there is no matchMedia, as in tests without a browser). */
import { useSyncExternalStore } from 'react';

const PHONE = '(max-width: 900px)';

export function useNarrow(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = globalThis.matchMedia?.(PHONE);
      query?.addEventListener('change', onChange);
      return () => query?.removeEventListener('change', onChange);
    },
    () => globalThis.matchMedia?.(PHONE).matches ?? false,
    () => false,
  );
}
