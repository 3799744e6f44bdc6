/**
 * A game's match options (boardgame.io setupData) as a table of rules, one per option: its default and why
 * a value is refused. `optionsProblem` refuses what is not an object, any key the table does not know, and
 * any value its rule refuses, each time naming the option; an option left out takes its default
 * (`withDefaults`). A game adds an option by adding one row to its table (games/<game>/options.ts).
 */

/** One option: its default (undefined: absent unless chosen) and why a value is refused (undefined: fine). */
export interface OptionRule<T> {
  default(numPlayers: number): T | undefined;
  problem(value: unknown, numPlayers: number): string | undefined;
  /**
   * The values that exercise this option, when there are few (a boolean's `[true, false]`): the test
   * harnesses build their matrix of configurations from them (test/harness/option-matrix.ts).
   */
  values?: readonly T[];
  /**
   * Why players cannot choose this option yet, when the rules have it but a board does not draw it: the
   * match's creation refuses it on (`offeredProblem`), while the rules core and its tests play it.
   */
  notOffered?: string;
}

/** Every option of a game, by name. */
export type OptionRules<O> = { [K in keyof O]-?: OptionRule<O[K]> };

const listed = (names: string[]) => names.map((name) => `"${name}"`).join(', ');

/** Why these options are refused (naming the option), or undefined when they may be used. */
export function optionsProblem<O>(rules: OptionRules<O>, numPlayers: number, options: unknown): string | undefined {
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    return `the options must be an object with the options ${listed(Object.keys(rules))}`;
  for (const key of Object.keys(options)) {
    if (!Object.hasOwn(rules, key))
      return `unknown option "${key.slice(0, 40)}" (the options are ${listed(Object.keys(rules))})`;
  }
  for (const [key, rule] of Object.entries(rules) as [string, OptionRule<unknown>][]) {
    if (!Object.hasOwn(options, key)) continue;
    const problem = rule.problem((options as Record<string, unknown>)[key], numPlayers);
    if (problem !== undefined) return `option "${key}": ${problem}`;
  }
  return undefined;
}

/** Why these options cannot be offered to players yet (an option on that is `notOffered`), or undefined. */
export function offeredProblem<O>(rules: OptionRules<O>, options: unknown): string | undefined {
  if (typeof options !== 'object' || options === null) return undefined;
  for (const [key, rule] of Object.entries(rules) as [string, OptionRule<unknown>][]) {
    const value = (options as Record<string, unknown>)[key];
    if (rule.notOffered !== undefined && value !== undefined && value !== false)
      return `option "${key}": ${rule.notOffered}`;
  }
  return undefined;
}

/** The options with every one left out at its default (checked options in, complete options out). */
export function withDefaults<O>(rules: OptionRules<O>, numPlayers: number, options: Partial<O> | null | undefined): O {
  const out: Record<string, unknown> = {};
  for (const [key, rule] of Object.entries(rules) as [string, OptionRule<unknown>][]) {
    const given = options && Object.hasOwn(options, key) ? (options as Record<string, unknown>)[key] : undefined;
    const value = given ?? rule.default(numPlayers);
    if (value !== undefined) out[key] = value;
  }
  return out as O;
}
