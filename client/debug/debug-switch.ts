/**
 * The developer switch for boardgame.io's debug panel: players never get it; developers turn it on
 * with `?debug` in the URL, and `npm run dev` (Vite's DEV mode) has it on.
 */
export function debugSwitchOn(search: string = window.location.search, dev: boolean = import.meta.env.DEV): boolean {
  return dev || new URLSearchParams(search).has('debug');
}
