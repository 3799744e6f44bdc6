// The fair bots on the shipped games (Carcassonne and Citadels, with their search hints from
// games/search-cores.ts): fairness (two full states that differ only in what the bot's seat cannot see
// give the same decision for a seed), the hints' invariants, and strength against random Carcassonne.
import { describe, expect, it } from 'vitest';
import type { ActionBase } from '../../games/shared/contract';
import { chooseAction } from '../../games/shared/bot-player';
import type { SearchCore } from '../../games/shared/ismcts';
import { createRng } from '../../games/shared/rng';
import { searchCoreOf } from '../../games/search-cores';
import { carcassonneCore } from '../../games/carcassonne/rules/core';
import { carcassonneSearch, searchDeterminize } from '../../games/carcassonne/bot';
import { ROTATION_PERIOD } from '../../games/carcassonne/geometry';
import type { CarcassonneAction, CarcassonneState } from '../../games/carcassonne/rules/state';
import { citadelsCore } from '../../games/citadels';
import { playMatch } from '../../tools/arena/match';
import { makePlayer, type BotKind } from '../../tools/arena/arena-players';
import { wilson } from '../../tools/arena/arena-stats';
import { ARENA_GAMES } from '../../tools/arena/arena-games';
import { randomStep } from '../harness/random-play';
import { citadelsSpec } from '../citadels/spec';

type AnyCore = SearchCore<unknown, ActionBase>;
const BUDGET = { maxIterations: 40, maxMillis: Infinity };

/** The state after `steps` seeded random actions (with the game's default options unless given). */
function position(core: AnyCore, numPlayers: number, seed: string, steps: number, options?: unknown): unknown {
  const rng = createRng(seed);
  const state = core.setup(numPlayers, options ?? core.defaultOptions(numPlayers), rng);
  for (let i = 0; i < steps && !core.isOver(state); i++) {
    const { seat, action } = randomStep(core, state, rng);
    core.apply(state, seat, action, rng);
  }
  return state;
}

/**
 * A twin of `state` that agrees with everything `seat` sees and differs in what it cannot see, sampled by
 * the rules core (the search cores' samples may leave out what play never reads, such as logs).
 */
function hiddenTwin(core: AnyCore, state: unknown, seat: number, seed: string): unknown {
  for (let attempt = 0; attempt < 20; attempt++) {
    const twin = core.determinize(core.view(state, seat), seat, createRng(`${seed}#${attempt}`));
    if (JSON.stringify(twin) !== JSON.stringify(state)) return twin;
  }
  throw new Error('no hidden information to vary');
}

// With the River, the early positions (steps 0 to 20) lie in the river, where the twins differ in the river
// stack's order (docs/rules/carcassonne.md#river-secrets).
const GAMES = [
  {
    label: 'carcassonne',
    name: 'carcassonne',
    rules: carcassonneCore as AnyCore,
    numPlayers: 2,
    steps: [0, 11, 40, 85, 120],
  },
  {
    label: 'carcassonne with the River and the Abbot',
    name: 'carcassonne',
    rules: carcassonneCore as AnyCore,
    numPlayers: 3,
    steps: [0, 3, 8, 15, 60, 120],
    options: { farmers: true, river: true, abbot: true },
  },
  { label: 'citadels', name: 'citadels', rules: citadelsCore as AnyCore, numPlayers: 4, steps: [0, 3, 9, 30, 70, 110] },
];

describe.each(GAMES)('fairness on $label', ({ name, rules, numPlayers, steps, ...game }) => {
  const core = searchCoreOf(name) as AnyCore;
  const options = 'options' in game ? game.options : undefined;
  const cases = steps
    .map((at, i) => ({ state: position(core, numPlayers, `${name}-fair${i}`, at, options), i }))
    .filter(({ state }) => !core.isOver(state))
    .map(({ state, i }) => ({ state, i, seat: core.activeSeats(state)[0] as number }));

  it('has positions whose twins differ in secrets but look the same to the bot seat', () => {
    expect(cases.length).toBeGreaterThanOrEqual(4);
    for (const { state, seat, i } of cases) {
      const twin = hiddenTwin(rules, state, seat, `twin${i}`);
      expect(twin).not.toEqual(state);
      expect(core.view(twin, seat)).toEqual(core.view(state, seat));
    }
  });

  it('decides the same on both twins for a seed, and leaves the view it searched unchanged', () => {
    for (const { state, seat, i } of cases) {
      const decide = (s: unknown) => {
        const view = core.view(s, seat);
        const before = JSON.stringify(view);
        const result = chooseAction(core, view, seat, 'hard', `${name}-fair${i}`, BUDGET);
        expect(JSON.stringify(view)).toBe(before);
        return result;
      };
      const [a, b] = [decide(state), decide(hiddenTwin(rules, state, seat, `twin${i}`))];
      expect(b.action).toEqual(a.action);
      expect({ ...b.stats, ms: 0 }).toEqual({ ...a.stats, ms: 0 });
      expect(core.refusal(state, seat, a.action)).toBeUndefined();
    }
  });
});

describe('Carcassonne hints', () => {
  const states = [11, 40, 85].map(
    (at, i) => position(carcassonneCore as AnyCore, 3, `hints${i}`, at) as CarcassonneState,
  );

  it('the search determinization (of the view or of the prepared view) is the rules one for the same RNG, without the logs', () => {
    // The sample's `parent` and `features` are sparse arrays; spread into objects they must equal the records.
    const withoutLogs = ({ history: _history, scoreLog: _scoreLog, parent, features, ...rest }: CarcassonneState) => ({
      ...rest,
      parent: { ...parent },
      features: { ...features },
    });
    const prepare = carcassonneSearch.prepare as (view: CarcassonneState) => CarcassonneState;
    for (const [state, prepared] of states.flatMap((state) => [[state, false] as const, [state, true] as const])) {
      const view = carcassonneCore.view(state, 0);
      const before = JSON.stringify(view);
      const fast = searchDeterminize(prepared ? prepare(view) : view, 0, createRng('d'));
      const full = carcassonneCore.determinize(view, 0, createRng('d'));
      expect(withoutLogs(fast)).toEqual(withoutLogs(full));
      expect(fast.history[fast.turns]).toEqual(full.history[full.turns]);
      // The same moves from both samples lead to the same end, and the view is never touched.
      const choices = createRng('moves');
      while (!carcassonneCore.isOver(full)) {
        const { seat, action } = randomStep(carcassonneCore, full, choices);
        carcassonneCore.apply(full, seat, action, createRng('unused'));
        carcassonneCore.apply(fast, seat, action, createRng('unused'));
      }
      expect(withoutLogs(fast)).toEqual(withoutLogs(full));
      expect(fast.scores).toEqual(full.scores);
      expect(JSON.stringify(view)).toBe(before);
    }
  });

  it('prunes only rotations that repeat, keeping one of each distinct placement', () => {
    for (const state of states.filter((s) => s.step === 'place')) {
      const legal = carcassonneCore.legalActions(state, state.turn);
      const kept = carcassonneSearch.prune?.(state, state.turn, legal) as CarcassonneAction[];
      const period = ROTATION_PERIOD[state.current as keyof typeof ROTATION_PERIOD];
      const spot = (a: CarcassonneAction) => (a.type === 'placeTile' ? `${a.x},${a.y},${a.rotation % period}` : a.type);
      expect(new Set(kept.map(spot))).toEqual(new Set(legal.map(spot)));
      expect(kept.length).toBe(new Set(legal.map(spot)).size);
    }
  });

  it('the playout policy only plays legal moves', () => {
    const rng = createRng('policy');
    for (const state of states) {
      const s = JSON.parse(JSON.stringify(state)) as CarcassonneState;
      for (let i = 0; i < 30 && !carcassonneCore.isOver(s); i++) {
        const action = carcassonneSearch.playoutPolicy?.(
          s,
          s.turn,
          () => carcassonneCore.legalActions(s, s.turn),
          rng,
        ) as CarcassonneAction;
        expect(carcassonneCore.refusal(s, s.turn, action)).toBeUndefined();
        carcassonneCore.apply(s, s.turn, action, rng);
      }
    }
  });
});

describe('Citadels hints', () => {
  it('the playout policy only plays legal moves, through whole games', () => {
    const core = searchCoreOf('citadels') as AnyCore;
    const policy = core.search?.playoutPolicy;
    const rng = createRng('citadels-policy');
    for (const numPlayers of [2, 4, 6]) {
      const state = citadelsCore.setup(numPlayers, citadelsCore.defaultOptions(numPlayers), rng);
      for (let i = 0; i < 3000 && !citadelsCore.isOver(state); i++) {
        const seat = citadelsCore.activeSeats(state)[0] as number;
        const action = policy?.(
          state,
          seat,
          () => citadelsCore.legalActions(state, seat) as ActionBase[],
          rng,
        ) as Parameters<typeof citadelsCore.apply>[2];
        expect(citadelsCore.refusal(state, seat, action)).toBeUndefined();
        citadelsCore.apply(state, seat, action, rng);
      }
      expect(citadelsCore.isOver(state)).toBe(true);
    }
  });

  it('keys every legal action apart, and equal actions alike, through whole games of every harness setup', () => {
    const key = searchCoreOf('citadels')?.search?.actionKey as (action: ActionBase) => string | number;
    const rng = createRng('citadels-keys');
    let integers = 0;
    for (const { numPlayers, options } of citadelsSpec().configurations) {
      const state = citadelsCore.setup(numPlayers, options as never, rng);
      while (!citadelsCore.isOver(state)) {
        for (const seat of citadelsCore.activeSeats(state)) {
          const legal = citadelsCore.legalActions(state, seat);
          const keys = legal.map(key);
          expect(new Set(keys).size).toBe(new Set(legal.map((a) => JSON.stringify(a))).size);
          expect(legal.map((a) => key(JSON.parse(JSON.stringify(a)) as ActionBase))).toEqual(keys);
          integers += keys.filter((k) => typeof k === 'number').length;
        }
        const { seat, action } = randomStep(citadelsCore, state, rng);
        citadelsCore.apply(state, seat, action, rng);
      }
    }
    expect(integers).toBeGreaterThan(1000);
  });
});

// Strength: seeded, iteration-bounded games, so the outcome is fixed (no timing in it). With a small
// budget (60 iterations a move) the bot wins every game of this set; all N of N is a win share whose 95%
// Wilson interval lies above one half. (The arena measures the real levels: see docs/bots.md.)
const STRENGTH_GAMES = 6;

describe('strength on Carcassonne', () => {
  it(`wins all ${STRENGTH_GAMES} two-player games against random, seats alternating`, async () => {
    const entry = ARENA_GAMES.carcassonne as (typeof ARENA_GAMES)[string];
    const options = entry.core.defaultOptions(2);
    let share = 0;
    for (let g = 0; g < STRENGTH_GAMES; g++) {
      const kinds: BotKind[] = g % 2 === 0 ? ['hard', 'random'] : ['random', 'hard'];
      const matchSeed = `carcassonne-strength${g}`;
      const ctx = { ...entry, numPlayers: 2, options, matchSeed, search: { maxIterations: 60, maxMillis: Infinity } };
      const players = kinds.map((kind, seat) => makePlayer(kind, { ...ctx, seat }));
      const { winners } = await playMatch(entry.core, options, matchSeed, players);
      const botSeat = kinds.indexOf('hard');
      if (winners.includes(botSeat)) share += 1 / winners.length;
    }
    expect(share).toBe(STRENGTH_GAMES);
    expect(wilson(share, STRENGTH_GAMES).low).toBeGreaterThan(0.5);
  }, 120_000);
});
