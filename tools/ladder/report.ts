/**
 * The ladder's outputs from its statistics, as text: the targets' table (each target's share against its
 * goal, the 95% and the stopping intervals and the verdict), each ladder's openskill table (the wider
 * table), the SVG chart of the targets (docs/bots-ladder.svg), and the block of docs/bots.md between its
 * `<!-- ladder-report:start -->` and `<!-- ladder-report:end -->` markers that holds them.
 */
import type { HeadToHead, Standing } from './ratings';
import { SEQUENTIAL_Z, type Target, type TargetStatus } from './stopping';

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const fixed = (x: number) => x.toFixed(1);

/** One ladder's openskill ratings at one scale. */
export interface LadderSummary {
  id: string;
  scale: number;
  games: number;
  standings: Standing[];
  /** Who finished ahead of whom (in the JSON only). */
  headToHead: HeadToHead[];
}

/** A target's measure at one scale. */
export interface TargetRow {
  target: Target;
  name: string;
  scale: number;
  status: TargetStatus;
  /** The average wall time of its games in ms (undefined when none recorded it). */
  msPerGame: number | undefined;
}

const VERDICTS = {
  above: 'decided: above',
  below: 'decided: below',
  open: 'open',
  cap: 'undecided at the cap',
} as const;

/** A Markdown table of the targets. */
export function targetsTable(rows: readonly TargetRow[]): string[] {
  return [
    `| target | measure | goal | paired sets | games | share | 95% interval | stopping interval (z ${SEQUENTIAL_Z}) | verdict | min a game |`,
    '|---|---|---:|---:|---:|---:|---|---|---|---:|',
    ...rows.map(({ target, name, status: s, msPerGame }) => {
      const measure = target.rival ? `ahead of ${target.rival}` : `wins`;
      const minutes = msPerGame === undefined ? '' : (msPerGame / 60_000).toFixed(1);
      const extra = s.uncounted > 0 ? ` (${s.uncounted} more game${s.uncounted === 1 ? '' : 's'} not counted yet)` : '';
      const figures =
        s.games === 0
          ? ['', '', ''].join(' | ')
          : `${pct(s.share)} | [${pct(s.low)}, ${pct(s.high)}] | [${pct(s.seqLow)}, ${pct(s.seqHigh)}]`;
      return `| ${name} | ${measure} | ${pct(target.goal)} | ${s.sets} | ${s.games} | ${figures} | ${VERDICTS[s.verdict]}${extra} | ${minutes} |`;
    }),
  ];
}

/** A Markdown table of one ladder's ratings. */
export function standingsTable(summary: LadderSummary, iterations: (p: string) => number | undefined): string[] {
  const rows = summary.standings.map((s) => {
    const budget = iterations(s.participant);
    return `| ${s.participant} | ${budget === undefined ? '' : budget.toLocaleString('en')} | ${fixed(s.mu)} | [${fixed(s.low)}, ${fixed(s.high)}] | ${s.games} | ${pct(s.winShare)} [${pct(s.winLow)}, ${pct(s.winHigh)}] (fair ${pct(s.fairShare)}) | ${fixed(s.averageScore)} | ${Math.round(s.msPerDecision)} |`;
  });
  return [
    `${summary.id} at scale ${summary.scale}: ${summary.games} games`,
    '',
    '| participant | iterations | rating (mu) | 95% interval | seats | wins a seat (95% interval) | average score | ms a decision |',
    '|---|---:|---:|---|---:|---|---:|---:|',
    ...rows,
  ];
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** One row per target: its share as a dot on its 95% interval, its goal as a red tick, 0-100% across. */
export function chartSvg(rows: readonly TargetRow[]): string {
  const width = 720;
  const row = 20;
  const left = 300;
  const right = 20;
  const x = (v: number) => (left + v * (width - left - right)).toFixed(1);
  const parts: string[] = [];
  let y = 14;
  for (const scale of [...new Set(rows.map((r) => r.scale))].sort((a, b) => b - a)) {
    y += 16;
    parts.push(`<text x="4" y="${y}" font-weight="bold">scale ${scale}</text>`);
    for (const { target, name, status: s } of rows.filter((r) => r.scale === scale)) {
      y += row;
      const colour = s.verdict === 'above' ? '#2a9d8f' : s.verdict === 'below' ? '#e76f51' : '#4a6fa5';
      parts.push(
        `<text x="${left - 8}" y="${y + 4}" text-anchor="end">${escape(name)} (${s.sets} sets)</text>`,
        `<line x1="${x(s.seqLow)}" y1="${y}" x2="${x(s.seqHigh)}" y2="${y}" stroke="#bbb" stroke-width="1"/>`,
        `<line x1="${x(s.low)}" y1="${y}" x2="${x(s.high)}" y2="${y}" stroke="${colour}" stroke-width="4"/>`,
        `<circle cx="${x(s.share)}" cy="${y}" r="4" fill="#1d3557"/>`,
        `<line x1="${x(target.goal)}" y1="${y - 7}" x2="${x(target.goal)}" y2="${y + 7}" stroke="#d62828" stroke-width="2"/>`,
      );
    }
    y += 6;
  }
  y += 20;
  for (let v = 0; v <= 100; v += 10)
    parts.push(
      `<line x1="${x(v / 100)}" y1="24" x2="${x(v / 100)}" y2="${y - 14}" stroke="#eee"/>`,
      `<text x="${x(v / 100)}" y="${y}" text-anchor="middle">${v}%</text>`,
    );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${y + 26}" font-family="sans-serif" font-size="12">`,
    '<rect width="100%" height="100%" fill="white"/>',
    ...parts,
    `<text x="${(left + width) / 2}" y="${y + 18}" text-anchor="middle" font-size="10">share (dot), 95% interval (bar), stopping interval (grey), goal (red)</text>`,
    '</svg>',
    '',
  ].join('\n');
}

/** `text` with the lines between the `<!-- name:start -->` and `<!-- name:end -->` lines replaced by `body`. */
export function replaceBlock(text: string, name: string, body: readonly string[]): string {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const lines = text.split('\n');
  const from = lines.indexOf(start);
  const to = lines.indexOf(end);
  if (from < 0 || to < from) throw new Error(`no ${start} ... ${end} block`);
  return [...lines.slice(0, from + 1), ...body, ...lines.slice(to)].join('\n');
}
