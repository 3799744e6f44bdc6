// No modules import each other in a circle, counting type-only imports too (ESLint's import-x/no-cycle
// skips those; docs/design/architecture.md#layers). Reads every source file the repository tracks.
import { describe, expect, it } from 'vitest';
import { cycles, importGraph } from '../support/import-graph';

describe('imports', () => {
  it('finds a circle of two files that import each other', () => {
    expect(
      cycles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', ['a.ts', 'c.ts']],
          ['c.ts', []],
        ]),
      ),
    ).toEqual([['a.ts', 'b.ts']]);
  });

  it('form no circle anywhere in the repository, type-only imports included', () => {
    expect(cycles(importGraph(process.cwd()))).toEqual([]);
  });
});
