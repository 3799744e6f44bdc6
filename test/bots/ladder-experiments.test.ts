// The ladder's experimental participants (tools/ladder/participants.ts, docs/bots.md#what-made-hard-stronger):
// `hard-fs` searches as `npm run bot-variants -- --final softmax` does (hard with the `finalRewards` hint, a
// finished playout judged by the softmax of its scores at 12.5 points per e-fold), from its seat's view, with
// the seeds the harness uses, so the ladder's games at scale 0.1 are the harness's at 2,000 iterations; near
// the end of a game, where playouts finish, it chooses otherwise than `hard` at some positions.
import { describe, expect, it } from 'vitest';
import { carcassonneBotCore, carcassonneSearch } from '../../games/carcassonne/bot';
import { carcassonneCore as core } from '../../games/carcassonne/rules/core';
import type { CarcassonneAction, CarcassonneState } from '../../games/carcassonne/rules/state';
import { chooseAction } from '../../games/shared/bot-player';
import { softmaxShares, type SearchCore } from '../../games/shared/ismcts';
import { createRng } from '../../games/shared/rng';
import { ARENA_GAMES } from '../../tools/arena/arena-games';
import { iterationsOf, ladderPlayer, type Participant } from '../../tools/ladder/participants';
import { randomStep } from '../harness/random-play';

type S = CarcassonneState;
type A = CarcassonneAction;

/** A seeded random 2-player game stopped when `left` tiles (or fewer) remain in the bag, at a tile placement. */
function lateTurn(seed: string, left: number): S {
  const rng = createRng(seed);
  const choices = createRng(`${seed}/choices`);
  const state = core.setup(2, core.defaultOptions(2), rng);
  while (state.bag.length > left || state.step !== 'place') {
    const { seat, action } = randomStep(core, state, choices);
    core.apply(state, seat, action, rng);
  }
  return state;
}

/** The first decision of `participant` in seat `seat` at this position, at 200 iterations (scale 0.01). */
function decide(participant: Participant, state: S, seed: string): A {
  const entry = ARENA_GAMES.carcassonne!;
  const ctx = { ...entry, numPlayers: 2, options: core.defaultOptions(2), matchSeed: seed, seat: state.turn };
  return ladderPlayer(participant, ctx, 0.01).decide(state as never, state.turn) as A;
}

const finalSoftmax: SearchCore<S, A> = {
  ...carcassonneBotCore,
  search: { ...carcassonneSearch, finalRewards: (state) => softmaxShares(state.scores, 12.5) },
};

/**
 * Checks at six seeded positions (`left` tiles in the bag) that `participant` decides exactly as hard
 * searching `searched` would, with the ladder's seeds, and returns how often it decides otherwise than `other`.
 */
function decidesAs(participant: Participant, searched: SearchCore<S, A>, left: number, other: Participant): number {
  let differs = 0;
  for (let i = 0; i < 6; i++) {
    const seed = `${participant}-${i}`;
    const state = lateTurn(seed, left);
    const view = core.view(state, state.turn);
    const expected = chooseAction(searched, view, state.turn, 'hard', `${seed}/seat${state.turn}/0`, {
      maxIterations: 200,
      maxMillis: Infinity,
    }).action;
    const decided = decide(participant, state, seed);
    expect(decided).toEqual(expected);
    if (JSON.stringify(decided) !== JSON.stringify(decide(other, state, seed))) differs++;
  }
  return differs;
}

describe('the hard-fs experiment', () => {
  it('searches as hard with finished playouts judged by the softmax of their scores, and differs from hard near the end', () => {
    expect(iterationsOf('hard-fs', 0.1)).toBe(2_000);
    expect(decidesAs('hard-fs', finalSoftmax, 4, 'hard')).toBe(3);
  });
});

describe('the hard-fs-end experiment', () => {
  it('searches as hard-fs with playouts run to the end, and differs from hard-fs early in a game', () => {
    expect(iterationsOf('hard-fs-end', 0.1)).toBe(2_000);
    const toTheEnd: SearchCore<S, A> = { ...finalSoftmax, search: { ...finalSoftmax.search, playoutDepth: Infinity } };
    expect(decidesAs('hard-fs-end', toTheEnd, 50, 'hard-fs')).toBe(4);
  });
});
