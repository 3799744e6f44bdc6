/**
 * The site's languages: English defines every text, Dutch sits beside it in each table, and every further
 * language is one folder of files per side (games/locales/<code>/, client/i18n/locales/<code>/), registered
 * in games/locales/index.ts and client/i18n/locales/index.ts (README.md#languages). Adding one: its code
 * here, its two folders, a line in each registry.
 */
export const LANGUAGES = ['en', 'nl', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The languages kept in folders of their own (every one but English and Dutch). */
export type FolderLanguage = Exclude<Language, 'en' | 'nl'>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A text in every language. */
export type Texts = Readonly<Record<Language, string>>;
