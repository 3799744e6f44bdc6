/**
 * Whether a board's seat has been on the screen yet. Hotseat keeps one board per human seat mounted and
 * shows one (client/hotseat/drawn-boards.ts): a board whose seat has not been shown since the page loaded
 * may leave its map and side panels undrawn, so that the page's first load builds one board's pictures,
 * not one per seat (docs/performance.md#lighthouse-hotseat); its state (hooks) lives on as before, and the
 * parts are drawn in the same render that shows it. True everywhere else.
 */
import { createContext } from 'react';

export const BoardDrawn = createContext(true);
