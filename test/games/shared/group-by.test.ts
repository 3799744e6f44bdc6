// Grouping in one pass (games/shared/group-by.ts): each group keeps the items' order, `value` picks what
// goes in, and `push` extends a group in place (no copy of the group per item).
import { describe, expect, it } from 'vitest';
import { groupBy, push } from '../../../games/shared/group-by';

describe('groupBy', () => {
  it('groups by key, the groups in first-seen order and each in the items’ order', () => {
    const grouped = groupBy(['b1', 'a1', 'b2', 'c1', 'a2'], (s) => s[0]);
    expect([...grouped]).toEqual([
      ['b', ['b1', 'b2']],
      ['a', ['a1', 'a2']],
      ['c', ['c1']],
    ]);
  });

  it('puts what `value` picks in the groups', () => {
    const grouped = groupBy(
      [
        { id: 'x', n: 1 },
        { id: 'y', n: 2 },
        { id: 'x', n: 3 },
      ],
      (r) => r.id,
      (r) => r.n * 10,
    );
    expect([...grouped]).toEqual([
      ['x', [10, 30]],
      ['y', [20]],
    ]);
  });

  it('answers an empty map for no items', () => {
    expect(groupBy([], (n: number) => n).size).toBe(0);
  });
});

describe('push', () => {
  it('extends the group itself, not a copy, and starts a missing one', () => {
    const groups = new Map<string, number[]>([['a', [1]]]);
    const a = groups.get('a')!;
    push(groups, 'a', 2);
    push(groups, 'b', 3);
    expect(groups.get('a')).toBe(a);
    expect([...groups]).toEqual([
      ['a', [1, 2]],
      ['b', [3]],
    ]);
  });
});
