// @vitest-environment jsdom
// The client shell: routes, the bilingual dictionary, the remembered language, and the hotseat seat choice.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { parseRoute } from '../../client/router';
import { MESSAGES, translate } from '../../client/i18n/dictionary';
import { browserLanguage, LanguageProvider } from '../../client/i18n/LanguageProvider';
import { App } from '../../client/App';
import { shownSeat } from '../../client/hotseat/shown-seat';
import { GAME_LIST, loadEntry } from '../../client/game-list';
import { GAMES } from '../../games/index';
import { LoadBoundary } from '../../client/shared/LoadBoundary';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('routes', () => {
  it('maps paths to pages', () => {
    expect(parseRoute('/')).toEqual({ page: 'home' });
    expect(parseRoute('/hotseat/carcassonne')).toEqual({ page: 'hotseat', game: 'carcassonne' });
    expect(parseRoute('/lobby/citadels')).toEqual({ page: 'lobby', game: 'citadels' });
    expect(parseRoute('/match/citadels/abc123')).toEqual({ page: 'match', game: 'citadels', matchID: 'abc123' });
    expect(parseRoute('/gallery/carcassonne')).toEqual({ page: 'gallery', game: 'carcassonne' });
    expect(parseRoute('/gallery')).toEqual({ page: 'notFound' });
    expect(parseRoute('/hotseat')).toEqual({ page: 'notFound' });
    expect(parseRoute('/match/citadels/abc/extra')).toEqual({ page: 'notFound' });
  });
});

describe('dictionary', () => {
  it('has the same keys in Dutch and English, none empty', () => {
    expect(Object.keys(MESSAGES.nl).sort()).toEqual(Object.keys(MESSAGES.en).sort());
    for (const table of Object.values(MESSAGES))
      for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
  });

  it('picks singular or plural by the number, in both languages', () => {
    expect(translate('en', 'carcassonne.meeplesLeft', { n: 1 })).toBe('1 meeple left');
    expect(translate('en', 'carcassonne.meeplesLeft', { n: 0 })).toBe('0 meeples left');
    expect(translate('nl', 'carcassonne.meeplesLeft', { n: 1 })).toBe('nog 1 horige');
    expect(translate('nl', 'carcassonne.meeplesLeft', { n: 7 })).toBe('nog 7 horigen');
    expect(translate('en', 'citadels.cards', { n: 1 })).toBe('1 card');
    expect(translate('nl', 'citadels.cards', { n: 1 })).toBe('1 kaart');
    expect(translate('en', 'citadels.deck', { n: 1 })).toBe('Deck: 1 card');
    expect(translate('en', 'carcassonne.tilesLeft', { n: 1 })).toBe('1 tile left');
    expect(translate('en', 'carcassonne.rotationsHere', { n: 1 })).toBe('1 of 4 rotations fits here.');
    expect(translate('nl', 'carcassonne.rotationsHere', { n: 2 })).toBe('2 van de 4 draaiingen passen hier.');
  });

  it('has no English count followed by a fixed plural noun ("{n} cards" is wrong for 1)', () => {
    const fixed = Object.entries(MESSAGES.en).filter(([, text]) => /\{(n|count|points)\} [a-z]+s\b/.test(text));
    expect(fixed).toEqual([]);
  });

  it('says "karakter" in Dutch, never "personage"', () => {
    expect(Object.values(MESSAGES.nl).filter((text) => /personage/i.test(text))).toEqual([]);
  });

  it('fills placeholders', () => {
    expect(translate('nl', 'home.players', { min: 2, max: 5 })).toBe('2–5 spelers');
    expect(translate('en', 'home.players', { min: 3, max: 8 })).toBe('3–8 players');
  });
});

describe('home page', () => {
  it('lists every registered game with its player count', () => {
    render(
      <LanguageProvider language="en">
        <App />
      </LanguageProvider>,
    );
    expect(GAME_LIST.map((entry) => entry.name)).toEqual(GAMES.map((game) => game.name));
    for (const entry of GAME_LIST) {
      expect(
        screen.getByText(translate('en', 'home.players', { min: entry.minPlayers, max: entry.maxPlayers })),
      ).toBeTruthy();
    }
    expect(screen.getByText(translate('en', 'app.tagline'))).toBeTruthy();
  });

  it('knows each game as the registry does, and loads its full entry on demand', async () => {
    for (const [i, game] of GAMES.entries()) {
      const info = GAME_LIST[i]!;
      expect([info.name, info.minPlayers, info.maxPlayers]).toEqual([game.name, game.minPlayers, game.maxPlayers]);
      const entry = await loadEntry(info.name);
      expect(entry.game).toBe(game);
      const { HomeArt, ...listed } = info;
      expect(HomeArt).toBeTypeOf('function');
      expect(listed).toEqual({
        name: entry.name,
        minPlayers: entry.minPlayers,
        maxPlayers: entry.maxPlayers,
        title: entry.title,
        description: entry.description,
        // Both shipped games keep records (their metas' recordFormats).
        keepsRecords: true,
      });
    }
    expect((await loadEntry('citadels')).privacyScreen).toBe(true);
    expect((await loadEntry('carcassonne')).privacyScreen).toBe(false);
    await expect(loadEntry('chess')).rejects.toThrow('unknown game chess');
  });

  it('switches language with the header menu, every language named in itself, and remembers the choice', () => {
    render(
      <LanguageProvider>
        <App />
      </LanguageProvider>,
    );
    const menu = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect([...menu.options].map((option) => [option.value, option.text])).toEqual([
      ['en', 'English'],
      ['nl', 'Nederlands'],
      ['de', 'Deutsch'],
      ['fr', 'Français'],
    ]);
    fireEvent.change(menu, { target: { value: 'nl' } });
    expect(screen.getByText(translate('nl', 'app.tagline'))).toBeTruthy();
    expect(localStorage.getItem('language')).toBe('nl');
    cleanup();
    render(
      <LanguageProvider>
        <App />
      </LanguageProvider>,
    );
    expect(screen.getByText(translate('nl', 'app.tagline'))).toBeTruthy();
    expect(document.documentElement.lang).toBe('nl');
  });

  it('starts in the first of the browser’s languages that the site speaks, unless a choice is stored', () => {
    expect(browserLanguage(['es-ES', 'de-CH', 'fr'])).toBe('de');
    expect(browserLanguage(['fr-BE', 'en'])).toBe('fr');
    expect(browserLanguage(['es', 'it'])).toBe('en');
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-BR', 'fr-CA', 'de']);
    render(
      <LanguageProvider>
        <App />
      </LanguageProvider>,
    );
    expect(screen.getByText(translate('fr', 'app.tagline'))).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
    cleanup();
    localStorage.setItem('language', 'de');
    render(
      <LanguageProvider>
        <App />
      </LanguageProvider>,
    );
    expect(screen.getByText(translate('de', 'app.tagline'))).toBeTruthy();
    languages.mockRestore();
  });
});

describe('hotseat seat shown', () => {
  it('shows the active human seat, else the last shown, else the first human', () => {
    expect(shownSeat(['2'], ['0', '2'], '0')).toBe('2');
    expect(shownSeat(['1'], ['0', '2'], '2')).toBe('2');
    expect(shownSeat([], ['0', '2'], undefined)).toBe('0');
    expect(shownSeat(['1', '2'], ['0', '2'], '0')).toBe('2');
  });
});

describe('a page that fails to load', () => {
  it('shows a clear message instead of a blank screen', () => {
    const Broken = () => {
      throw new Error('chunk failed');
    };
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <LoadBoundary fallback={<p role="alert">{translate('en', 'loadFailed')}</p>}>
        <Broken />
      </LoadBoundary>,
    );
    quiet.mockRestore();
    expect(screen.getByRole('alert').textContent).toBe(
      'This page could not be loaded. Check your connection and reload the page.',
    );
  });
});
