/**
 * Cards held in a fan (the hand, the characters to choose from): each card's turn and lift, as CSS
 * variables that citadels.css applies on a wide screen only (a phone keeps its rows straight). The fan is
 * still: no card moves (client/shared/motion.tsx holds the board's motion).
 */
import type { CSSProperties } from 'react';

/** The widest turn of the outermost card, in degrees, and the turn between neighbours at most. */
const WIDEST = 6;
const STEP = 2.5;

/** The style of card `index` of `count`: turned away from the middle and lowered along an arc. */
export function fanStyle(index: number, count: number): CSSProperties {
  const middle = (count - 1) / 2;
  const step = count > 1 ? Math.min(STEP, WIDEST / middle) : 0;
  const turn = (index - middle) * step;
  const lift = Math.abs(turn) * Math.abs(turn) * 0.02;
  return { '--cit-fan-turn': `${round(turn)}deg`, '--cit-fan-lift': `${round(lift)}rem` } as CSSProperties;
}

function round(x: number): number {
  return Math.round(x * 100) / 100 || 0;
}
