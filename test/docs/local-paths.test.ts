// No tracked file points into a developer's machine: documents and code cite files by their path in the
// repository (a Markdown link, or a path such as docs/rules/citadels.md), never by an absolute path such
// as /work/…, /home/… or C:\… that exists on one computer only.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** An absolute path into a user's or a build machine's folders (system paths like /usr/bin or /dev/null are fine). */
const LOCAL_PATH = /(?<![\w.~-])(?:\/(?:work|home|Users|root|mnt|srv|opt)\/[\w.-]|[A-Za-z]:\\[\w.-])/;

function localPaths(text: string): string[] {
  return text.split('\n').flatMap((line, i) => (LOCAL_PATH.test(line) ? [`${i + 1}: ${line.trim()}`] : []));
}

describe("paths on a developer's machine", () => {
  it('are recognised, and repository paths, URLs and system paths are not', () => {
    expect(localPaths('Rules: `/work/shared/rules/citadels.md`')).toEqual([
      '1: Rules: `/work/shared/rules/citadels.md`',
    ]);
    expect(localPaths('see /home/ann/notes.md\nor C:\\Users\\ann')).toHaveLength(2);
    expect(
      localPaths('[rules](../../docs/rules/citadels.md), https://example.com/work/x, /usr/bin/chromium, docs/work/x'),
    ).toEqual([]);
  });

  it('appear in no tracked text file', () => {
    const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
      .split('\n')
      .filter(
        (f) =>
          /\.(md|ts|tsx|js|json|ya?ml|sh|cfg|css|html)$/.test(f) &&
          f !== 'package-lock.json' &&
          f !== 'test/docs/local-paths.test.ts',
      );
    const found = files.flatMap((file) => localPaths(readFileSync(file, 'utf8')).map((hit) => `${file}:${hit}`));
    expect(found).toEqual([]);
  });
});
