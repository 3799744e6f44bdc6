/** Tallies arena results per bot kind and prints them: win rate with a 95% Wilson interval, score, time. */
import type { MatchRecord } from './match';
import { wilson } from './arena-stats';

interface Tally {
  seats: number;
  wins: number;
  score: number;
  ms: number;
  decisions: number;
}

export class ArenaTally {
  private readonly byKind = new Map<string, Tally>();

  /** Adds one finished match; a tie for first gives each tied seat an equal share of the win. */
  add(kinds: readonly string[], record: MatchRecord<unknown>): void {
    kinds.forEach((kind, seat) => {
      const t = this.byKind.get(kind) ?? { seats: 0, wins: 0, score: 0, ms: 0, decisions: 0 };
      t.seats++;
      if (record.winners.includes(seat)) t.wins += 1 / record.winners.length;
      t.score += record.scores[seat] ?? 0;
      t.ms += record.decisionMs[seat] ?? 0;
      t.decisions += record.decisions[seat] ?? 0;
      this.byKind.set(kind, t);
    });
  }

  lines(): string[] {
    const pad = (text: string, width: number) => text.padEnd(width);
    const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
    const header = `${pad('bot', 8)}${pad('seats', 7)}${pad('win rate', 10)}${pad('95% CI', 17)}${pad('avg score', 11)}avg decision`;
    const rows = [...this.byKind].map(([kind, t]) => {
      const ci = wilson(t.wins, t.seats);
      const ms = t.decisions === 0 ? 0 : t.ms / t.decisions;
      return `${pad(kind, 8)}${pad(String(t.seats), 7)}${pad(pct(t.wins / t.seats), 10)}${pad(`[${pct(ci.low)}, ${pct(ci.high)}]`, 17)}${pad((t.score / t.seats).toFixed(1), 11)}${ms.toFixed(1)} ms`;
    });
    return [header, ...rows];
  }
}
