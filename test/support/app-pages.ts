/**
 * For tests that render the whole app: its pages and boards load on demand, and the first import of such
 * a module in a test run compiles it, which takes seconds on a loaded machine, past Testing Library's
 * default wait of one second. `loadPages` imports the pages a test needs up front (call it in
 * `beforeAll`, which has the hook timeout), so that a page renders as soon as React has resolved its
 * lazy wrapper; `shown` waits for what the page shows within the test's own timeout (vitest.config.ts).
 */
const PAGES = {
  hotseat: () => import('../../client/hotseat/HotseatPage'),
  lobby: () => import('../../client/lobby/LobbyPage'),
  match: () => import('../../client/online/MatchPage'),
  gallery: () => import('../../client/carcassonne/TileGallery'),
  replay: () => import('../../client/history/ReplayPage'),
  carcassonne: () => import('../../client/carcassonne/module'),
  citadels: () => import('../../client/citadels/module'),
};

export async function loadPages(...pages: (keyof typeof PAGES)[]): Promise<void> {
  await Promise.all(pages.map((page) => PAGES[page]()));
}

/** Waiting options for `findBy…` and `waitFor`: until the condition holds, within the test's timeout. */
export const shown = { timeout: 25_000 } as const;
