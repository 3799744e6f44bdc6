// docs/rules/names.md is the data tables themselves: every Machiavelli character's and district's German and
// French name in its tables is the one the site prints (games/locales/<code>/), so a corrected name is
// corrected in both places.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAME_LOCALES } from '../../games/locales';

const NAMES = readFileSync('docs/rules/names.md', 'utf8');

/** The rows of the table under a heading: id (its "1. " rank dropped) to its German and French cells. */
function table(heading: string): Record<string, { de: string; fr: string }> {
  const section = NAMES.split(`## ${heading}`)[1]?.split('\n## ')[0] ?? '';
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| id') && !line.startsWith('|---'));
  return Object.fromEntries(
    rows.map((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      return [cells[1]!.replace(/^\d+\. /, ''), { de: cells[4]!, fr: cells[5]! }];
    }),
  );
}

const inLocales = (pick: (code: 'de' | 'fr') => Record<string, string>) => {
  const de = pick('de');
  return Object.fromEntries(Object.keys(de).map((id) => [id, { de: de[id]!, fr: pick('fr')[id]! }]));
};

describe('the names table', () => {
  it('holds every character’s German and French name as the site prints it', () => {
    const names = inLocales((code) =>
      Object.fromEntries(Object.entries(GAME_LOCALES[code].citadels.characters).map(([id, card]) => [id, card.name])),
    );
    expect(table('Characters (27)')).toEqual(names);
    expect(names.magistrate).toEqual({ de: 'Magistrat', fr: 'Échevin' });
    expect(names.marshal).toEqual({ de: 'Marschall', fr: 'Capitaine' });
  });

  it('holds every district’s German and French name as the site prints it', () => {
    const uniques = inLocales((code) =>
      Object.fromEntries(
        Object.entries(GAME_LOCALES[code].citadels.uniqueDistricts).map(([id, card]) => [id, card.name]),
      ),
    );
    expect(table('Unique districts (30)')).toEqual(uniques);
    const basics = inLocales((code) => ({ ...GAME_LOCALES[code].citadels.basicDistricts }));
    expect(table('Ordinary districts (the 17 of the data table, 54 cards)')).toEqual(basics);
  });
});
