// test/support/equal.ts: the answer is vitest's toEqual, fast or not.
import { describe, expect, it } from 'vitest';
import { expectEqual } from '../support/equal';

describe('expectEqual', () => {
  it('passes equal data, also where only toEqual calls it equal (an undefined key, a class instance)', () => {
    expectEqual({ a: [1, { b: 'c' }] }, { a: [1, { b: 'c' }] });
    expectEqual({ a: 1, b: undefined }, { a: 1 });
    expectEqual(new Map([[1, 2]]), new Map([[1, 2]]));
  });

  it("fails on a difference with vitest's message", () => {
    expect(() => expectEqual({ a: [1, 2] }, { a: [1, 3] }, 'the state')).toThrow(/the state: expected/);
  });
});
