/**
 * Carcassonne's guided first game (client/shared/guided.ts, docs/design/guided-game.md): two seats, you
 * against the easy fair bot, the base game with farmers, one fixed tile order. The coach's steps follow the
 * turn's step (`place`, `meeple`) and what the board offers on screen: a square for the tile, then the
 * meeple spots and End turn, so any legal placement the player chooses is followed.
 */
import type { CarcassonneState } from '../../games/carcassonne/index';
import type { CoachStep, GuidedGame } from '../shared/guided';
import type { CarcassonneGuidedKey } from './guided-messages';

const END_TURN = '.carc-turn-panel .carc-primary:not([disabled])';

const step = (id: string, target: string, also?: string): CoachStep => ({
  id,
  text: `carcassonne.guided.${id}` as CarcassonneGuidedKey,
  target,
  ...(also === undefined ? {} : { also }),
});

/** What the coach may say to `seat` now, best first: a meeple once the tile lies, else a square for it. */
export function carcassonneSteps(G: CarcassonneState, seat: number): CoachStep[] {
  if (G.step === 'over' || G.turn !== seat) return [];
  return [step('meeple', '.carc-meeple-spot', END_TURN), step('end', END_TURN), step('place', '.carc-spot')];
}

export const carcassonneGuided: GuidedGame = {
  numPlayers: 2,
  options: { farmers: true },
  seed: 'guided-first-game',
  steps: (G, seat) => carcassonneSteps(G as CarcassonneState, seat),
};
