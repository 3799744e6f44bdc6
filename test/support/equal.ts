/**
 * `expect(actual).toEqual(expected)` for large plain data (game states, records): Node's strict deep equality
 * first, which is many times faster than vitest's matcher on a whole state, and vitest's matcher (its
 * readable diff, its rules) only when that finds a difference. Strictly equal plain data is always
 * `toEqual`-equal, so the answer is the matcher's.
 */
import { isDeepStrictEqual } from 'node:util';
import { expect } from 'vitest';

export function expectEqual(actual: unknown, expected: unknown, message?: string): void {
  if (!isDeepStrictEqual(actual, expected)) expect(actual, message).toEqual(expected);
}
