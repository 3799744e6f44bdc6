/** A remembered on/off preference of this browser (localStorage, '1' or '0'; off until chosen). */
import { useState } from 'react';

export const preferenceOn = (key: string): boolean => globalThis.localStorage?.getItem(key) === '1';
const store = (key: string, on: boolean) => globalThis.localStorage?.setItem(key, on ? '1' : '0');

export function usePreference(key: string): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => preferenceOn(key));
  return [
    on,
    (next: boolean) => {
      store(key, next);
      setOn(next);
    },
  ];
}
