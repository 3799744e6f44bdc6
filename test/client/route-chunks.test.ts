// @vitest-environment jsdom
// The chunks main.tsx starts before the first render: a game page's (the game's module, then the page's
// own chunk), none for other pages or unknown games (docs/performance.md#route-chunks-first).
import { describe, expect, it } from 'vitest';
import { routeChunkLoads } from '../../client/App';
import { parseRoute } from '../../client/router';

const loadsFor = (path: string) => routeChunkLoads(parseRoute(path)).length;

describe('route chunks started before the first render', () => {
  it('starts the game module and the page chunk of each game page', () => {
    for (const path of ['/hotseat/carcassonne', '/lobby/citadels', '/guided/carcassonne', '/match/citadels/m1'])
      expect(loadsFor(path), path).toBe(2);
  });

  it('starts nothing for the home page, other pages or an unknown game', () => {
    for (const path of ['/', '/account', '/how-to-play/carcassonne', '/gallery/citadels', '/hotseat/chess'])
      expect(loadsFor(path), path).toBe(0);
  });
});
