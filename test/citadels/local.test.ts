// Integration: one boardgame.io Client per seat over Local(), playing a whole game by the core's legal
// actions. Each client only ever holds its own view, and moves the client may run optimistically work
// on that view.
import { describe, expect, it } from 'vitest';
import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import { citadelsCore } from '../../games/citadels/core';
import { citadelsGame } from '../../games/citadels/game';
import type { CitadelsState } from '../../games/citadels/rules/types';
import { createRng, pick } from '../../games/shared/rng';

describe('Local multiplayer (one client per seat)', () => {
  it('plays a 3-player game to the end, each client seeing only its own view', () => {
    const numPlayers = 3;
    const game = { ...citadelsGame };
    const multiplayer = Local();
    const clients = Array.from({ length: numPlayers }, (_, seat) => {
      const c = Client({ game, numPlayers, multiplayer, playerID: String(seat), matchID: 'local-citadels-1' });
      c.start();
      return c;
    });
    const choices = createRng('local');
    for (let step = 0; step < 4000; step++) {
      const states = clients.map((c) => c.getState());
      if (!states[0] || states[0].ctx.gameover) break;
      const G0 = states[0].G as CitadelsState;
      const seat = citadelsCore.activeSeats(G0)[0] ?? Number(states[0].ctx.currentPlayer);
      const mine = states[seat]!.G as CitadelsState;
      for (let other = 0; other < numPlayers; other++) {
        if (other !== seat) expect(mine.hands[other]!.every((c) => c === '?')).toBe(true);
      }
      const action = pick(choices, citadelsCore.legalActions(mine, seat));
      clients[seat]!.moves[action.type]!(action);
    }
    const final = clients[0]!.getState()!;
    expect(final.ctx.gameover?.scores).toHaveLength(numPlayers);
    for (const c of clients) c.stop();
  });
});
