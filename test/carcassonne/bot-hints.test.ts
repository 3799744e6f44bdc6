// The fair bot's Carcassonne hints (games/carcassonne/bot.ts) with the river and the abbot
// (docs/rules/carcassonne.md#river-secrets, docs/rules/carcassonne.md#abbot-return): the search's fast
// determinization is the rules one, playouts play only legal moves and take the abbot back now and then,
// and the bot chooses legal moves from a seat's view in River and Abbot games.
import { describe, expect, it } from 'vitest';
import { carcassonneBotCore, carcassonneSearch, searchDeterminize } from '../../games/carcassonne/bot';
import { isRiverKind } from '../../games/carcassonne/data/tile-sets';
import { carcassonneCore as core } from '../../games/carcassonne/rules/core';
import type { CarcassonneAction, CarcassonneOptions, CarcassonneState } from '../../games/carcassonne/rules/state';
import { chooseAction } from '../../games/shared/bot-player';
import { createRng } from '../../games/shared/rng';
import { randomStep } from '../harness/random-play';

const BOTH: CarcassonneOptions = { farmers: true, river: true, abbot: true };

/** A seeded random game with these options, stopped after `steps` actions. */
function position(options: CarcassonneOptions, seed: string, steps: number): CarcassonneState {
  const rng = createRng(seed);
  const choices = createRng(`${seed}/choices`);
  const state = core.setup(3, options, rng);
  for (let i = 0; i < steps && !core.isOver(state); i++) {
    const { seat, action } = randomStep(core, state, choices);
    core.apply(state, seat, action, rng);
  }
  return state;
}

/** The state without what the search sample leaves out (the logs), with its sparse arrays as records. */
const withoutLogs = ({ history: _history, scoreLog: _scoreLog, parent, features, ...rest }: CarcassonneState) => ({
  ...rest,
  parent: { ...parent },
  features: { ...features },
});

describe('Carcassonne hints with the river and the abbot', () => {
  const states = [2, 15, 60].map((at, i) => position(BOTH, `hints-${i}`, at));

  it('samples the bag as the rules do, river stack first and the lake last, without touching the view', () => {
    expect(isRiverKind(states[0]!.current!)).toBe(true);
    for (const state of states) {
      const view = core.view(state, 0);
      const before = JSON.stringify(view);
      const fast = searchDeterminize(view, 0, createRng('d'));
      const full = core.determinize(view, 0, createRng('d'));
      expect(withoutLogs(fast)).toEqual(withoutLogs(full));
      fast.figures!.abbot![0] = 99;
      expect(JSON.stringify(view)).toBe(before);
    }
  });

  it('plays only legal moves in playouts, and takes the abbot back in some', () => {
    const rng = createRng('policy');
    let returns = 0;
    for (let game = 0; game < 20; game++) {
      const s = position(BOTH, `policy-${game}`, 20);
      while (!core.isOver(s)) {
        const action = carcassonneSearch.playoutPolicy?.(
          s,
          s.turn,
          () => core.legalActions(s, s.turn),
          rng,
        ) as CarcassonneAction;
        expect(core.refusal(s, s.turn, action)).toBeUndefined();
        if (action.type === 'returnAbbot') returns++;
        core.apply(s, s.turn, action, rng);
      }
    }
    expect(returns).toBeGreaterThan(0);
  });

  it('keys the abbot apart from a meeple on the same cloister', () => {
    const meeple = carcassonneSearch.actionKey?.({ type: 'placeMeeple', location: 'monastery' });
    const abbot = carcassonneSearch.actionKey?.({ type: 'placeMeeple', location: 'monastery', figure: 'abbot' });
    expect(abbot).not.toEqual(meeple);
    expect(carcassonneSearch.actionKey?.({ type: 'returnAbbot' })).not.toEqual(
      carcassonneSearch.actionKey?.({ type: 'skipMeeple' }),
    );
  });

  it('lets the bot choose a legal move from its view in every phase of a River and Abbot game', () => {
    for (const state of states) {
      const seat = state.turn;
      const { action } = chooseAction(carcassonneBotCore, core.view(state, seat), seat, 'easy', 'seed', {
        maxIterations: 60,
        maxMillis: Infinity,
      });
      expect(core.refusal(state, seat, action)).toBeUndefined();
    }
  });
});

describe('the fair bot with Traders & Builders and every other option (docs/rules/carcassonne.md#traders-builders)', () => {
  const ALL: CarcassonneOptions = {
    farmers: true,
    river: true,
    abbot: true,
    innsCathedrals: true,
    tradersBuilders: true,
  };

  it('the search determinization is the rules one mid-game: goods and the double turn kept, the same moves end alike', () => {
    const state = position(ALL, 'tb-sample', 120);
    const view = core.view(state, state.turn);
    const fast = searchDeterminize(carcassonneSearch.prepare!(view), state.turn, createRng('d'));
    const full = core.determinize(view, state.turn, createRng('d'));
    expect(withoutLogs(fast)).toEqual(withoutLogs(full));
    const choices = createRng('moves');
    while (!core.isOver(full)) {
      const { seat, action } = randomStep(core, full, choices);
      core.apply(full, seat, action, createRng('unused'));
      core.apply(fast, seat, action, createRng('unused'));
    }
    expect(fast.scores).toEqual(full.scores);
    expect(fast.goods).toEqual(full.goods);
  });

  it('makes each later sample from the last one exactly as a fresh sample, the view untouched (`resample`)', () => {
    let sentHome = 0;
    let samples = 0;
    for (const [i, at] of [0, 40, 41, 150, 151, 230].entries()) {
      const state = position(ALL, `resample-${i}`, at);
      const seat = state.turn;
      const view = carcassonneSearch.prepare!(core.view(state, seat));
      const before = JSON.stringify(view);
      const recycled = createRng(`r-${i}`);
      const fresh = createRng(`r-${i}`);
      const play = createRng(`p-${i}`);
      let used = searchDeterminize(view, seat, recycled);
      expect(used).toStrictEqual(searchDeterminize(view, seat, fresh));
      for (let iteration = 0; iteration < 40; iteration++) {
        for (let step = 0; step < 30 && !core.isOver(used); step++) {
          const { seat: mover, action } = randomStep(core, used, play);
          core.apply(used, mover, action, play);
        }
        if (!core.isOver(used)) carcassonneSearch.rewards!(used);
        if (Object.keys(view.meeples).some((key) => used.meeples[key] === undefined)) sentHome++;
        const next = carcassonneSearch.resample!(used, view, seat, recycled);
        const expected = searchDeterminize(view, seat, fresh);
        expect(next).toStrictEqual(expected);
        expect(Object.keys(next.board)).toEqual(Object.keys(expected.board));
        expect(Object.keys(next.meeples)).toEqual(Object.keys(expected.meeples));
        used = next;
        samples++;
      }
      expect(JSON.stringify(view)).toBe(before);
    }
    expect({ samples, sentHome }).toEqual({ samples: 240, sentHome: 112 });
  });

  it('plays a whole two-player game to the end from its views, never refused, placing builders and pigs', () => {
    const rng = createRng('tb-bot-game');
    const state = core.setup(2, ALL, rng);
    const figures = new Set<string>();
    while (!core.isOver(state)) {
      const seat = state.turn;
      const { action } = chooseAction(carcassonneBotCore, core.view(state, seat), seat, 'easy', `tb-${state.turns}`, {
        maxIterations: 8,
        maxMillis: Infinity,
      });
      expect(core.refusal(state, seat, action)).toBeUndefined();
      if (action.type === 'placeMeeple' && action.figure !== undefined) figures.add(action.figure);
      core.apply(state, seat, action, rng);
    }
    expect(state.turns).toBeGreaterThan(100);
    expect([...figures].sort()).toEqual(expect.arrayContaining(['builder', 'pig']));
  }, 120_000);
});
