// @vitest-environment jsdom
// The install manifest in every language (client/pwa/language-manifests.ts, games/site.ts): English as
// vite-plugin-pwa writes it, the others emitted beside it, each with its words; and the page's manifest link
// follows the language chosen in the header menu (client/i18n/manifest-link.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Plugin } from 'vite';
import { languageManifests } from '../../client/pwa/language-manifests';
import { siteManifest } from '../../games/site';
import { LanguageProvider } from '../../client/i18n/LanguageProvider';
import { LanguageSwitch } from '../../client/i18n/LanguageSwitch';

/** The files the plugin emits at build, by name, parsed. */
function emitted(): Record<string, ReturnType<typeof siteManifest>> {
  const files: Record<string, ReturnType<typeof siteManifest>> = {};
  const plugin: Plugin = languageManifests();
  const context = {
    emitFile: (file: { fileName: string; source: string }) => {
      files[file.fileName] = JSON.parse(file.source);
      return file.fileName;
    },
  };
  (plugin.generateBundle as unknown as (this: typeof context) => void).call(context);
  return files;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.head.innerHTML = '';
});

describe('the install manifest in every language', () => {
  it('names the app and describes it in English for vite-plugin-pwa', () => {
    const english = siteManifest('en');
    expect([english.name, english.short_name, english.description, english.lang]).toEqual([
      'Machiavelli & Carcassonne',
      'Board games',
      'Play Machiavelli and Carcassonne online, at one screen, or against bots.',
      'en',
    ]);
  });

  it('emits the Dutch, German and French manifests beside it, each in its language', () => {
    const files = emitted();
    expect(Object.keys(files).sort()).toEqual([
      'manifest.de.webmanifest',
      'manifest.fr.webmanifest',
      'manifest.nl.webmanifest',
    ]);
    const words = (file: string) => [
      files[file]?.name,
      files[file]?.short_name,
      files[file]?.description,
      files[file]?.lang,
    ];
    expect(words('manifest.nl.webmanifest')).toEqual([
      'Machiavelli & Carcassonne',
      'Bordspellen',
      'Speel Machiavelli en Carcassonne online, aan één scherm of tegen bots.',
      'nl',
    ]);
    expect(words('manifest.de.webmanifest')).toEqual([
      'Machiavelli & Carcassonne',
      'Brettspiele',
      'Spiele Machiavelli und Carcassonne online, an einem Bildschirm oder gegen Bots.',
      'de',
    ]);
    expect(words('manifest.fr.webmanifest')).toEqual([
      'Machiavelli & Carcassonne',
      'Jeux de société',
      'Jouez à Machiavelli et Carcassonne en ligne, sur un seul écran ou contre des bots.',
      'fr',
    ]);
    // Everything but the words is the English manifest's.
    const WORDS = ['name', 'short_name', 'description', 'lang'];
    const shared = (manifest: object) => Object.entries(manifest).filter(([key]) => !WORDS.includes(key));
    for (const manifest of Object.values(files)) expect(shared(manifest)).toEqual(shared(siteManifest('en')));
  });

  it('points the page’s manifest link at the language chosen in the menu', async () => {
    document.head.innerHTML = '<link rel="manifest" href="/manifest.webmanifest">';
    const link = () => document.head.querySelector('link[rel="manifest"]')?.getAttribute('href');
    render(
      <LanguageProvider>
        <LanguageSwitch />
      </LanguageProvider>,
    );
    expect(link()).toBe('/manifest.webmanifest');
    const menu = screen.getByRole('combobox') as HTMLSelectElement;
    fireEvent.change(menu, { target: { value: 'de' } });
    await waitFor(() => expect(link()).toBe('/manifest.de.webmanifest'));
    expect(document.documentElement.lang).toBe('de');
    fireEvent.change(menu, { target: { value: 'nl' } });
    await waitFor(() => expect(link()).toBe('/manifest.nl.webmanifest'));
    fireEvent.change(menu, { target: { value: 'fr' } });
    await waitFor(() => expect(link()).toBe('/manifest.fr.webmanifest'));
    fireEvent.change(menu, { target: { value: 'en' } });
    await waitFor(() => expect(link()).toBe('/manifest.webmanifest'));
  });
});
