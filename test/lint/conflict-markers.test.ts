// No tracked text file keeps a merge's conflict markers (a `<<<<<<< ` line, its `=======` and its
// `>>>>>>> ` line): one was once left in docs/design/architecture.md after a merge.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const TEXT = /\.(ts|tsx|mts|cjs|mjs|js|json|md|css|html|yml|yaml|sh|sql|txt)$/;

describe('merge conflict markers', () => {
  it('are in no tracked text file', () => {
    const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
      .split('\n')
      .filter((file) => TEXT.test(file));
    expect(files.length).toBeGreaterThan(100);
    const marked = files.filter((file) => /^(<{7} |>{7} )/m.test(readFileSync(file, 'utf8')));
    expect(marked).toEqual([]);
  });
});
