// The Carcassonne figures in German and French are the editions' own words, as docs/rules/names.md lists them
// with their sources: each placing of a meeple names the figure and its feature as the table does.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { locale as de } from '../../client/i18n/locales/de';
import { locale as fr } from '../../client/i18n/locales/fr';

/** The Carcassonne terms table of docs/rules/names.md (Machiavelli's tables above it have rows of the same names). */
const TERMS = readFileSync('docs/rules/names.md', 'utf8').split('## Carcassonne terms')[1] ?? '';

/** The German and French cells of a row of the Carcassonne terms table, by its English cell. */
function termsOf(english: string): { de: string; fr: string } {
  const row = TERMS.split('\n').find((line) => line.startsWith(`| ${english} |`));
  const cells = row?.split('|').map((cell) => cell.trim()) ?? [];
  return { de: cells[3] ?? '', fr: cells[4] ?? '' };
}

describe('the Carcassonne figures in German and French', () => {
  it('place the figures under the names of the table', () => {
    const placings = {
      'thief (on a road)': ['carcassonne.meeple.road', 'road'],
      'knight (in a city)': ['carcassonne.meeple.city', 'city'],
      'monk (in a monastery)': ['carcassonne.meeple.monastery', 'monastery'],
      'farmer (in a field)': ['carcassonne.meeple.field', 'field'],
    } as const;
    for (const [figure, [key, feature]] of Object.entries(placings)) {
      const { de: deFigure, fr: frFigure } = termsOf(figure);
      const { de: deFeature, fr: frFeature } = termsOf(feature);
      expect(de.words[key], key).toContain(deFigure);
      expect(de.words[key], key).toContain(deFeature);
      expect(fr.words[key], key).toContain(frFigure);
      expect(fr.words[key], key).toContain(frFeature);
    }
    expect(termsOf('thief (on a road)')).toEqual({ de: 'Wegelagerer', fr: 'brigand' });
    expect(fr.words['carcassonne.meeple.road']).toBe('un brigand sur la route');
  });
});
