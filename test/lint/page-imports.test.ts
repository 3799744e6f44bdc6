// A game's own client code (client/<game>/, a board and its parts) is drawn inside every page (hotseat,
// online match, replay), so it imports no page: what it shares with one lives in client/shared/
// (docs/design/architecture.md#layers). The games are the client's list (client/game-list.ts).
import { describe, expect, it } from 'vitest';
import { GAME_LIST } from '../../client/game-list';
import { importGraph } from '../support/import-graph';

const PAGES = ['client/hotseat/', 'client/online/', 'client/lobby/', 'client/home/'];

describe("a game's client code", () => {
  it('imports no page', () => {
    const graph = importGraph(process.cwd());
    const games = GAME_LIST.map((game) => `client/${game.name}/`);
    expect(games.length).toBeGreaterThan(0);
    const wrong = [...graph].flatMap(([file, targets]) =>
      games.some((dir) => file.startsWith(dir))
        ? targets.filter((t) => PAGES.some((page) => t.startsWith(page))).map((t) => `${file} -> ${t}`)
        : [],
    );
    expect(wrong).toEqual([]);
  });
});
