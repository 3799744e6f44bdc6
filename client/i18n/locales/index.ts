/**
 * The client words of every language kept in a folder (client/i18n/locales/<code>/index.ts, exporting
 * `locale`), found by Vite's `import.meta.glob` for each code of games/shared/languages.ts: no line per
 * language here (README.md#languages); test/i18n/language-folders.test.ts fails on a language without its
 * folder or a folder without its line. Each is a loader, so that a language's words are their own chunk,
 * fetched when the language is chosen (client/i18n/dictionary.ts, `loadLanguage`).
 */
import { FOLDER_LANGUAGES, type FolderLanguage } from '../../../games/shared/languages';
import type { ClientLocale } from './locale';

const folders = import.meta.glob<ClientLocale>('./*/index.ts', { import: 'locale' });

export const CLIENT_LOCALES = Object.fromEntries(
  FOLDER_LANGUAGES.map((language) => [language, folders[`./${language}/index.ts`]]),
) as Readonly<Record<FolderLanguage, () => Promise<ClientLocale>>>;
