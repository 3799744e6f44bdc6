/**
 * Choosing an action of several fields one field at a time, instead of one button per combination: the
 * Magistrate's signed warrant and then each blank one (105 combinations with eight characters), the
 * Blackmailer's flowered threat and then the blank one, the Emperor's new crown holder and then what he
 * takes, and so on. A step offers only the values that still lead to a legal action, so any path through
 * the steps ends on exactly one of them. An array field is a set (the two blank warrants): each of its
 * elements is a step, chosen in any order. A step with a single possible value, and every step once a
 * single action is left, is filled in by itself.
 * Pure functions over the legal actions of one type (docs/design/architecture.md#step-by-step).
 */
import type { CitadelsAction } from '../../games/citadels/index';

type Fields = Record<string, unknown>;
const fieldsOf = (a: CitadelsAction) => a as unknown as Fields;

/** One step: a field, or one element of an array field. */
export interface Step {
  field: string;
  /** For an array field: which of its elements (0, 1, ...). */
  element?: number;
}

/** The steps of an action type, from one of its actions: each field but `type`, in order, arrays by element. */
export function stepsOf(action: CitadelsAction): Step[] {
  return Object.entries(fieldsOf(action)).flatMap(([field, value]): Step[] => {
    if (field === 'type') return [];
    return Array.isArray(value) ? value.map((_, element) => ({ field, element })) : [{ field }];
  });
}

/** Whether an action agrees with the values chosen for the first steps. */
function agrees(action: CitadelsAction, steps: readonly Step[], chosen: readonly unknown[]): boolean {
  const f = fieldsOf(action);
  return chosen.every((value, i) => {
    const step = steps[i];
    if (!step) return false;
    const own = f[step.field];
    return step.element === undefined ? own === value : Array.isArray(own) && own.includes(value);
  });
}

/** The legal actions that agree with the values chosen so far. */
export function matching(
  actions: readonly CitadelsAction[],
  steps: readonly Step[],
  chosen: readonly unknown[],
): CitadelsAction[] {
  return actions.filter((a) => agrees(a, steps, chosen));
}

/** The values the next step may take, in the order the actions list them (no value twice). */
export function choicesAt(
  actions: readonly CitadelsAction[],
  steps: readonly Step[],
  chosen: readonly unknown[],
): unknown[] {
  const step = steps[chosen.length];
  if (!step) return [];
  // An element of a set may not repeat an element chosen before it.
  const taken = new Set(chosen.filter((_, i) => steps[i]?.field === step.field));
  const values: unknown[] = [];
  for (const a of matching(actions, steps, chosen)) {
    const own = fieldsOf(a)[step.field];
    for (const value of step.element === undefined ? [own] : (own as unknown[])) {
      if (!taken.has(value) && !values.includes(value)) values.push(value);
    }
  }
  return values;
}

export interface Progress {
  /** The value of each step chosen so far, the player's and the ones filled in by themselves. */
  chosen: unknown[];
  /** Per chosen step: whether it was filled in by itself (it had one possible value). */
  filled: boolean[];
  /** The action, once every step is chosen. */
  action: CitadelsAction | undefined;
}

/**
 * Where the player's picks (in order) lead: each step takes the next pick, or its value when it has only
 * one; a pick that is no longer possible (the list of actions changed) ends the walk there.
 */
export function progress(
  actions: readonly CitadelsAction[],
  steps: readonly Step[],
  picks: readonly unknown[],
): Progress {
  const chosen: unknown[] = [];
  const filled: boolean[] = [];
  let next = 0;
  while (chosen.length < steps.length) {
    const left = matching(actions, steps, chosen);
    const choices = choicesAt(actions, steps, chosen);
    if (left.length === 1 && left[0]) {
      // One action left: its remaining values fill the remaining steps.
      const step = steps[chosen.length] as Step;
      const own = fieldsOf(left[0])[step.field];
      const taken = chosen.filter((_, i) => steps[i]?.field === step.field);
      chosen.push(step.element === undefined ? own : (own as unknown[]).find((v) => !taken.includes(v)));
      filled.push(true);
    } else if (choices.length === 1) {
      chosen.push(choices[0]);
      filled.push(true);
    } else if (next < picks.length && choices.includes(picks[next])) {
      chosen.push(picks[next++]);
      filled.push(false);
    } else break;
  }
  const done = chosen.length === steps.length ? matching(actions, steps, chosen) : [];
  return { chosen, filled, action: done.length === 1 ? done[0] : undefined };
}
