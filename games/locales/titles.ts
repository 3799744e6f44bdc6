/**
 * A game's title and the site's description in a language: the meta's English and Dutch titles
 * (games/<game>/meta.ts), another language's own title where its folder gives one (games/locales/<code>/),
 * else the English title (a game's title is a name).
 */
import type { GameMeta } from '../shared/game-module';
import type { Language } from '../shared/languages';
import { GAME_LOCALES } from './index';

export function gameTitle(meta: GameMeta, language: Language): string {
  if (!meta.title) return meta.name;
  if (language === 'en' || language === 'nl') return meta.title[language];
  return GAME_LOCALES[language].titles[meta.name] ?? meta.title.en;
}

const ENGLISH_DESCRIPTION = 'Play {games} online, at one screen, or against bots.';
const DUTCH_DESCRIPTION = 'Speel {games} online, aan één scherm of tegen bots.';

const SHORT_NAMES = { en: 'Board games', nl: 'Bordspellen' } as const;

/** The installed app's short name under its icon: "Board games", "Bordspellen", "Brettspiele", "Jeux de société". */
export function siteShortNameIn(language: Language): string {
  return language === 'en' || language === 'nl' ? SHORT_NAMES[language] : GAME_LOCALES[language].siteShortName;
}

/** "Play Machiavelli and Carcassonne online, at one screen, or against bots." */
export function siteDescriptionIn(language: Language, titles: readonly string[]): string {
  const template =
    language === 'en'
      ? ENGLISH_DESCRIPTION
      : language === 'nl'
        ? DUTCH_DESCRIPTION
        : GAME_LOCALES[language].siteDescription;
  return template.replace('{games}', new Intl.ListFormat(language, { type: 'conjunction' }).format(titles));
}
