/**
 * Everything the ladder reports, worked out from the results file: each target's status at every budget
 * scale it was played at (the shipped budgets first), each ladder's openskill table per scale, the levels
 * on the players' scale, the load the games were played under, and the Markdown block of docs/bots.md.
 */
import { levelRatings, MIN_SEATS, type LevelRating } from './bot-ratings';
import { iterationsOf, isParticipant } from './participants';
import { headToHead, standings } from './ratings';
import { standingsTable, targetsTable, type LadderSummary, type TargetRow } from './report';
import type { LadderResult } from './results-file';
import { resultsOf, targetName, targetStatus, type Target } from './stopping';

export interface LadderReport {
  rows: TargetRow[];
  summaries: LadderSummary[];
  /** Per game, its shipped levels on the players' scale. */
  ratings: Record<string, Record<string, LevelRating>>;
  /** The 1-minute load averages the games recorded: lowest, median and highest. */
  load: { games: number; low: number; median: number; high: number } | undefined;
  markdown: string[];
}

const byScale = (a: number, b: number) => b - a;

export function ladderReport(targets: readonly Target[], results: readonly LadderResult[], cap?: number): LadderReport {
  const scales = [...new Set(results.map((r) => r.scale))].sort(byScale);
  const rows: TargetRow[] = [...new Set([1, ...scales])].sort(byScale).flatMap((scale) =>
    targets.flatMap((target) => {
      const own = resultsOf(target, scale, results);
      if (own.length === 0 && (scale !== 1 || target.experiment)) return [];
      const timed = own.filter((r) => r.ms !== undefined);
      const msPerGame = timed.length === 0 ? undefined : timed.reduce((a, r) => a + r.ms!, 0) / timed.length;
      return [{ target, name: targetName(target), scale, status: targetStatus(target, own, cap), msPerGame }];
    }),
  );
  const ladders = [...new Set(results.map((r) => r.ladder))].sort();
  const summaries: LadderSummary[] = scales.flatMap((scale) =>
    ladders.flatMap((id) => {
      const own = results.filter((r) => r.ladder === id && r.scale === scale);
      return own.length === 0
        ? []
        : [{ id, scale, games: own.length, standings: standings(own), headToHead: headToHead(own) }];
    }),
  );
  const ratings: LadderReport['ratings'] = {};
  for (const game of new Set(targets.map((t) => t.ladder.game))) {
    const ids = new Set(targets.filter((t) => t.ladder.game === game).map((t) => t.ladder.id));
    const shipped = results.filter((r) => r.scale === 1 && ids.has(r.ladder));
    const levels = levelRatings(shipped);
    if (Object.keys(levels).length > 0) ratings[game] = levels;
  }
  const loads = results.flatMap((r) => (r.load === undefined ? [] : [r.load])).sort((a, b) => a - b);
  const load =
    loads.length === 0
      ? undefined
      : { games: loads.length, low: loads[0]!, median: loads[Math.floor(loads.length / 2)]!, high: loads.at(-1)! };
  return { rows, summaries, ratings, load, markdown: markdown(rows, summaries, ratings, load, results.length) };
}

function markdown(
  rows: readonly TargetRow[],
  summaries: readonly LadderSummary[],
  ratings: LadderReport['ratings'],
  load: LadderReport['load'],
  games: number,
): string[] {
  const out: string[] = [];
  const loadLine = load
    ? ` The ${load.games} games that recorded it ran at a 1-minute load average of ${load.low}-${load.high} (median ${load.median}).`
    : '';
  out.push(`${games} games in \`bench/ladder/results.jsonl\`.${loadLine}`, '');
  for (const scale of [...new Set(rows.map((r) => r.scale))]) {
    const budgets = ['easy', 'medium', 'hard']
      .map((p) => `${p} ${iterationsOf(p as never, scale)!.toLocaleString('en')}`)
      .join(', ');
    const title = scale === 1 ? 'At the shipped budgets' : 'Wider table, at reduced budgets';
    out.push(`**${title} (scale ${scale}: ${budgets} iterations a decision)**`, '');
    out.push(...targetsTable(rows.filter((r) => r.scale === scale)), '');
  }
  const rated = Object.entries(ratings);
  if (rated.length === 0)
    out.push(
      `**The levels on the players\u2019 scale**: not yet given (each level needs ${MIN_SEATS} seats at scale 1 in a game); the server keeps its defaults.`,
      '',
    );
  else {
    out.push(
      '**The levels on the players\u2019 scale** (`docs/bots-ladder.json`: a Plackett-Luce fit of all the games at scale 1, easy at 1000):',
      '',
    );
    out.push('| game | level | rating | 95% interval | seats |', '|---|---|---:|---|---:|');
    for (const [game, levels] of rated)
      for (const [level, r] of Object.entries(levels))
        out.push(`| ${game} | ${level} | ${r.rating} | [${r.low}, ${r.high}] | ${r.seats} |`);
    out.push('');
  }
  out.push('**Every participant, rated per ladder and scale** (openskill, all games of the ladder at that scale):', '');
  for (const summary of summaries)
    out.push(...standingsTable(summary, (p) => (isParticipant(p) ? iterationsOf(p, summary.scale) : undefined)), '');
  return out.slice(0, -1);
}
