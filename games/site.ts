/**
 * The site's copy outside the React app that names its games (the page's title and description in
 * index.html, the install manifest, the passkeys' relying-party name), derived from the game list
 * (games/index.ts) and each game's own title (its meta.ts), as `siteName` in client/game-list.ts is inside
 * the app: a game added to the list is named everywhere. The description exists in every language
 * (games/locales/titles.ts); the page and the manifest carry the English one.
 */
import { gameModules } from './index';
import { gameTitle, siteDescriptionIn } from './locales/titles';
import type { Language } from './shared/languages';

const titles = (language: Language = 'en'): string[] => gameModules().map((module) => gameTitle(module.meta, language));

/** "Machiavelli & Carcassonne". */
export const siteName = (): string => titles().join(' & ');

/** "Play Machiavelli and Carcassonne online, at one screen, or against bots.", in `language` (English by default). */
export const siteDescription = (language: Language = 'en'): string => siteDescriptionIn(language, titles(language));
