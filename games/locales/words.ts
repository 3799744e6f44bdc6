/**
 * The shape of one language's games-side words (games/locales/<code>/index.ts): its own name, the site's
 * description, the games' titles, the turn notifications (server/push/push-words.ts), and Machiavelli's
 * card names with their short rules (games/citadels/data/). Tables are keyed by the English tables' ids;
 * test/i18n/coverage.test.ts fails on an id left out or a text left in English.
 */
export interface CardWords {
  readonly name: string;
  readonly text: string;
}

export interface GameLocale {
  /** The language's name in itself: "Deutsch". */
  readonly name: string;
  /** The site's description (index.html, the install manifest): "{games}" is the games' titles in a list. */
  readonly siteDescription: string;
  /** The installed app's short name under its icon (the install manifest): "Brettspiele". */
  readonly siteShortName: string;
  /** Each game's title by game name, where it differs from the English one. */
  readonly titles: Readonly<Record<string, string>>;
  readonly push: {
    readonly turnTitle: string;
    readonly reminderTitle: string;
    readonly turn: string;
    readonly reminder: string;
    readonly invitationTitle: string;
    readonly invitation: string;
  };
  readonly citadels: {
    readonly characters: Readonly<Record<string, CardWords>>;
    readonly basicDistricts: Readonly<Record<string, string>>;
    readonly uniqueDistricts: Readonly<Record<string, CardWords>>;
    readonly presets: Readonly<Record<string, string>>;
  };
}
