// Hints (client/learn/hint.ts) are the fair bot's move from the seat's own view: the bots' fairness harness
// (test/bots/fairness.test.ts) applied to hints. Two full states that differ only in what the seat cannot
// see (the second a determinization of the seat's view) give the same hint for a seed, in both games, and
// handing the hint the full state or the seat's view makes no difference; the same holds for the line that
// says why (client/learn/hint-reason.ts), in English and Dutch.
import { describe, expect, it } from 'vitest';
import { carcassonneCore } from '../../games/carcassonne';
import { citadelsCore } from '../../games/citadels/core';
import type { ActionBase, RulesCore } from '../../games/shared/contract';
import { createRng } from '../../games/shared/rng';
import { inThreadRunner } from '../../client/bots/search-runner';
import { askHint, countHint, hintsUsed } from '../../client/learn/hint';
import { hintReason } from '../../client/learn/hint-reason';
import { loadEntry } from '../../client/game-list';
import { LANGUAGES, translate } from '../../client/i18n/dictionary';

const BUDGET = { maxIterations: 60, maxMillis: Infinity };

type AnyCore = RulesCore<unknown, ActionBase, unknown>;

/** States along a seeded random game, each with its seat to move. */
function positions(core: AnyCore, numPlayers: number, seed: string, every: number, count: number) {
  const state = core.setup(numPlayers, core.defaultOptions(numPlayers), createRng(seed));
  const rng = createRng(`${seed}-moves`);
  const out: { state: unknown; seat: number }[] = [];
  for (let step = 0; out.length < count && !core.isOver(state); step++) {
    const seat = core.activeSeats(state)[0] as number;
    if (step % every === 0) out.push({ state: structuredClone(state), seat });
    const actions = core.legalActions(state, seat);
    core.apply(state, seat, actions[Math.floor(rng.next() * actions.length)]!, rng);
  }
  return out;
}

/** A twin of `state` that agrees with everything `seat` sees and differs in what it cannot see. */
function hiddenTwin(core: AnyCore, state: unknown, seat: number, seed: string): unknown {
  for (let attempt = 0; attempt < 20; attempt++) {
    const twin = core.determinize(core.view(state, seat), seat, createRng(`${seed}#${attempt}`));
    if (JSON.stringify(twin) !== JSON.stringify(state)) return twin;
  }
  throw new Error('no hidden information to vary');
}

const GAMES = [
  { game: 'citadels', core: citadelsCore as unknown as AnyCore, players: 4 },
  { game: 'carcassonne', core: carcassonneCore as unknown as AnyCore, players: 3 },
];

describe.each(GAMES)('a hint in $game', ({ game, core, players }) => {
  const cases = positions(core, players, `hint-${game}`, 7, 6);

  it('the twins differ in secrets but look the same to the seat', () => {
    expect(cases.length).toBe(6);
    for (const [i, { state, seat }] of cases.entries()) {
      const twin = hiddenTwin(core, state, seat, `${game}${i}`);
      expect(twin).not.toEqual(state);
      expect(core.view(twin, seat)).toEqual(core.view(state, seat));
    }
  });

  it('is the same on both twins, and the same from the full state as from the seat’s view', async () => {
    for (const [i, { state, seat }] of cases.entries()) {
      const twin = hiddenTwin(core, state, seat, `${game}${i}`);
      const hint = (G: unknown) =>
        askHint({ game, G, seat, seed: `seed${i}`, overrides: BUDGET, runner: inThreadRunner });
      const [a, b, c] = await Promise.all([hint(state), hint(twin), hint(core.view(state, seat))]);
      expect(b).toEqual(a);
      expect(c).toEqual(a);
      expect(core.refusal(state, seat, a)).toBeUndefined();
    }
  });

  it('says why in the same words on both twins, from the full state or the seat’s view', async () => {
    const entry = await loadEntry(game);
    let said = 0;
    for (const [i, { state, seat }] of cases.entries()) {
      const twin = hiddenTwin(core, state, seat, `${game}${i}`);
      const action = await askHint({
        game,
        G: state,
        seat,
        seed: `seed${i}`,
        overrides: BUDGET,
        runner: inThreadRunner,
      });
      for (const language of LANGUAGES) {
        const why = (G: unknown) =>
          hintReason({
            entry,
            G,
            seat,
            action,
            t: (key, params) => translate(language, key, params),
            language,
            names: ['Ann', 'Bob', 'Cas', 'Dirk'],
          });
        const reason = why(state);
        if (reason !== undefined) said++;
        expect(why(twin), `${i} ${language}`).toBe(reason);
        expect(why(core.view(state, seat)), `${i} ${language}`).toBe(reason);
      }
    }
    // The positions' hints have reasons of their own, not just the generic line.
    expect(said).toBeGreaterThan(0);
  });
});

describe('hints used', () => {
  it('are counted per match', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    const previous = globalThis.localStorage;
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
    try {
      expect(hintsUsed('m1')).toBe(0);
      countHint('m1');
      expect(countHint('m1')).toBe(2);
      expect([hintsUsed('m1'), hintsUsed('m2')]).toEqual([2, 0]);
    } finally {
      Object.defineProperty(globalThis, 'localStorage', { value: previous, configurable: true });
    }
  });
});
