/**
 * Build-time only (vite.config.ts): a Vite plugin that emits the install manifest of every language but
 * English (games/site.ts `siteManifest`) at its name (games/manifest-files.ts), beside the English one that
 * vite-plugin-pwa writes and links; the service worker precaches them all, and the page links the one of
 * the language in use (client/i18n/manifest-link.ts).
 */
import type { Plugin } from 'vite';
import { manifestHref } from '../../games/manifest-files';
import { LANGUAGES } from '../../games/shared/languages';
import { siteManifest } from '../../games/site';

export function languageManifests(): Plugin {
  return {
    name: 'language-manifests',
    apply: 'build',
    generateBundle() {
      for (const language of LANGUAGES.filter((code) => code !== 'en'))
        this.emitFile({
          type: 'asset',
          fileName: manifestHref(language).slice(1),
          source: JSON.stringify(siteManifest(language)),
        });
    },
  };
}
