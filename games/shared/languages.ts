/**
 * The site's languages: the one list every other part derives from (README.md#languages). English defines
 * every text, Dutch sits beside it in each table, and every further language is one folder of files per side
 * (games/locales/<code>/, client/i18n/locales/<code>/) plus its line here, found by its code: the registries
 * of both sides, the language menu, the install manifests, the mail and push words and the How to play texts
 * all follow this table, and test/i18n/language-folders.test.ts fails when a folder and a line disagree.
 */

/** Each language by its code (BCP 47, as `Intl` takes it), with its name in itself for the language menu. */
export const LANGUAGE_NAMES = {
  en: 'English',
  nl: 'Nederlands',
  de: 'Deutsch',
  fr: 'Français',
} as const;

export type Language = keyof typeof LANGUAGE_NAMES;

/** The codes in the table's order: the menu's order, and the order the browser's languages are matched in. */
export const LANGUAGES = Object.keys(LANGUAGE_NAMES) as readonly Language[];

/** The languages kept in folders of their own (every one but English and Dutch). */
export type FolderLanguage = Exclude<Language, 'en' | 'nl'>;

/** The folder languages, in the table's order. */
export const FOLDER_LANGUAGES = LANGUAGES.filter(
  (language): language is FolderLanguage => language !== 'en' && language !== 'nl',
);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(LANGUAGE_NAMES, value);
}

/** A text in every language. */
export type Texts = Readonly<Record<Language, string>>;
