// The IS-MCTS search on the high-card fixture: legal, deterministic for a seed, budgeted, uses the hints.
import { describe, expect, it, vi } from 'vitest';
import { highCard, type HighCardAction, type HighCardState } from '../fixtures/high-card';
import { ismcts, outcomeRewards, type SearchCore, type SearchOptions } from '../../games/shared/ismcts';
import type { Rng } from '../../games/shared/rng';
import { BOT_LEVELS } from '../../games/shared/bot-levels';
import { chooseAction } from '../../games/shared/bot-player';
import { position, positions } from './fixture-positions';

const core = highCard as SearchCore<HighCardState, HighCardAction>;
const SMALL: SearchOptions = {
  maxIterations: 60,
  maxMillis: Infinity,
  playoutDepth: 50,
  exploration: 0.7,
  marginWeight: 0.1,
  temperature: 0,
};
const seatToMove = (s: HighCardState) => highCard.activeSeats(s)[0] as number;

describe('ismcts', () => {
  it('returns one of the legal actions at every position', () => {
    for (const state of positions(30)) {
      const seat = seatToMove(state);
      const { action } = ismcts(core, highCard.view(state, seat), seat, SMALL, 'legal');
      expect(highCard.refusal(state, seat, action)).toBeUndefined();
    }
  });

  it('returns the same action and statistics for the same seed when bounded by iterations', () => {
    const state = position('det', 3, 2);
    const seat = seatToMove(state);
    const run = () => ismcts(core, highCard.view(state, seat), seat, SMALL, 'same');
    const [a, b] = [run(), run()];
    expect(a.action).toEqual(b.action);
    expect({ ...a.stats, ms: 0 }).toEqual({ ...b.stats, ms: 0 });
  });

  it('leaves the view it searches untouched', () => {
    const state = position('pure', 3, 4);
    const seat = seatToMove(state);
    const view = highCard.view(state, seat);
    const before = JSON.stringify(view);
    ismcts(core, view, seat, SMALL, 'pure');
    expect(JSON.stringify(view)).toBe(before);
  });

  it('stops at the iteration budget and reports its work', () => {
    const state = position('budget', 2, 0);
    const { stats } = ismcts(core, highCard.view(state, 0), 0, { ...SMALL, maxIterations: 25 }, 'b');
    expect(stats.iterations).toBe(25);
    expect(stats.treeSteps).toBeGreaterThanOrEqual(25);
    expect(stats.playoutSteps).toBeGreaterThan(0);
  });

  it('still answers legally when the time budget is already spent', () => {
    const state = position('time', 2, 0);
    const { action, stats } = ismcts(core, highCard.view(state, 0), 0, { ...SMALL, maxMillis: 0 }, 't');
    expect(stats.iterations).toBe(0);
    expect(highCard.refusal(state, 0, action)).toBeUndefined();
  });

  it('plays a lone legal action without searching', () => {
    const state: HighCardState = { hands: [['c1'], ['c2']], deck: [], played: [['c3'], ['c4']], turn: 0 };
    const { action, stats } = ismcts(core, highCard.view(state, 0), 0, SMALL, 'one');
    expect(action).toEqual({ type: 'play', card: 'c1' });
    expect(stats.iterations).toBe(0);
  });

  it('draws while the deck lasts, since every card held is eventually scored', () => {
    const state = position('draw', 2, 0);
    const { action } = ismcts(core, highCard.view(state, 0), 0, { ...SMALL, maxIterations: 1500 }, 'd');
    expect(action).toEqual({ type: 'draw' });
  });

  it('refuses to search for a seat with no legal action', () => {
    const state = position('idle', 2, 0);
    expect(() => ismcts(core, highCard.view(state, 1), 1, SMALL, 'x')).toThrow(/no legal action/);
  });

  it('uses the game-supplied clone, action key, playout policy and evaluation', () => {
    const search = {
      clone: vi.fn((s: HighCardState) => structuredClone(s)),
      actionKey: vi.fn((a: HighCardAction) => (a.type === 'draw' ? 'draw' : a.card)),
      playoutPolicy: vi.fn(
        (_s: HighCardState, _seat: number, legal: () => HighCardAction[]) => legal()[0] as HighCardAction,
      ),
      evaluate: vi.fn(() => 0.5),
      playoutDepth: 1,
    };
    const state = position('hints', 2, 0);
    const { action } = ismcts({ ...core, search }, highCard.view(state, 0), 0, SMALL, 'h');
    expect(highCard.refusal(state, 0, action)).toBeUndefined();
    for (const hook of [search.clone, search.actionKey, search.playoutPolicy, search.evaluate])
      expect(hook).toHaveBeenCalled();
  });

  it("makes every sample after the first with the game's resample, from the last one, deciding alike", () => {
    const state = position('resample', 2, 0);
    const view = highCard.view(state, 0);
    const samples: HighCardState[] = [];
    const handed: HighCardState[] = [];
    const search = {
      clone: (s: HighCardState) => {
        samples.push(s);
        return s;
      },
      resample: vi.fn((used: HighCardState, from: HighCardState, seat: number, rng: Rng) => {
        handed.push(used);
        const next = core.determinize(from, seat, rng);
        samples.push(next);
        return next;
      }),
    };
    const plain = ismcts({ ...core, search: { clone: search.clone } }, view, 0, SMALL, 'r');
    samples.length = 0;
    const recycled = ismcts({ ...core, search }, view, 0, SMALL, 'r');
    expect(recycled).toEqual({ ...plain, stats: { ...plain.stats, ms: recycled.stats.ms } });
    expect(search.resample).toHaveBeenCalledTimes(SMALL.maxIterations - 1);
    expect(handed).toEqual(samples.slice(0, -1));
    handed.forEach((used, i) => expect(used).toBe(samples[i]));
  });

  it('searches only the root actions the game keeps, judging them once per search', () => {
    const state = position('draw', 2, 0);
    const view = highCard.view(state, 0);
    const rootPrune = vi.fn((_view: HighCardState, _seat: number, actions: HighCardAction[]) =>
      actions.filter((a) => a.type !== 'draw').slice(0, 1),
    );
    const result = ismcts({ ...core, search: { rootPrune } }, view, 0, { ...SMALL, maxIterations: 300 }, 'd');
    expect(rootPrune).toHaveBeenCalledTimes(1);
    expect(result.root.map((r) => r.action)).toEqual([rootPrune.mock.results[0]!.value[0]]);
    expect(result.action).not.toEqual({ type: 'draw' });
  });

  it('judges a finished playout by the game-supplied final rewards', () => {
    const state = position('final', 2, 0);
    const finalRewards = vi.fn(() => [0.25, 0.75]);
    const search = { finalRewards, playoutDepth: Infinity };
    const { root } = ismcts({ ...core, search }, highCard.view(state, 0), 0, SMALL, 'f');
    expect(finalRewards).toHaveBeenCalled();
    for (const { value } of root) expect(value).toBe(0.25);
  });
});

describe('multi-observer search', () => {
  const full = (a: HighCardAction) => (a.type === 'draw' ? 'draw' : a.card);

  it('decides exactly as single-observer search when every seat observes every move in full', () => {
    for (const state of positions(10)) {
      const seat = seatToMove(state);
      const view = highCard.view(state, seat);
      const single = ismcts(core, view, seat, SMALL, 'mo');
      const multi = ismcts({ ...core, search: { observation: full } }, view, seat, SMALL, 'mo');
      expect(multi.action).toEqual(single.action);
      expect({ ...multi.stats, ms: 0 }).toEqual({ ...single.stats, ms: 0 });
    }
  });

  it('answers legally and deterministically when other seats only see that a card was played', () => {
    const observation = (a: HighCardAction, actor: number, observer: number) => (actor === observer ? full(a) : a.type);
    const hiding = { ...core, search: { observation } };
    for (const state of positions(10)) {
      const seat = seatToMove(state);
      const run = () => ismcts(hiding, highCard.view(state, seat), seat, SMALL, 'hidden');
      const [a, b] = [run(), run()];
      expect(highCard.refusal(state, seat, a.action)).toBeUndefined();
      expect(b.action).toEqual(a.action);
    }
  });
});

describe('outcome rewards', () => {
  it('gives the winner most of the reward and splits ties', () => {
    const [win, loss] = outcomeRewards([30, 10], [0], 0.1);
    expect(win).toBeCloseTo(0.9 + (0.1 * (1 + 20 / 30)) / 2);
    expect(loss).toBeCloseTo((0.1 * (1 - 20 / 30)) / 2);
    expect(outcomeRewards([5, 5], [0, 1], 0)).toEqual([0.5, 0.5]);
  });
});

describe('levels', () => {
  it('every level answers legally with its own preset shortened', () => {
    const state = position('levels', 4, 3);
    const seat = seatToMove(state);
    for (const level of BOT_LEVELS) {
      const { action } = chooseAction(core, highCard.view(state, seat), seat, level, 'lv', {
        maxIterations: 30,
        maxMillis: Infinity,
      });
      expect(highCard.refusal(state, seat, action)).toBeUndefined();
    }
  });

  it("reports each root action's visits and mean reward, searches a move the prune would leave out, and a lone move on request", () => {
    const state = position('root', 3, 2);
    const seat = seatToMove(state);
    const view = highCard.view(state, seat);
    const legal = highCard.legalActions(view, seat);
    const [kept, dropped] = legal as [HighCardAction, HighCardAction];
    const pruned = { ...core, search: { prune: () => [kept] } } as SearchCore<HighCardState, HighCardAction>;
    const alone = ismcts(pruned, view, seat, SMALL, 'root');
    expect(alone.stats.iterations).toBe(0);
    expect(alone.root).toEqual([{ action: kept, visits: 0, value: NaN }]);
    const forced = ismcts(pruned, view, seat, SMALL, 'root', { searchAlone: true });
    expect(forced.stats.iterations).toBe(SMALL.maxIterations);
    expect(forced.root[0]!.visits).toBe(SMALL.maxIterations);
    const both = ismcts(pruned, view, seat, SMALL, 'root', { include: dropped });
    expect(both.root.map((r) => r.action)).toEqual([kept, dropped]);
    expect(both.root.reduce((sum, r) => sum + r.visits, 0)).toBe(SMALL.maxIterations);
    for (const r of both.root) expect(r.value).toBeGreaterThanOrEqual(0);
    for (const r of both.root) expect(r.value).toBeLessThanOrEqual(1);
  });
});
