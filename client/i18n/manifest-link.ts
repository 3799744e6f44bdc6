/**
 * Points the page's install manifest link (`<link rel="manifest">`, which vite-plugin-pwa puts in the built
 * index.html) at the manifest of the language in use (games/manifest-files.ts), so that an app installed
 * from the page carries its name and description in the player's language. Without such a link (the
 * development server, tests) it does nothing.
 */
import { manifestHref } from '../../games/manifest-files';
import type { Language } from '../../games/shared/languages';

export function linkManifest(language: Language, head: HTMLHeadElement = document.head): void {
  const link = head.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (link) link.setAttribute('href', manifestHref(language));
}
