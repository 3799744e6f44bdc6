/**
 * The ladder's results, one JSON line per finished game appended as soon as it ends, so an interrupted
 * run loses at most the game it was playing and the next run skips every game already in the file. A
 * last line cut short by the interruption is ignored (and dropped by the next append); any other
 * unreadable line stops the run with its line number. Runs on other machines add to the same file (it is
 * committed): a game found twice (two machines played the same key, with the same result) counts once.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface LadderResult {
  key: string;
  ladder: string;
  /** The participants of the table, before rotation. */
  table: string[];
  set: number;
  rotation: number;
  seed: string;
  scale: number;
  /** The participant in each seat, and each seat's final score. */
  seats: string[];
  scores: number[];
  winners: number[];
  /** Milliseconds spent deciding, and decisions taken, per seat. */
  decisionMs: number[];
  decisions: number[];
  /** The game's wall time in ms, and the machine's 1-minute load average when it ended (absent in old lines). */
  ms?: number;
  load?: number;
}

export function readResults(file: string): LadderResult[] {
  if (!existsSync(file)) return [];
  const lines = readFileSync(file, 'utf8').split('\n');
  const results: LadderResult[] = [];
  const keys = new Set<string>();
  lines.forEach((line, i) => {
    if (line.trim() === '') return;
    try {
      const result = JSON.parse(line) as LadderResult;
      if (!keys.has(result.key)) results.push(result);
      keys.add(result.key);
    } catch (error) {
      const last = lines.slice(i + 1).every((rest) => rest.trim() === '');
      if (!last)
        throw new Error(`${file}: line ${i + 1} is not a result (${(error as Error).message})`, { cause: error });
    }
  });
  return results;
}

/** Appends one result; a last line an interruption cut short is dropped first (its game is played again). */
export function appendResult(file: string, result: LadderResult): void {
  mkdirSync(dirname(file), { recursive: true });
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (text !== '' && !text.endsWith('\n')) writeFileSync(file, text.slice(0, text.lastIndexOf('\n') + 1));
  appendFileSync(file, `${JSON.stringify(result)}\n`);
}
