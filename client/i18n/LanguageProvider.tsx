/**
 * The chosen language, remembered in localStorage, with `useT()` for translated strings. Without a stored
 * choice, the browser's languages (navigator.languages, in the user's order) pick the first the site speaks.
 * A language kept in a folder is fetched first (`loadLanguage`): the page shows the language in use until
 * the new one's words are in, and nothing at all before the first language's words are. The page's `lang`
 * and its install manifest link follow the language shown.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { linkManifest } from './manifest-link';
import { LANGUAGES, languageReady, loadLanguage, translate, type Language, type MessageKey } from './dictionary';

const STORAGE_KEY = 'language';

interface LanguageState {
  language: Language;
  setLanguage(language: Language): void;
}

const LanguageContext = createContext<LanguageState>({ language: 'en', setLanguage: () => {} });

/** The first of the browser's languages ("de-CH", "fr", "en-GB"…) that the site speaks, by its primary subtag; else English. */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    const match = LANGUAGES.find((language) => language === primary);
    if (match) return match;
  }
  return 'en';
}

function initialLanguage(): Language {
  const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
  if (LANGUAGES.includes(stored as Language)) return stored as Language;
  const navigator = globalThis.navigator;
  const preferred = navigator?.languages?.length
    ? navigator.languages
    : navigator?.language
      ? [navigator.language]
      : [];
  return browserLanguage(preferred);
}

export function LanguageProvider({ children, language: fixed }: { children: ReactNode; language?: Language }) {
  const [wanted, setWanted] = useState<Language>(() => fixed ?? initialLanguage());
  const [shown, setShown] = useState<Language | undefined>(() => (languageReady(wanted) ? wanted : undefined));
  const setLanguage = useCallback((next: Language) => {
    setWanted(next);
    globalThis.localStorage?.setItem(STORAGE_KEY, next);
  }, []);
  useEffect(() => {
    let live = true;
    if (languageReady(wanted)) setShown(wanted);
    else
      loadLanguage(wanted).then(
        () => live && setShown(wanted),
        () => live && setShown((current) => current ?? 'en'),
      );
    return () => {
      live = false;
    };
  }, [wanted]);
  const language = shown ?? 'en';
  useEffect(() => {
    if (!shown) return;
    document.documentElement.lang = shown;
    linkManifest(shown);
  }, [shown]);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  if (shown === undefined) return null;
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageState {
  return useContext(LanguageContext);
}

/** `const t = useT(); t('home.players', { min: 2, max: 5 })` */
export function useT() {
  const { language } = useLanguage();
  return useCallback(
    (key: MessageKey, params?: Record<string, string | number>) => translate(language, key, params),
    [language],
  );
}
