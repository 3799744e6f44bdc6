// The harnesses' option matrix (test/harness/option-matrix.ts): a covering set derived from an option table,
// checked on a small table with a rule that forbids some configurations, and on Carcassonne's table.
import { describe, expect, it } from 'vitest';
import { CARCASSONNE_OPTIONS, MAX_PLAYERS, MIN_PLAYERS, validateOptions } from '../../games/carcassonne/options';
import type { OptionRules } from '../../games/shared/options';
import {
  allConfigurations,
  coveringConfigurations,
  randomConfigurations,
  type Configuration,
  type MatrixSource,
} from './option-matrix';

interface Toy {
  a?: boolean;
  b?: boolean;
  c?: boolean;
  size?: number;
}
const flag = { default: () => undefined, problem: () => undefined, values: [true, false] as const };
const TOY: MatrixSource<Toy> = {
  rules: { a: flag, b: flag, c: flag, size: { default: () => 1, problem: () => undefined } } as OptionRules<Toy>,
  minPlayers: 2,
  maxPlayers: 4,
  // Four players only with `a` on.
  validate: (n, o) => (n === 4 && o.a !== true ? 'four players need a' : undefined),
};

/** Every pair of values held by some configuration of `all` is held by one of `chosen`. */
function uncoveredPairs<O>(all: Configuration<O>[], chosen: Configuration<O>[]): string[] {
  const values = (c: Configuration<O>) => [
    `n=${c.numPlayers}`,
    ...Object.entries(c.options as object).map(([k, v]) => `${k}=${String(v)}`),
  ];
  const pairs = (c: Configuration<O>) => {
    const v = values(c);
    return v.flatMap((x, i) => v.slice(i + 1).map((y) => `${x}|${y}`));
  };
  const covered = new Set(chosen.flatMap(pairs));
  return [...new Set(all.flatMap(pairs))].filter((p) => !covered.has(p));
}

describe('option matrix', () => {
  it('lists every valid configuration of the options with values, and only those', () => {
    const all = allConfigurations(TOY);
    // 8 combinations × 3 player counts, minus the 4 combinations with a off at four players.
    expect(all).toHaveLength(20);
    expect(all.some((c) => c.numPlayers === 4 && c.options.a !== true)).toBe(false);
    expect(all.every((c) => !('size' in (c.options as object)))).toBe(true);
  });

  it('covers every pair of values in fewer configurations than all of them', () => {
    const all = allConfigurations(TOY);
    const covering = coveringConfigurations(TOY);
    expect(uncoveredPairs(all, covering)).toEqual([]);
    expect(covering.length).toBeLessThan(all.length);
    expect(covering.every((c) => TOY.validate(c.numPlayers, c.options) === undefined)).toBe(true);
  });

  it('draws random configurations outside the covering set, the same for the same seed', () => {
    const covering = coveringConfigurations(TOY);
    const one = randomConfigurations(TOY, covering, 3, 'seed');
    expect(one).toHaveLength(3);
    expect(randomConfigurations(TOY, covering, 3, 'seed')).toEqual(one);
    const key = (c: Configuration<Toy>) => JSON.stringify(c);
    expect(one.some((c) => covering.map(key).includes(key(c)))).toBe(false);
  });

  it("derives Carcassonne's matrix from its option table: every option's values, every player count", () => {
    const source = {
      rules: CARCASSONNE_OPTIONS,
      minPlayers: MIN_PLAYERS,
      maxPlayers: MAX_PLAYERS,
      validate: validateOptions,
    };
    const all = allConfigurations(source);
    const covering = coveringConfigurations(source);
    expect(uncoveredPairs(all, covering)).toEqual([]);
    for (const key of Object.keys(CARCASSONNE_OPTIONS))
      for (const value of [true, false])
        expect(covering.some((c) => (c.options as Record<string, unknown>)[key] === value)).toBe(true);
    for (let n = MIN_PLAYERS; n <= MAX_PLAYERS; n++) expect(covering.some((c) => c.numPlayers === n)).toBe(true);
  });
});
