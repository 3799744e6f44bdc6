// The Citadels search keys: integers that keep different actions apart, and observation keys (a secret
// move seen by the others as its type alone) that never pass for a move seen in full.
import { describe, expect, it } from 'vitest';
import { citadelsSearch } from '../../games/citadels/bot';
import { citadelsCore } from '../../games/citadels/core';
import { ACTION_TYPES, type CitadelsAction, type CitadelsState } from '../../games/citadels/rules/types';
import type { Key } from '../../games/shared/ismcts';
import { playRandomGame } from '../harness/random-play';
import { CONFIGURATIONS } from './spec';

const key = citadelsSearch.actionKey as (action: CitadelsAction) => Key;
const observation = citadelsSearch.observation as (
  action: CitadelsAction,
  actor: number,
  observer: number,
) => Key | undefined;
const TYPES = Object.keys(ACTION_TYPES) as CitadelsAction['type'][];

describe('Citadels search keys', () => {
  it('keeps actions with different numbers of fields apart, whichever string was coded first', () => {
    // The first string this module instance codes is an action type with one numeric argument.
    const first = key({ type: 'keepCard', index: 0 });
    expect(typeof first).toBe('number');
    const bare = new Set(TYPES.map((type) => key({ type } as CitadelsAction)));
    expect(bare.size).toBe(TYPES.length);
    for (const type of TYPES) {
      for (let index = 0; index < 256; index++) expect(bare.has(key({ type, index } as CitadelsAction))).toBe(false);
    }
  });

  it('gives a secret move seen by another seat a key no move seen in full has, through random games', () => {
    let secret = 0;
    for (const config of CONFIGURATIONS) {
      playRandomGame(
        citadelsCore,
        config.numPlayers,
        config.options,
        `observation-keys-${config.label}`,
        6000,
        (s: CitadelsState, step) => {
          const legal = citadelsCore.legalActions(s, step.seat);
          const observer = (step.seat + 1) % config.numPlayers;
          const seen = legal.map((action) => observation(action, step.seat, observer));
          const full = new Set(legal.filter((_, i) => seen[i] === undefined).map(key));
          for (const [i, action] of legal.entries()) {
            expect(observation(action, step.seat, step.seat)).toBeUndefined();
            if (seen[i] === undefined) continue;
            expect(seen[i]).toBe(observation({ ...action }, step.seat, observer));
            expect(full.has(seen[i] as Key)).toBe(false);
            secret++;
          }
        },
      );
    }
    expect(secret).toBeGreaterThan(1000);
  });
});
