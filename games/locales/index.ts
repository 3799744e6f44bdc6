/**
 * The games-side words of every language kept in a folder (games/locales/<code>/), found by its code of
 * games/shared/languages.ts: no line per language here (README.md#languages). The folders are found by
 * `#game-locale-folders` (Vite's glob in the browser, an import by code in Node; package.json "imports");
 * test/i18n/language-folders.test.ts fails on a language without its folder or a folder without its line.
 */
import { gameLocaleFolder } from '#game-locale-folders';
import { FOLDER_LANGUAGES, type FolderLanguage } from '../shared/languages';
import type { GameLocale } from './words';

export const GAME_LOCALES = Object.fromEntries(
  FOLDER_LANGUAGES.map((language) => [language, gameLocaleFolder(language)]),
) as Readonly<Record<FolderLanguage, GameLocale>>;
