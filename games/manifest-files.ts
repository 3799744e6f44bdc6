/**
 * The install manifest's file in each language: English at vite-plugin-pwa's own name, which index.html
 * links, every other language beside it (vite.config.ts emits them, games/site.ts writes them; the client
 * points the page's link at the one of the language in use, client/i18n/manifest-link.ts).
 */
import type { Language } from './shared/languages';

/** "/manifest.webmanifest" for English, "/manifest.de.webmanifest" for German. */
export function manifestHref(language: Language): string {
  return language === 'en' ? '/manifest.webmanifest' : `/manifest.${language}.webmanifest`;
}
