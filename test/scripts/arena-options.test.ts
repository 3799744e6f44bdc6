// The arena's `--options` flag: names set to true, `name=value`, laid over the defaults, bad ones refused by the game.
import { describe, expect, it } from 'vitest';
import { ARENA_GAMES } from '../../tools/arena/arena-games';
import { arenaOptions } from '../../tools/arena/arena-options';

const carcassonne = ARENA_GAMES.carcassonne!.core;

describe('arena --options', () => {
  it('takes the defaults without the flag', () => {
    expect(arenaOptions(carcassonne, 2, undefined)).toEqual({ options: { farmers: true } });
  });

  it('sets named options to true and reads name=value', () => {
    expect(arenaOptions(carcassonne, 3, 'river,abbot')).toEqual({
      options: { farmers: true, river: true, abbot: true },
    });
    expect(arenaOptions(carcassonne, 3, 'farmers=false, river')).toEqual({ options: { farmers: false, river: true } });
  });

  it('refuses an unknown option or a bad value with the game reason', () => {
    expect(arenaOptions(carcassonne, 2, 'rivers')).toEqual({ error: expect.stringMatching(/^--options: .*rivers/) });
    expect(arenaOptions(carcassonne, 2, 'abbot=3')).toEqual({
      error: '--options: option "abbot": must be true or false',
    });
  });
});
