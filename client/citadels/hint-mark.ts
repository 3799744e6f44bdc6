/**
 * The move a hint suggests (client/learn/HintBar.tsx hands it down through client/shared/hinted-move.ts),
 * marked on the Machiavelli board like the Carcassonne board shows the hinted tile: every control that
 * plays the move, or chooses a step of it, gets the outline class `cit-hinted` (the character or district
 * card it sits on too). No hint, no mark.
 */
import { useHintedMove } from '../shared/hinted-move';
import type { CitadelsAction } from '../../games/citadels/index';
import { matching, type Step } from './action-steps';

export const HINTED_CLASS = 'cit-hinted';

/** The same move: the same fields with the same values, in any order. */
export function sameMove(a: object, b: object): boolean {
  const canonical = (x: object) =>
    JSON.stringify(Object.fromEntries(Object.entries(x).sort(([k], [l]) => (k < l ? -1 : k > l ? 1 : 0))));
  return canonical(a) === canonical(b);
}

export interface HintMark {
  /** Whether this action is the hinted move. */
  is(action: CitadelsAction | undefined): boolean;
  /** Whether choosing `value` at the next step (after `chosen`) of a `type` move keeps to the hinted move. */
  step(type: string, steps: readonly Step[], chosen: readonly unknown[], value: unknown): boolean;
  /** `cit-hinted` when `on`, else undefined (no class attribute). */
  cls(on: boolean): string | undefined;
}

export function useHintMark(): HintMark {
  const hinted = useHintedMove() as CitadelsAction | null;
  return {
    is: (action) => hinted !== null && action !== undefined && sameMove(hinted, action),
    step: (type, steps, chosen, value) =>
      hinted !== null && hinted.type === type && matching([hinted], steps, [...chosen, value]).length === 1,
    cls: (on) => (on ? HINTED_CLASS : undefined),
  };
}
