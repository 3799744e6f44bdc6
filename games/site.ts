/**
 * The site's copy outside the React app that names its games (the page's title and description in
 * index.html, the install manifest, the passkeys' relying-party name), derived from the game list
 * (games/index.ts) and each game's own title (its meta.ts), as `siteName` in client/game-list.ts is inside
 * the app: a game added to the list is named everywhere.
 */
import { gameModules } from './index';

const titles = (): string[] => gameModules().map((module) => module.meta.title?.en ?? module.meta.name);

/** "Machiavelli & Carcassonne". */
export const siteName = (): string => titles().join(' & ');

/** "Play Machiavelli and Carcassonne online, at one screen, or against bots." */
export const siteDescription = (): string =>
  `Play ${new Intl.ListFormat('en', { type: 'conjunction' }).format(titles())} online, at one screen, or against bots.`;
