// The game modules (games/index.ts): each module's meta agrees with its core and its boardgame.io Game,
// the lists derived from them find every game, and a module registered at run time joins every list.
import { describe, expect, it } from 'vitest';
import { findGameModule, gameModules, GAMES, moduleForFormat, registerGameModule } from '../../games/index';
import { searchCoreOf } from '../../games/search-cores';
import { hasRecords } from '../../games/history/match-record';
import { openRecord, recordGame } from '../../games/history/history';
import { carcassonneMeta } from '../../games/carcassonne/meta';
import { citadelsMeta } from '../../games/citadels/meta';
import { highCardModule } from '../fixtures/high-card-module';

describe('game modules', () => {
  it('lists the shipped games, their meta agreeing with their core and Game', () => {
    expect(gameModules().map((m) => m.meta)).toEqual([citadelsMeta, carcassonneMeta]);
    expect(GAMES.map((g) => g.name)).toEqual(['citadels', 'carcassonne']);
    for (const { meta, core, game, search } of gameModules()) {
      expect([core.name, core.minPlayers, core.maxPlayers]).toEqual([meta.name, meta.minPlayers, meta.maxPlayers]);
      expect([game.name, game.minPlayers, game.maxPlayers]).toEqual([meta.name, meta.minPlayers, meta.maxPlayers]);
      expect(search.name).toBe(meta.name);
      expect(searchCoreOf(meta.name)).toBe(search);
      expect(hasRecords(meta.name)).toBe(true);
      for (const format of meta.recordFormats) expect(moduleForFormat(format)?.meta.name).toBe(meta.name);
    }
  });

  it('knows no game by a name or a format that no module has', () => {
    expect(findGameModule('chess')).toBeUndefined();
    expect(searchCoreOf('chess')).toBeUndefined();
    expect(hasRecords('chess')).toBe(false);
    expect(() => recordGame({ format: 'chess-record' })).toThrow(
      /not a game record \(expected the format "citadels-record", "citadels-view-record" or "carcassonne-record"\)/,
    );
  });

  it('a module registered at run time joins the module list, the search cores and the record formats', () => {
    expect(findGameModule('highcard')).toBeUndefined();
    registerGameModule(highCardModule);
    expect(findGameModule('highcard')).toBe(highCardModule);
    expect(searchCoreOf('highcard')).toBe(highCardModule.search);
    expect(hasRecords('highcard')).toBe(true);
    const record = {
      format: 'highcard-record',
      numPlayers: 2,
      viewer: null,
      frames: [
        {
          seat: null,
          action: null,
          view: highCardModule.core.view(highCardModule.core.setup(2, { cardsPerSeat: 5 }, { next: () => 0.5 }), null),
        },
      ],
    };
    expect(recordGame(record)).toBe('highcard');
    expect(openRecord(record).frames).toHaveLength(1);
  });
});
