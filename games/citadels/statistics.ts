/** Machiavelli's statistics for the charts: per round, each seat's city value (district costs) and gold. */
import type { Frame } from '../shared/game-module';
import { scoreBreakdown } from './rules/scoring';
import type { CitadelsState } from './rules/types';

export interface RoundFigures {
  round: number;
  city: number[];
  gold: number[];
}

/** Each seat's city value and gold at the end of every round the frames reach. */
export function cityAndGoldByRound(frames: readonly Frame[]): RoundFigures[] {
  const rounds = new Map<number, RoundFigures>();
  for (const frame of frames) {
    const view = frame.view as CitadelsState;
    rounds.set(view.round, {
      round: view.round,
      city: view.cities.map((_, seat) => scoreBreakdown(view, seat).districts),
      gold: [...view.gold],
    });
  }
  return [...rounds.values()];
}
