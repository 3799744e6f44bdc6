// What a game's page loads with its board (docs/performance.md#lighthouse-hint-cores): the list of every
// game's module (games/index.ts), and with it every game's rules and search cores, loads only with the
// first hint, a bot's first move or a record asked for, never with the page; so a page loads the rules of
// its own game only (its client module's), and whether a game keeps records is read from its meta.
import { describe, expect, it } from 'vitest';
import { findGameInfo, GAME_LIST } from '../../client/game-list';
import { gameModules } from '../../games/index';
import { loadedWith } from '../support/import-graph';

const PAGES = [
  'client/hotseat/HotseatPage.tsx',
  'client/online/MatchPage.tsx',
  'client/guided/GuidedPage.tsx',
  'client/learn/HintBar.tsx',
];
const LATER = ['games/index.ts', 'games/search-cores.ts', 'client/bots/cores.ts', 'games/history/history.ts'];

describe("a game's page", () => {
  it.each(PAGES)('%s loads no list of every game module', (page) => {
    const loaded = loadedWith(process.cwd(), page);
    // The walk follows the imports: every page reads the client's list of games.
    expect(loaded.has('client/game-list.ts')).toBe(true);
    expect(LATER.filter((file) => loaded.has(file))).toEqual([]);
  });

  it('reads whether a game keeps records from its meta, as its module says', () => {
    expect(GAME_LIST.map((game) => game.name).sort()).toEqual(
      gameModules()
        .map((m) => m.meta.name)
        .sort(),
    );
    for (const module of gameModules())
      expect(findGameInfo(module.meta.name)?.keepsRecords).toBe(module.record !== undefined);
  });
});
