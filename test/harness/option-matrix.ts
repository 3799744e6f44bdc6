/**
 * The configurations a game's harnesses run, derived from its option table (games/shared/options.ts):
 * every option with `values` and the player count are the dimensions, and a configuration is valid when
 * the game's own validation accepts it (six players only with an expansion, say).
 *
 * - `coveringConfigurations`: a covering set, chosen greedily from every valid combination: each pair of
 *   values that some valid configuration holds (an option's value with another's, or with a player count)
 *   is in at least one chosen configuration. A new option adds a few rows, not a doubling.
 * - `randomConfigurations`: a few more valid combinations drawn by a seed, so that runs over time reach
 *   combinations the covering set leaves out. The seed comes from `HARNESS_SEED` or the clock; a
 *   configuration's label names its options, and the harnesses seed their games from the label, so a
 *   failing one replays from its label alone.
 */
import type { OptionRule, OptionRules } from '../../games/shared/options';
import { createRng, shuffle } from '../../games/shared/rng';

export interface Configuration<O> {
  numPlayers: number;
  options: O;
}

export interface MatrixSource<O> {
  rules: OptionRules<O>;
  minPlayers: number;
  maxPlayers: number;
  /** Why a configuration cannot be played (the game's validateOptions), or undefined. */
  validate(numPlayers: number, options: O): string | undefined;
}

/** Every valid configuration: each combination of the options' `values` with each player count. */
export function allConfigurations<O>(source: MatrixSource<O>): Configuration<O>[] {
  const dimensions = (Object.entries(source.rules) as [string, OptionRule<unknown>][]).filter(
    ([, rule]) => rule.values !== undefined && rule.values.length > 0,
  );
  let combos: Record<string, unknown>[] = [{}];
  for (const [key, rule] of dimensions)
    combos = combos.flatMap((combo) => rule.values!.map((value) => ({ ...combo, [key]: value })));
  const out: Configuration<O>[] = [];
  for (const combo of combos) {
    for (let n = source.minPlayers; n <= source.maxPlayers; n++) {
      const options = combo as O;
      if (source.validate(n, options) === undefined) out.push({ numPlayers: n, options });
    }
  }
  return out;
}

/** The pairs of values a configuration holds, as strings (`players=3|river=true`). */
function pairsOf<O>(config: Configuration<O>): string[] {
  const values = [
    `players=${config.numPlayers}`,
    ...Object.entries(config.options as Record<string, unknown>).map(([k, v]) => `${k}=${JSON.stringify(v)}`),
  ];
  const pairs: string[] = [];
  for (let i = 0; i < values.length; i++)
    for (let j = i + 1; j < values.length; j++) pairs.push(`${values[i]}|${values[j]}`);
  return pairs;
}

/** A covering set of the valid configurations: every pair of values some valid configuration holds, at least once. */
export function coveringConfigurations<O>(source: MatrixSource<O>): Configuration<O>[] {
  const all = allConfigurations(source);
  const uncovered = new Set(all.flatMap(pairsOf));
  const chosen: Configuration<O>[] = [];
  while (uncovered.size > 0) {
    let best = all[0]!;
    let gain = -1;
    for (const config of all) {
      const g = pairsOf(config).filter((p) => uncovered.has(p)).length;
      if (g > gain) [best, gain] = [config, g];
    }
    for (const p of pairsOf(best)) uncovered.delete(p);
    chosen.push(best);
  }
  return chosen;
}

/** `count` valid configurations outside `besides`, drawn with `seed` (fewer when there are not that many). */
export function randomConfigurations<O>(
  source: MatrixSource<O>,
  besides: readonly Configuration<O>[],
  count: number,
  seed: string = process.env.HARNESS_SEED ?? String(Date.now()),
): Configuration<O>[] {
  const key = (c: Configuration<O>) => JSON.stringify([c.numPlayers, c.options]);
  const taken = new Set(besides.map(key));
  const rest = allConfigurations(source).filter((c) => !taken.has(key(c)));
  return shuffle(createRng(`options/${seed}`), rest).slice(0, count);
}
