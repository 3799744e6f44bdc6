// The Carcassonne stylesheet's classes have names of their own: every class it styles starts with `carc`
// (so no other component's stylesheet can restyle the board, nor this one another component), and the
// board's components use only those classes and the shell's shared ones (client/styles.css).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The class names a stylesheet's selectors use. */
const classesOf = (css: string) =>
  new Set([...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.tsx') ? [join(dir, entry.name)] : [],
  );
}

/** The class names the components write in `className` strings. */
function usedClasses(files: string[]): Set<string> {
  const names = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/className=\{?[^\n>]*?['"`]([^'"`]+)['"`]/g)].flatMap((m) =>
      m[1]!.split(/\s+/),
    ),
  );
  return new Set(names.filter((name) => /^[a-z]/.test(name)));
}

describe('the Carcassonne stylesheet', () => {
  const own = classesOf(readFileSync('client/carcassonne/carcassonne.css', 'utf8'));

  it('styles only classes named carc or carc-…', () => {
    expect(own.size).toBeGreaterThan(50);
    expect([...own].filter((name) => name !== 'carc' && !name.startsWith('carc-'))).toEqual([]);
  });

  it("holds every class the board uses, or the class is the shell's", () => {
    const shell = classesOf(readFileSync('client/styles.css', 'utf8'));
    const used = usedClasses(sources('client/carcassonne'));
    expect(used.has('carc-viewport')).toBe(true);
    expect([...used].filter((name) => !own.has(name) && !shell.has(name) && !name.startsWith('carc-'))).toEqual([]);
  });
});
