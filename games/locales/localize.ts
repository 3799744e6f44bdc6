/**
 * A text in every language from a table's English and Dutch and each folder language's words
 * (games/locales/<code>/): the data tables (games/citadels/data/) keep English and Dutch beside each entry
 * and take the other languages from here. A text a language lacks stays English;
 * test/i18n/coverage.test.ts fails on it.
 */
import { FOLDER_LANGUAGES, type Texts } from '../shared/languages';
import { GAME_LOCALES } from './index';
import type { CardWords, GameLocale } from './words';

/** English and Dutch, as each table entry holds them. */
export interface BaseTexts {
  readonly en: string;
  readonly nl: string;
}

export function inEveryLanguage(base: BaseTexts, pick: (locale: GameLocale) => string | undefined): Texts {
  const texts: Record<string, string> = { en: base.en, nl: base.nl };
  for (const language of FOLDER_LANGUAGES) texts[language] = pick(GAME_LOCALES[language]) ?? base.en;
  return texts as Texts;
}

type Named = { readonly name: BaseTexts };
type NamedWithText = Named & { readonly text: BaseTexts };

/** A table whose names are in every language (district names, cast names). */
export function localizeNames<T extends Record<string, Named>>(
  table: T,
  words: (locale: GameLocale) => Readonly<Record<string, string>>,
): { readonly [K in keyof T]: Omit<T[K], 'name'> & { readonly name: Texts } } {
  const out: Record<string, unknown> = {};
  for (const [id, entry] of Object.entries(table))
    out[id] = { ...entry, name: inEveryLanguage(entry.name, (locale) => words(locale)[id]) };
  return out as { readonly [K in keyof T]: Omit<T[K], 'name'> & { readonly name: Texts } };
}

/** A table whose names and short rules are in every language (characters, unique districts). */
export function localizeCards<T extends Record<string, NamedWithText>>(
  table: T,
  words: (locale: GameLocale) => Readonly<Record<string, CardWords>>,
): { readonly [K in keyof T]: Omit<T[K], 'name' | 'text'> & { readonly name: Texts; readonly text: Texts } } {
  const out: Record<string, unknown> = {};
  for (const [id, entry] of Object.entries(table))
    out[id] = {
      ...entry,
      name: inEveryLanguage(entry.name, (locale) => words(locale)[id]?.name),
      text: inEveryLanguage(entry.text, (locale) => words(locale)[id]?.text),
    };
  return out as {
    readonly [K in keyof T]: Omit<T[K], 'name' | 'text'> & { readonly name: Texts; readonly text: Texts };
  };
}
