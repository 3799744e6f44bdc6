/**
 * The guided first game's contract (docs/design/guided-game.md): what a game's client module gives the coach
 * (client/guided/) — a fixed set-up against the fair bot, and the coach's steps for what the seat sees
 * now — and the pure choice of the step to show. A game's steps are keyed on its state (phase, step, legal
 * moves), never on a script, so a player who plays another legal move finds the coach following.
 */
import type { MessageKey } from '../i18n/dictionary';

/** One thing the coach may say: the words, and the control to use (a CSS selector inside the board). */
export interface CoachStep {
  /** Names the step: the coach's `data-step`, for styles and tests. */
  id: string;
  text: MessageKey;
  /** The control to use now; the coach outlines every match on the board. Absent: nothing to press (wait). */
  target?: string;
  /** More controls to outline with the target (not needed for the step to show): End turn beside the meeple spots. */
  also?: string;
}

/** A game's guided first game: the seat at the screen is seat 0; every other seat is the easy fair bot. */
export interface GuidedGame {
  numPlayers: number;
  options: unknown;
  /** boardgame.io's seed: the same deal or tile order every time. */
  seed: string;
  /**
   * What the coach may say to `seat` now, best first (`pickStep` shows the first whose control is on the
   * board); empty while another seat is to move.
   */
  steps(G: unknown, seat: number): CoachStep[];
}

/**
 * The step to show: the first candidate whose target is present on the board (or that has no target), else
 * the first candidate; undefined when there is none.
 */
export function pickStep(steps: CoachStep[], present: (selector: string) => boolean): CoachStep | undefined {
  return steps.find((step) => step.target === undefined || present(step.target)) ?? steps[0];
}
