// boardgame.io runs a move on the client too unless it is marked server-only; the client has only its
// seat's view. So every move the client may run must give, run on the mover's view, exactly the mover's
// view of what the server computes: it may read nothing the view masks (the deck, other hands, who holds
// which character) and draw no card. Checked all through random games.
import { describe, expect, it } from 'vitest';
import { citadelsCore } from '../../games/citadels/core';
import { citadelsGame } from '../../games/citadels/game';
import type { CitadelsState } from '../../games/citadels/rules/types';
import { createRng } from '../../games/shared/rng';
import { randomStep } from '../harness/random-play';
import { CONFIGURATIONS } from './spec';

const { view, apply, setup, isOver } = citadelsCore;
const callingMoves = citadelsGame.phases?.calling?.moves as Record<string, { client?: boolean }>;
const runsOnClient = (type: string) => callingMoves[type]?.client !== false;

describe('moves run on the client', () => {
  it('give the mover the same view as the server result, all through random games', () => {
    const checked = new Set<string>();
    for (const config of CONFIGURATIONS) {
      for (const game of [0, 1, 2]) {
        const seed = `client-moves-${config.label}#${game}`;
        const rng = createRng(seed);
        const choices = createRng(`${seed}/choices`);
        const s = setup(config.numPlayers, config.options, rng);
        for (let i = 0; i < 6000 && !isOver(s); i++) {
          const { seat, action } = randomStep(citadelsCore, s, choices);
          const client = runsOnClient(action.type)
            ? (JSON.parse(JSON.stringify(view(s, seat))) as CitadelsState)
            : null;
          apply(s, seat, action, rng);
          if (!client) continue;
          apply(client, seat, action, createRng('client'));
          expect(view(client, seat), `${action.type} at step ${i} of ${seed}`).toEqual(view(s, seat));
          checked.add(action.type);
        }
      }
    }
    expect([...checked].sort()).toEqual(
      expect.arrayContaining(['kill', 'rob', 'threaten', 'placeWarrants', 'destroy']),
    );
  });
});
