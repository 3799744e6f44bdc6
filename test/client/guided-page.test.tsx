// @vitest-environment jsdom
// Where the guided first game is reachable, what its introduction promises and how it is kept
// (client/guided/): a route of its own, a link beside every game on the home page and on How to play, an
// introduction whose coach outlines what to use (in every language), a fresh guided game that is seat 0
// against the easy bot with the game's options and seed, in a storage slot apart from the player's own
// hotseat game, and a saved seed that must be a string.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { parseRoute } from '../../client/router';
import { optionsProblem } from '../../client/options/OptionsFieldset';
import { Home } from '../../client/home/Home';
import { LanguageProvider } from '../../client/i18n/LanguageProvider';
import { LANGUAGES, loadLanguage, translate } from '../../client/i18n/dictionary';
import { loadEntry } from '../../client/game-list';
import { HowToPlayPage } from '../../client/learn/HowToPlayPage';
import { guideFor } from '../../client/guided/GuidedPage';
import { guidedSlot } from '../../client/guided/coach-state';
import { hotseatInProgress, loadHotseat, saveHotseat, storageKeyFor } from '../../client/hotseat/saved-game';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the introduction', () => {
  // A step may outline a whole group (a power's targets, a tile's meeple circles), not one button.
  it.each([
    ['en', 'outlines the control to use;'],
    ['nl', 'omlijnt wat je daarvoor gebruikt;'],
    ['de', 'umrandet das Bedienelement dafür;'],
    ['fr', 'entoure la commande à utiliser ;'],
  ] as const)('says the coach outlines what to use (%s)', async (language, words) => {
    await loadLanguage(language);
    expect(translate(language, 'guided.intro')).toContain(words);
  });
});

describe('where the guided first game is reachable', () => {
  it('has a route of its own', () => {
    expect(parseRoute('/guided/carcassonne')).toEqual({ page: 'guided', game: 'carcassonne' });
    expect(parseRoute('/guided')).toEqual({ page: 'notFound' });
    expect(parseRoute('/guided/carcassonne/x')).toEqual({ page: 'notFound' });
  });

  it.each(LANGUAGES)('the home page links every game to it (%s)', (language) => {
    render(
      <LanguageProvider language={language}>
        <Home />
      </LanguageProvider>,
    );
    const links = [...document.querySelectorAll('a.guided-link')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/guided/citadels', '/guided/carcassonne']);
    const words = {
      en: 'Play a guided first game',
      nl: 'Speel een begeleid eerste spel',
      de: 'Geführte erste Partie spielen',
      fr: 'Jouer une première partie guidée',
    }[language];
    expect(screen.getAllByText(words)).toHaveLength(2);
  });

  it.each(LANGUAGES)('How to play links to it (%s)', async (language) => {
    await loadEntry('citadels');
    render(
      <LanguageProvider language={language}>
        <HowToPlayPage game="citadels" />
      </LanguageProvider>,
    );
    const link = await screen.findByRole('link', {
      name: {
        en: 'Play a guided first game of Machiavelli',
        nl: 'Speel een begeleid eerste spel Machiavelli',
        de: 'Geführte erste Partie spielen: Machiavelli',
        fr: 'Jouer une première partie guidée de Machiavelli',
      }[language],
    });
    expect(link.getAttribute('href')).toBe('/guided/citadels');
  });
});

describe('the guided game as a hotseat game', () => {
  it("starts seat 0 against the easy bot with the game's options and seed", async () => {
    for (const name of ['citadels', 'carcassonne']) {
      const entry = await loadEntry(name);
      const fresh = guideFor(entry, entry.guided!).fresh();
      expect(fresh.seats).toEqual(['human', ...Array<string>(entry.guided!.numPlayers - 1).fill('easy')]);
      expect(fresh.options).toEqual(entry.guided!.options);
      expect(fresh.seed).toBe(entry.guided!.seed);
      expect(optionsProblem(entry, fresh.seats.length, fresh.options)).toBeUndefined();
    }
  });

  it("is kept apart from the player's own hotseat game", async () => {
    const entry = await loadEntry('carcassonne');
    const fresh = guideFor(entry, entry.guided!).fresh();
    saveHotseat(guidedSlot('carcassonne'), fresh);
    localStorage.setItem(
      `${storageKeyFor(fresh.matchID)}_state`,
      JSON.stringify([[fresh.matchID, { G: {}, ctx: {} }]]),
    );
    expect(loadHotseat(guidedSlot('carcassonne'))).toEqual({ saved: fresh });
    expect(loadHotseat('carcassonne')).toBeUndefined();
    expect(hotseatInProgress('carcassonne')).toBe(false);
  });

  it('refuses a saved seed that is not a string', () => {
    localStorage.setItem(
      'hotseat:citadels',
      JSON.stringify({ matchID: 'm', seats: ['human', 'easy'], options: {}, seed: 7 }),
    );
    expect(loadHotseat('citadels')).toEqual({ unreadable: true });
  });
});
