/**
 * A game's how-to-play texts by language, from the files a game's module finds with Vite's
 * `import.meta.glob` (docs/rules/<game>.how-to-play.<code>.md, imported raw): a language's file is named by
 * its code, so a new language's text needs no code (README.md#languages). A language without a file shows
 * the English text; test/client/how-to-play.test.tsx fails on it.
 */
import { LANGUAGES, type Language } from '../i18n/dictionary';

export function howToPlayTexts(files: Record<string, string>): Record<Language, string> {
  const byCode = new Map<string, string>();
  for (const [path, text] of Object.entries(files)) {
    const code = /\.how-to-play\.([a-z]+)\.md$/.exec(path)?.[1];
    if (code) byCode.set(code, text);
  }
  const english = byCode.get('en');
  if (english === undefined) throw new Error('no English how-to-play text');
  return Object.fromEntries(LANGUAGES.map((language) => [language, byCode.get(language) ?? english])) as Record<
    Language,
    string
  >;
}
