/** Seeded positions of the high-card fixture for the bot tests: states reached by random play. */
import { highCard, type HighCardState } from '../fixtures/high-card';
import { createRng } from '../../games/shared/rng';
import { randomStep } from '../harness/random-play';

export const OPTIONS = { cardsPerSeat: 5 };

/** The state after `steps` random actions (fewer if the game ends first) of a `numPlayers` game. */
export function position(seed: string, numPlayers: number, steps: number): HighCardState {
  const rng = createRng(seed);
  const state = highCard.setup(numPlayers, OPTIONS, rng);
  for (let i = 0; i < steps && !highCard.isOver(state); i++) {
    const { seat, action } = randomStep(highCard, state, rng);
    highCard.apply(state, seat, action, rng);
  }
  return state;
}

/** Non-final positions across player counts and game stages. */
export function positions(count: number): HighCardState[] {
  return Array.from({ length: count }, (_, i) => position(`pos${i}`, 2 + (i % 3), i % 7)).filter(
    (s) => !highCard.isOver(s),
  );
}
