/**
 * The shape of one language's client words (client/i18n/locales/<code>/index.ts): every key of the English
 * tables (the shared words, each game's and each area's), and Machiavelli's full card rules by card id
 * (client/citadels/card-rules.ts). test/i18n/coverage.test.ts checks them against English.
 */
export interface ClientLocale {
  readonly words: Readonly<Record<string, string>>;
  readonly cardRules: {
    readonly characters: Readonly<Record<string, string>>;
    readonly districts: Readonly<Record<string, string>>;
  };
}
