// The arena's parts: the Wilson interval, the per-kind tally, and the MCTSBot player whose framework
// mirror must stay in lockstep with the core for a whole match.
import { describe, expect, it } from 'vitest';
import { highCard } from '../fixtures/high-card';
import { wilson } from '../../tools/arena/arena-stats';
import { ArenaTally } from '../../tools/arena/arena-report';
import { ARENA_GAMES } from '../../tools/arena/arena-games';
import { makePlayer, type BotKind } from '../../tools/arena/arena-players';
import { playMatch } from '../../tools/arena/match';
import { CountingMCTSBot, FrameworkMirror } from '../../tools/arena/framework-mirror';
import { OPTIONS } from './fixture-positions';

describe('arena statistics', () => {
  it('computes the 95% Wilson interval', () => {
    const { low, high } = wilson(8, 10);
    expect(low).toBeCloseTo(0.4902, 3);
    expect(high).toBeCloseTo(0.9433, 3);
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
  });

  it('tallies win shares, scores and decision times per bot kind', () => {
    const tally = new ArenaTally();
    tally.add(['hard', 'random'], {
      seed: 's',
      actions: [],
      scores: [30, 25],
      winners: [0],
      decisionMs: [100, 1],
      decisions: [10, 10],
    });
    tally.add(['random', 'hard'], {
      seed: 't',
      actions: [],
      scores: [20, 20],
      winners: [0, 1],
      decisionMs: [1, 50],
      decisions: [5, 5],
    });
    const [header, hard, random] = tally.lines();
    expect(header).toMatch(/win rate/);
    expect(hard).toMatch(/^hard\s+2\s+75\.0%.*25\.0\s+10\.0 ms$/);
    expect(random).toMatch(/^random\s+2\s+25\.0%/);
  });
});

describe('arena players', () => {
  it('plays a match between every kind, the MCTSBot mirror in lockstep with the core', async () => {
    const entry = ARENA_GAMES.highcard;
    if (!entry) throw new Error('highcard is not registered');
    const kinds: BotKind[] = ['mcts', 'easy', 'random', 'hard'];
    const ctx = {
      ...entry,
      numPlayers: 4,
      options: OPTIONS,
      matchSeed: 'arena',
      search: { maxIterations: 30, maxMillis: Infinity },
      mcts: { iterations: 10, playoutDepth: 10 },
    };
    const players = kinds.map((kind, seat) => makePlayer(kind, { ...ctx, seat }));
    const record = await playMatch(highCard, OPTIONS, 'arena', players);
    expect(record.scores.reduce((a, b) => a + b, 0)).toBe((20 * 21) / 2);
    expect(record.decisions.every((n) => n > 0)).toBe(true);
  });
});

describe('timed MCTSBot', () => {
  it('stops when its time is up, after the iteration that was running, and searches again on the next call', async () => {
    const entry = ARENA_GAMES.highcard;
    if (!entry) throw new Error('highcard is not registered');
    const mirror = new FrameworkMirror<unknown>(entry.game, 2, OPTIONS, 'timed');
    const settings = {
      game: mirror.game,
      enumerate: mirror.game.ai?.enumerate as never,
      seed: 'timed',
      iterations: 1_000,
      playoutDepth: 5,
    };
    const timed = new CountingMCTSBot(settings, 0);
    await timed.play(mirror.state, '0');
    const first = timed.steps;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(6);
    await timed.play(mirror.state, '0');
    expect(timed.steps).toBeGreaterThan(first);
    const untimed = new CountingMCTSBot({ ...settings, iterations: 20 });
    await untimed.play(mirror.state, '0');
    expect(untimed.steps).toBeGreaterThan(6);
  });
});
