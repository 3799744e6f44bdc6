// The rule-based Machiavelli anchor (games/citadels/anchor/rule-bot.ts): legal moves only over whole 4-
// and 5-player games, fair (the same decision on two states that differ only in what its seat cannot
// see), and two of its rules in play: build the dearest new district, kill what the leader wants.
import { describe, expect, it } from 'vitest';
import { ruleBotAction } from '../../games/citadels/anchor/rule-bot';
import { citadelsCore as core } from '../../games/citadels/core';
import type { CitadelsAction, CitadelsState } from '../../games/citadels/rules/types';
import { districtOf } from '../../games/citadels/data';
import { createRng, pick } from '../../games/shared/rng';
import { playMatch, type Player } from '../../tools/arena/match';

const rules: Player<CitadelsState, CitadelsAction> = {
  decide: (state, seat) => ruleBotAction(core.view(state, seat), seat),
};

/** States after seeded random actions, with the seat to act. */
function positions(numPlayers: number, seed: string, count: number): { state: CitadelsState; seat: number }[] {
  const rng = createRng(seed);
  const state = core.setup(numPlayers, core.defaultOptions(numPlayers), rng);
  const out: { state: CitadelsState; seat: number }[] = [];
  for (let i = 0; i < 400 && !core.isOver(state) && out.length < count; i++) {
    const seat = core.activeSeats(state)[0]!;
    if (i % 7 === 3) out.push({ state: JSON.parse(JSON.stringify(state)) as CitadelsState, seat });
    core.apply(state, seat, pick(rng, core.legalActions(state, seat)), rng);
  }
  return out;
}

describe('Machiavelli rule bot', () => {
  it.each([4, 5])('plays only legal moves through a whole %i-player game', async (numPlayers) => {
    const players = Array.from({ length: numPlayers }, () => rules);
    const record = await playMatch(core, core.defaultOptions(numPlayers), `rules-${numPlayers}`, players);
    expect(record.actions.length).toBeGreaterThan(50);
    expect(record.winners.length).toBeGreaterThan(0);
    expect(Math.max(...record.scores)).toBeGreaterThan(10);
  });

  it('decides the same whatever its seat cannot see', () => {
    let varied = 0;
    for (const { state, seat } of positions(4, 'rules-fair', 25)) {
      const twin = core.determinize(core.view(state, seat), seat, createRng(`twin${seat}`));
      if (JSON.stringify(twin) !== JSON.stringify(state)) varied++;
      expect(core.view(twin, seat)).toEqual(core.view(state, seat));
      const action = ruleBotAction(core.view(state, seat), seat);
      expect(ruleBotAction(core.view(twin, seat), seat)).toEqual(action);
      expect(core.refusal(state, seat, action)).toBeUndefined();
    }
    expect(varied).toBeGreaterThan(10);
  });

  it('builds the dearest new district it may build, once income is collected', () => {
    let built = 0;
    for (const { state, seat } of positions(4, 'rules-build', 60)) {
      const legal = core.legalActions(state, seat);
      const builds = legal.filter((a) => a.type === 'build');
      if (builds.length === 0) continue;
      const action = ruleBotAction(core.view(state, seat), seat);
      if (legal.some((a) => a.type === 'collectIncome')) expect(action.type).toBe('collectIncome');
      if (action.type !== 'build') continue;
      built++;
      const cost = (a: CitadelsAction) => (a.type === 'build' ? districtOf(a.card).cost : -1);
      expect(cost(action)).toBe(Math.max(...builds.map(cost)));
    }
    expect(built).toBeGreaterThan(0);
  });
});
