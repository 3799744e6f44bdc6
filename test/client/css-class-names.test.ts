// Component styles keep names of their own, so that one class cannot break another (the Emperor's prompt
// once shared `cit-crown` with the crown icon and collapsed to its size). Every stylesheet under client/
// is read: a class is defined in one stylesheet only; a board's stylesheet names every class with its
// own prefix, which no other stylesheet uses; and no component builds a class name out of a value
// (`cit-${type}`), since a game value can equal any other class (docs/design/architecture.md#css-names).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Stylesheets that own a prefix: each of their classes starts with it, and no other stylesheet's does. */
const OWNED_PREFIXES: Record<string, string> = {
  'client/citadels/citadels.css': 'cit',
  'client/carcassonne/carcassonne.css': 'carc',
};

function filesUnder(dir: string, ending: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ending))
    .map((entry) => join(entry.parentPath, entry.name).replaceAll('\\', '/'))
    .sort();
}

/** The class names a stylesheet's selectors use (declarations, comments and strings left out). */
export function classesOf(css: string): Set<string> {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/'[^']*'|"[^"]*"/g, '""');
  const classes = new Set<string>();
  // Each selector list runs from the previous brace (or the start) to the next opening brace.
  for (const [, selector] of text.matchAll(/(?<=^|[{}])([^{}]+)\{/g)) {
    if (!selector || selector.trim().startsWith('@')) continue;
    for (const [, name] of selector.replace(/\[[^\]]*\]/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g))
      if (name) classes.add(name);
  }
  return classes;
}

const prefixOf = (name: string) => name.split('-')[0] ?? name;
const sheets = filesUnder('client', '.css').map((path) => ({ path, classes: classesOf(readFileSync(path, 'utf8')) }));

describe('CSS class names', () => {
  it('reads the classes of every stylesheet, and only from selectors', () => {
    expect(sheets.map((s) => s.path)).toEqual(expect.arrayContaining(Object.keys(OWNED_PREFIXES)));
    const parsed = classesOf(
      ".a .b-c:hover, x.d[data-x='.e'] { color: red; width: 1.5rem; } @media (max-width: 9px) { .f > .g { top: 0.2em; } } /* .h */",
    );
    expect([...parsed].sort()).toEqual(['a', 'b-c', 'd', 'f', 'g']);
  });

  it('defines each class in one stylesheet only', () => {
    const owners = new Map<string, string[]>();
    for (const { path, classes } of sheets)
      for (const name of classes) owners.set(name, [...(owners.get(name) ?? []), path]);
    const shared = [...owners]
      .filter(([, paths]) => paths.length > 1)
      .map(([name, paths]) => `.${name} in ${paths.join(' and ')}`);
    expect(shared).toEqual([]);
  });

  it("gives every class of a board's stylesheet the board's prefix, and that prefix to no other stylesheet", () => {
    const wrong: string[] = [];
    for (const { path, classes } of sheets) {
      const own = OWNED_PREFIXES[path];
      for (const name of classes) {
        if (own !== undefined && prefixOf(name) !== own) wrong.push(`.${name} in ${path} lacks the prefix ${own}-`);
        const other = Object.entries(OWNED_PREFIXES).find(
          ([sheet, prefix]) => sheet !== path && prefixOf(name) === prefix,
        );
        if (other) wrong.push(`.${name} in ${path} uses the prefix of ${other[0]}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('never builds a class name out of a value', () => {
    const built: string[] = [];
    for (const path of filesUnder('client', '.tsx')) {
      const source = readFileSync(path, 'utf8');
      // An interpolation glued to a name (`cit-${type}`), unless it only adds a whole class of its own
      // (`cit-player${active ? ' cit-active' : ''}`).
      for (const [literal] of source.matchAll(/className=\{`[^`]*`\}/g)) {
        for (const [, expression] of literal.matchAll(/[\w-]\$\{([^}]*)\}/g)) {
          if (!/^[^?]+\?\s*' [\w-]+'\s*:\s*''$/.test(expression?.trim() ?? '')) built.push(`${path}: ${literal}`);
        }
      }
    }
    expect(built).toEqual([]);
  });
});
