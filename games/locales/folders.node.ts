/**
 * The games-side words of every language folder (games/locales/<code>/index.ts, exporting `locale`), for
 * Node (the server, scripts and tests): each language of games/shared/languages.ts kept in a folder is
 * imported from the folder named by its code, with a clear error when there is none (games/ uses no Node
 * API, so the folders are not listed here; test/i18n/language-folders.test.ts holds the folders on disk to
 * the list). The package's `#game-locale-folders` import picks this file outside the browser and
 * games/locales/folders.vite.ts in it (package.json "imports"; README.md#languages).
 */
import { FOLDER_LANGUAGES } from '../shared/languages';
import type { GameLocale } from './words';

/** This folder's address, so that a folder is found from here also where this module is bundled (vite.config.ts). */
const here = import.meta.url.replace(/[^/]*$/, '');

async function load(code: string): Promise<readonly [string, GameLocale]> {
  try {
    return [code, ((await import(/* @vite-ignore */ `${here}${code}/index.ts`)) as { locale: GameLocale }).locale];
  } catch (error) {
    throw new Error(`language ${code} has no folder games/locales/${code}/ exporting its locale`, { cause: error });
  }
}

const folders = new Map(await Promise.all(FOLDER_LANGUAGES.map(load)));

/** A language's words from the folder named by its code; undefined without one. */
export const gameLocaleFolder = (code: string): GameLocale | undefined => folders.get(code);
