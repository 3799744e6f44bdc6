/**
 * The ladder's outputs from its statistics: text tables for the terminal and docs/bots.md, the JSON the
 * ratings issue anchors the bots with (docs/bots-ladder.json) and an SVG chart of every ladder's
 * ratings with their 95% intervals (docs/bots-ladder.svg).
 */
import type { HeadToHead, Standing } from './ratings';

export interface LadderSummary {
  id: string;
  numPlayers: number;
  games: number;
  /** Complete paired sets per table: the fewest and the most any table has. */
  pairedSets: { fewest: number; most: number };
  standings: Standing[];
  headToHead: HeadToHead[];
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const fixed = (x: number) => x.toFixed(1);

/** A Markdown table of one ladder's ratings. */
export function standingsTable(summary: LadderSummary, iterations: (p: string) => number | undefined): string[] {
  const rows = summary.standings.map((s) => {
    const budget = iterations(s.participant);
    return `| ${s.participant} | ${budget === undefined ? '' : budget.toLocaleString('en')} | ${fixed(s.mu)} | [${fixed(s.low)}, ${fixed(s.high)}] | ${s.games} | ${pct(s.winShare)} [${pct(s.winLow)}, ${pct(s.winHigh)}] (fair ${pct(s.fairShare)}) | ${fixed(s.averageScore)} | ${Math.round(s.msPerDecision)} |`;
  });
  return [
    `${summary.id}: ${summary.games} games, ${summary.pairedSets.fewest}-${summary.pairedSets.most} complete paired sets per table`,
    '',
    '| participant | iterations | rating (mu) | 95% interval | games | wins (95% interval) | average score | ms a decision |',
    '|---|---:|---:|---|---:|---|---:|---:|',
    ...rows,
  ];
}

/** A Markdown table of who finished ahead of whom. */
export function headToHeadTable(summary: LadderSummary): string[] {
  return [
    '| first | second | games | first ahead (95% interval) |',
    '|---|---|---:|---|',
    ...summary.headToHead.map(
      (h) => `| ${h.a} | ${h.b} | ${h.games} | ${pct(h.share)} [${pct(h.low)}, ${pct(h.high)}] |`,
    ),
  ];
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** One panel per ladder: each participant's rating as a dot on its 95% interval, best at the top. */
export function chartSvg(summaries: readonly LadderSummary[]): string {
  const width = 640;
  const row = 18;
  const left = 90;
  const right = 20;
  const all = summaries.flatMap((s) => s.standings);
  const lo = Math.floor(Math.min(0, ...all.map((s) => s.low)) / 5) * 5;
  const hi = Math.ceil(Math.max(50, ...all.map((s) => s.high)) / 5) * 5;
  const x = (v: number) => left + ((v - lo) / (hi - lo)) * (width - left - right);
  const parts: string[] = [];
  let y = 10;
  for (const summary of summaries) {
    y += 16;
    parts.push(`<text x="4" y="${y}" font-weight="bold">${escape(summary.id)} (${summary.games} games)</text>`);
    y += 6;
    for (const s of summary.standings) {
      y += row;
      parts.push(
        `<text x="${left - 6}" y="${y + 4}" text-anchor="end">${escape(s.participant)}</text>`,
        `<line x1="${x(s.low).toFixed(1)}" y1="${y}" x2="${x(s.high).toFixed(1)}" y2="${y}" stroke="#4a6fa5" stroke-width="3"/>`,
        `<circle cx="${x(s.mu).toFixed(1)}" cy="${y}" r="4" fill="#1d3557"/>`,
      );
    }
    y += 8;
  }
  y += 20;
  for (let v = lo; v <= hi; v += 10)
    parts.push(
      `<line x1="${x(v)}" y1="34" x2="${x(v)}" y2="${y - 14}" stroke="#ddd"/>`,
      `<text x="${x(v)}" y="${y}" text-anchor="middle">${v}</text>`,
    );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${y + 26}" font-family="sans-serif" font-size="12">`,
    '<rect width="100%" height="100%" fill="white"/>',
    ...parts,
    `<text x="${width / 2}" y="${y + 18}" text-anchor="middle" font-size="10">openskill rating (Plackett-Luce), dot = mu, bar = 95% interval</text>`,
    '</svg>',
    '',
  ].join('\n');
}
