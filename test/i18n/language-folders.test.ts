// Adding a language is one folder of files per side plus its line in games/shared/languages.ts
// (README.md#languages): the folders on disk, the line, and what each side's registry finds must agree, so a
// folder without its line, or a line without its folders (or without its How to play texts), fails here.
import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLIENT_LOCALES } from '../../client/i18n/locales';
import { GAME_LOCALES } from '../../games/locales';
import { FOLDER_LANGUAGES, LANGUAGE_NAMES, LANGUAGES } from '../../games/shared/languages';

/** The names of the folders directly under a directory. */
const foldersIn = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

const folderLanguages = [...FOLDER_LANGUAGES].sort();

describe('the languages', () => {
  it('are the table’s codes, English and Dutch first, each named in itself', () => {
    expect(LANGUAGES).toEqual(['en', 'nl', 'de', 'fr']);
    expect(LANGUAGE_NAMES).toEqual({ en: 'English', nl: 'Nederlands', de: 'Deutsch', fr: 'Français' });
    expect(FOLDER_LANGUAGES).toEqual(['de', 'fr']);
  });

  it('are codes that Intl speaks', () => {
    for (const language of LANGUAGES) expect(Intl.PluralRules.supportedLocalesOf(language), language).toHaveLength(1);
  });

  it('have a games-side folder each, and no folder lacks its line', () => {
    expect(foldersIn('games/locales')).toEqual(folderLanguages);
    expect(Object.keys(GAME_LOCALES).sort()).toEqual(folderLanguages);
    for (const code of FOLDER_LANGUAGES) expect(GAME_LOCALES[code]?.citadels, code).toBeDefined();
    for (const code of folderLanguages) expect(existsSync(`games/locales/${code}/notices.ts`), code).toBe(true);
  });

  it('have a client folder each, and no folder lacks its line', async () => {
    expect(foldersIn('client/i18n/locales')).toEqual(folderLanguages);
    expect(Object.keys(CLIENT_LOCALES).sort()).toEqual(folderLanguages);
    for (const code of FOLDER_LANGUAGES) expect((await CLIENT_LOCALES[code]()).cardRules, code).toBeDefined();
  });

  it('have each game’s How to play text each, and there is none in another language', () => {
    const texts = readdirSync('docs/rules')
      .map((file) => /^(\w+)\.how-to-play\.([a-z]+)\.md$/.exec(file))
      .filter((match) => match !== null);
    const games = [...new Set(texts.map(([, game]) => game))].sort();
    expect(games).toEqual(['carcassonne', 'citadels']);
    for (const game of games)
      expect(
        texts
          .filter(([, of]) => of === game)
          .map(([, , code]) => code)
          .sort(),
        game,
      ).toEqual([...LANGUAGES].sort());
  });
});
