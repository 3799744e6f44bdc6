// The post-game analysis (games/history/analysis.ts): deterministic for a seed, and judging each move from
// its mover's view only.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { carcassonneCore, exportRecord as carcassonneRecord } from '../../games/carcassonne';
import { carcassonneBotCore } from '../../games/carcassonne/bot';
import { citadelsCore } from '../../games/citadels/core';
import { citadelsBotCore } from '../../games/citadels/bot';
import { exportRecord, replayRecord } from '../../games/citadels/record';
import { viewRecord } from '../../games/citadels/view-record';
import type { CitadelsState } from '../../games/citadels/rules/types';
import { analyseAll, analyseMove } from '../../games/history/analysis';
import { openRecord } from '../../games/history/history';
import { playRandomGame } from '../harness/random-play';
import { CONFIGURATIONS, secretsFor } from '../citadels/spec';
import { runScript, SCRIPT_TEST_TIMEOUT } from '../support/run-script';
import { leakedSecrets } from '../support/leaks';

const config = CONFIGURATIONS[1]!;
const { steps } = playRandomGame(citadelsCore, config.numPlayers, config.options, 'analysis', 6000);
const citadels = exportRecord({
  numPlayers: config.numPlayers,
  options: config.options,
  seed: 'analysis',
  actions: steps,
});

describe('post-game analysis', () => {
  it('gives identical output for the same record and seed, and other output for another seed', () => {
    const positions = openRecord(citadels).positions.slice(0, 12);
    const run = (seed: string) => JSON.stringify(analyseAll(citadelsBotCore, positions, { iterations: 60 }, seed));
    expect(run('same')).toBe(run('same'));
    expect(run('same')).not.toBe(run('other'));
  });

  it(
    'npm run analyze prints one JSON line per move, the same twice with --seed',
    { timeout: SCRIPT_TEST_TIMEOUT },
    () => {
      const { state } = playRandomGame(carcassonneCore, 2, { farmers: true }, 'cli-analysis', 400);
      const file = join(mkdtempSync(join(tmpdir(), 'analyze-')), 'game.json');
      writeFileSync(file, JSON.stringify(carcassonneRecord(state)));
      const run = () => runScript(['scripts/analyze.ts', 'carcassonne', file, '--seed', 's', '--iterations', '10']);
      const out = run();
      const lines = out
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(lines).toHaveLength(openRecord(carcassonneRecord(state)).positions.length);
      for (const line of lines) {
        expect(line.before).toBeGreaterThanOrEqual(0);
        expect(line.before).toBeLessThanOrEqual(1);
        expect(line.after).toBeGreaterThanOrEqual(0);
        expect(line.mistake).toBe(line.before - line.after > 0.1);
        expect(line.best.type).toMatch(/placeTile|placeMeeple|skipMeeple/);
      }
      expect(run()).toBe(out);
    },
  );

  it("hands each move to the search as the mover saw it: no other seat's secret is in any position", () => {
    const states: CitadelsState[] = [];
    replayRecord(citadels, (state) => states.push(structuredClone(state)));
    const { positions } = openRecord(citadels);
    expect(positions).toHaveLength(states.length);
    positions.forEach((position, i) => {
      const text = JSON.stringify(position.view);
      expect(leakedSecrets(text, secretsFor(states[i] as CitadelsState, position.seat))).toEqual([]);
    });
  });

  it('judges a move alike whatever the mover could not see (another hand, the deck order)', () => {
    const states: CitadelsState[] = [];
    replayRecord(citadels, (state) => states.push(structuredClone(state)));
    const { positions } = openRecord(citadels);
    // A calling-phase move, by a seat whose opponent holds cards.
    const next = (seat: number) => (seat + 1) % config.numPlayers;
    const n = positions.findIndex(
      (p, i) =>
        (states[i] as CitadelsState).phase === 'calling' &&
        (states[i] as CitadelsState).hands[next(p.seat)]!.length > 0,
    );
    const position = positions[n]!;
    const state = states[n] as CitadelsState;
    const other = next(position.seat);
    // Swap the opponent's hand with cards of the deck and reverse the deck: hidden from the mover.
    const changed = structuredClone(state);
    const k = changed.hands[other]!.length;
    const swapped = changed.deck.splice(0, k, ...changed.hands[other]!);
    changed.hands[other] = swapped;
    changed.deck.reverse();
    expect(changed).not.toEqual(state);
    const seen = citadelsCore.view(changed, position.seat);
    expect(seen).toEqual(position.view);
    const judge = (view: unknown) => analyseMove(citadelsBotCore, { ...position, view }, { iterations: 200 }, 'hidden');
    expect(judge(seen)).toEqual(judge(position.view));
  });

  it("judges a seat's own moves from its view-only record exactly as from the full record", () => {
    const full = openRecord(citadels)
      .positions.filter((p) => p.seat === 0)
      .slice(0, 8);
    const own = openRecord(JSON.parse(JSON.stringify(viewRecord(citadels, 0)))).positions;
    expect(own.every((p) => p.seat === 0)).toBe(true);
    expect(own.length).toBe(openRecord(citadels).positions.filter((p) => p.seat === 0).length);
    own.slice(0, 8).forEach((position, i) => {
      expect(position.view).toEqual(full[i]!.view);
      const a = analyseMove(citadelsBotCore, position, { iterations: 40 }, `m${i}`);
      const b = analyseMove(citadelsBotCore, full[i]!, { iterations: 40 }, `m${i}`);
      expect(a).toEqual(b);
    });
  });

  it('finds the win chance of a forced move too (the last move of a Carcassonne game)', () => {
    const { state } = playRandomGame(carcassonneCore, 2, { farmers: true }, 'forced', 400);
    const { positions } = openRecord(carcassonneRecord(state));
    const last = analyseMove(carcassonneBotCore, positions[positions.length - 1]!, { iterations: 30 }, 'end');
    expect(Number.isFinite(last.before)).toBe(true);
    expect(Number.isFinite(last.after)).toBe(true);
  });
});

describe('the analysis engine runs in a browser Web Worker too', () => {
  it('imports no Node module, directly or through the modules it uses', () => {
    const seen = new Set<string>();
    const resolveModule = (from: string, spec: string) => {
      const base = resolve(dirname(from), spec);
      return [base, `${base}.ts`, join(base, 'index.ts')].find((f) => existsSync(f) && f.endsWith('.ts')) as string;
    };
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(/^(?:import|export) [^;]*? from '([^']+)';/gm)) {
        expect(spec, `${file} imports ${spec}`).not.toMatch(/^node:|^(fs|path|os|child_process|worker_threads)$/);
        if (spec!.startsWith('.')) visit(resolveModule(file, spec!));
      }
    };
    for (const file of ['client/history/analysis-protocol.ts', 'games/history/analysis.ts', 'games/history/history.ts'])
      visit(resolve(file));
    expect(seen.size).toBeGreaterThan(10);
  });
});
