// The experimental playout policy of games/carcassonne/playout-meeples.ts (docs/bots.md#what-made-hard-stronger):
// in seeded random 2-player games, at every meeple step, `completingMeeple` finds a city or road meeple
// exactly when one of the legal plain-meeple placements on a city or road scores at once (the seat's score
// rises and the meeple is off the board again when the turn is done), and the policy then plays it; it
// plays only legal moves, and leaves the tile step to the shipped policy.
import { describe, expect, it } from 'vitest';
import { completingMeeple, scoringMeeplePolicy } from '../../games/carcassonne/playout-meeples';
import { carcassonneCore as core } from '../../games/carcassonne/rules/core';
import { parseKey } from '../../games/carcassonne/geometry';
import { placedTile } from '../../games/carcassonne/rules/meeples';
import { meepleKey, type CarcassonneAction, type CarcassonneState } from '../../games/carcassonne/rules/state';
import { createRng } from '../../games/shared/rng';
import { clone } from '../harness/random-play';

/** Whether this meeple placement, the turn finished, scores at once and gives the meeple back. */
function scoresAtOnce(state: CarcassonneState, action: CarcassonneAction): boolean {
  if (action.type !== 'placeMeeple' || action.figure !== undefined) return false;
  const here = placedTile(state)!;
  const kind = here.oriented.features[here.oriented.locationIndex[action.location] as number]?.kind;
  if (kind !== 'city' && kind !== 'road') return false;
  const seat = state.turn;
  const after = clone(state);
  core.apply(after, seat, action, createRng('apply'));
  const [x, y] = parseKey(here.key);
  const gone = after.meeples[meepleKey(x, y, action.location)] === undefined;
  return gone && (after.scores[seat] as number) > (state.scores[seat] as number);
}

describe('the scoring-meeple playout policy (not shipped)', () => {
  it('places a meeple whenever it would score at once, and otherwise plays as the shipped policy would', () => {
    let meepleSteps = 0;
    let scoring = 0;
    for (let game = 0; game < 6; game++) {
      const rng = createRng(`playout-meeples-${game}`);
      const policy = createRng(`playout-meeples-${game}/policy`);
      const state = core.setup(2, core.defaultOptions(2), rng);
      while (!core.isOver(state)) {
        const seat = state.turn;
        const legal = core.legalActions(state, seat);
        if (state.step === 'meeple') {
          meepleSteps++;
          const found = completingMeeple(state, seat);
          expect(found !== undefined).toBe(legal.some((action) => scoresAtOnce(state, action)));
          if (found !== undefined) {
            scoring++;
            expect(scoresAtOnce(state, found)).toBe(true);
          }
        }
        const action = scoringMeeplePolicy(state, seat, () => legal, policy);
        expect(core.refusal(state, seat, action)).toBeUndefined();
        if (state.step === 'meeple' && completingMeeple(state, seat) !== undefined)
          expect(action).toEqual(completingMeeple(state, seat));
        core.apply(state, seat, action, rng);
      }
    }
    expect([meepleSteps, scoring]).toEqual([426, 30]);
  });
});
