/**
 * The shape of one language's games-side words (games/locales/<code>/index.ts, exported as `locale`): the
 * site's description, the games' titles, and Machiavelli's card names with their short rules
 * (games/citadels/data/); and of the words only the server sends (games/locales/<code>/notices.ts). Tables
 * are keyed by the English tables' ids; test/i18n/coverage.test.ts fails on an id left out or a text left in
 * English.
 */
export interface CardWords {
  readonly name: string;
  readonly text: string;
}

/** The words of a push notification (server/push/push-words.ts), in games/locales/<code>/notices.ts. */
export interface PushWords {
  readonly turnTitle: string;
  readonly reminderTitle: string;
  readonly turn: string;
  readonly reminder: string;
  readonly invitationTitle: string;
  readonly invitation: string;
  readonly tournamentTitle: string;
  readonly tournament: string;
}

/** The words of every mail (server/mail/mail-words.ts), in games/locales/<code>/notices.ts. */
export interface MailWords {
  readonly verifySubject: string;
  readonly verifyBody: string;
  readonly turnSubject: string;
  readonly turnBody: string;
  readonly digestSubject: string;
  readonly digestBody: string;
  readonly digestLine: string;
  readonly invitationSubject: string;
  readonly invitationBody: string;
  readonly tournamentSubject: string;
  readonly tournamentBody: string;
  readonly footer: string;
  readonly unsubscribe: string;
  readonly nobody: string;
}

export interface GameLocale {
  /** The site's description (index.html, the install manifest): "{games}" is the games' titles in a list. */
  readonly siteDescription: string;
  /** The installed app's short name under its icon (the install manifest): "Brettspiele". */
  readonly siteShortName: string;
  /** Each game's title by game name, where it differs from the English one. */
  readonly titles: Readonly<Record<string, string>>;
  readonly citadels: {
    readonly characters: Readonly<Record<string, CardWords>>;
    readonly basicDistricts: Readonly<Record<string, string>>;
    readonly uniqueDistricts: Readonly<Record<string, CardWords>>;
    readonly presets: Readonly<Record<string, string>>;
  };
}
