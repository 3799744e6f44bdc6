/**
 * The site's copy outside the React app that names its games (the page's title and description in
 * index.html, the install manifest, the passkeys' relying-party name), derived from the game list
 * (games/index.ts) and each game's own title (its meta.ts), as `siteName` in client/game-list.ts is inside
 * the app: a game added to the list is named everywhere. The description exists in every language
 * (games/locales/titles.ts); the page carries the English one, and the install manifest exists once per
 * language (`siteManifest`, emitted by vite.config.ts at games/manifest-files.ts's names).
 */
import { gameModules } from './index';
import { gameTitle, siteDescriptionIn, siteShortNameIn } from './locales/titles';
import type { Language } from './shared/languages';

const titles = (language: Language = 'en'): string[] => gameModules().map((module) => gameTitle(module.meta, language));

/** "Machiavelli & Carcassonne", its games' titles in `language` (English by default). */
export const siteName = (language: Language = 'en'): string => titles(language).join(' & ');

/** "Play Machiavelli and Carcassonne online, at one screen, or against bots.", in `language` (English by default). */
export const siteDescription = (language: Language = 'en'): string => siteDescriptionIn(language, titles(language));

/** The install manifest in `language`: its name, short name, description and language; the rest is shared. */
export function siteManifest(language: Language) {
  return {
    name: siteName(language),
    short_name: siteShortNameIn(language),
    description: siteDescription(language),
    lang: language,
    start_url: '/',
    scope: '/',
    display: 'standalone' as const,
    theme_color: '#476c3a',
    background_color: '#476c3a',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
