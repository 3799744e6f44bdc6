/**
 * The games-side words of every language folder (games/locales/<code>/index.ts, exporting `locale`), for the
 * browser: Vite's `import.meta.glob`, eager, so the words are in the bundle as with plain imports. The
 * package's `#game-locale-folders` import picks this file in the browser (package.json "imports" and the
 * alias of vite.config.ts) and games/locales/folders.node.ts elsewhere (README.md#languages).
 */
import type { GameLocale } from './words';

const modules = import.meta.glob<GameLocale>('./*/index.ts', { eager: true, import: 'locale' });

/** A language's words from the folder named by its code; undefined without one. */
export const gameLocaleFolder = (code: string): GameLocale | undefined => modules[`./${code}/index.ts`];
