// Figures are data (docs/design/expansions.md#figure-kinds): no code in client/carcassonne or the rules of
// games/carcassonne names a figure other than the meeple as a string literal to single it out
// (`figure === 'abbot'`, `figure="pig"`). What a figure is, does and looks like is its row in
// games/carcassonne/data/figures.ts; what it is called is its entry in client/carcassonne/figure-words.ts.
// Comments are left out; so are the words tables themselves.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXTRA_FIGURES } from '../../games/carcassonne/data/figures';

/** The files that may name figures: the rows, their words, the message tables. */
const WORDS_FILES = new Set([
  'games/carcassonne/data/figures.ts',
  'client/carcassonne/figure-words.ts',
  'client/carcassonne/messages.ts',
]);

/** Literals that name something else in a file: the Abbot expansion's match option, not the figure. */
const OTHER_MEANINGS: Record<string, readonly string[]> = {
  'client/carcassonne/CarcassonneOptions.tsx': ['abbot'],
};

const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** Each figure name written as a string literal in the code: `'abbot'`, `"pig"`. */
function namedFigures(file: string): string[] {
  const code = withoutComments(readFileSync(file, 'utf8'));
  const allowed = OTHER_MEANINGS[file] ?? [];
  return EXTRA_FIGURES.filter(
    (figure) => !allowed.includes(figure) && new RegExp(`(['"\`])${figure}\\1`).test(code),
  ).map((figure) => `${file}: '${figure}'`);
}

describe('figure names in code', () => {
  it('single out no figure by name in the Carcassonne client or rules', () => {
    const files = execFileSync('git', ['ls-files', 'client/carcassonne', 'games/carcassonne'], { encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.tsx?$/.test(file) && !WORDS_FILES.has(file) && !file.includes('/locales/'));
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap(namedFigures)).toEqual([]);
  });

  it('would catch a comparison by name', () => {
    // The pattern the test looks for, checked on a line of the kind it replaced.
    const line = withoutComments('if (figure === \'abbot\') return; // the abbot\n<FigureIcon figure="pig" />');
    expect(EXTRA_FIGURES.filter((f) => new RegExp(`(['"\`])${f}\\1`).test(line))).toEqual(['abbot', 'pig']);
  });
});
