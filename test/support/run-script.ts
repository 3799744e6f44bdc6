/**
 * One of the repository's scripts run in a process of its own, as its npm script runs it (node with tsx),
 * without npx's lookup, and the test timeout such a test needs: a second process starting TypeScript takes
 * 5-20 s on a loaded 2-core machine, past vitest's default.
 */
import { execFileSync } from 'node:child_process';

export const SCRIPT_TEST_TIMEOUT = 120_000;

/** The script's standard output; `args` start with the script's path (`scripts/replay.ts`). */
export function runScript(args: readonly string[], env?: NodeJS.ProcessEnv): string {
  return execFileSync(process.execPath, ['--import', 'tsx', ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(env && { env }),
  });
}
