// @vitest-environment jsdom
// Each game's words and home picture are its own (client/<game>/messages.ts, client/<game>/HomeArt.tsx),
// brought by the client's list of games (client/game-list.ts) and not held by the shared dictionary: the
// test fixture's words arrive only when the fixture is registered, and a game's words that are not whole
// are refused with the key named, the list and the dictionary unchanged
// (docs/design/architecture.md#game-modules).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { addMessages, MESSAGES, translate, type MessageKey } from '../../client/i18n/dictionary';
import { LanguageProvider } from '../../client/i18n/LanguageProvider';
import { Home } from '../../client/home/Home';
import { allGamesInWords, GAME_LIST, registerClientGame, siteName } from '../../client/game-list';
import { AREA_WORDS } from '../../client/area-words';
import { carcassonneMessages } from '../../client/carcassonne/messages';
import { citadelsMessages } from '../../client/citadels/messages';
import { carcassonneMeta } from '../../games/carcassonne/meta';
import { citadelsMeta } from '../../games/citadels/meta';
import { highCardModule } from '../fixtures/high-card-module';
import { highCardMessages, registerHighCard } from '../fixtures/high-card-client';

afterEach(cleanup);

const load = async () => ({ default: {} as never });

describe("a game's words", () => {
  it("come with the game's own messages, in English and Dutch", () => {
    for (const messages of [carcassonneMessages, citadelsMessages]) {
      for (const language of ['en', 'nl'] as const) {
        for (const [key, text] of Object.entries(messages[language])) expect(MESSAGES[language][key], key).toBe(text);
      }
    }
    expect(translate('nl', 'options.carcassonne.farmers')).toBe('Boeren (weilanden scoren aan het eind)');
    expect(translate('en', 'game.citadels.description')).toMatch(/\S/);
    // The home page names the game's other title in both languages.
    for (const language of ['en', 'nl'] as const)
      expect(translate(language, 'game.citadels.description')).toContain('(Citadels)');
  });

  it('of the test fixture are not in the dictionary until the fixture registers them', () => {
    const title = 'game.highcard.title' as MessageKey;
    expect(Object.hasOwn(MESSAGES.en, title)).toBe(false);
    expect(translate('en', title)).toBe(title);
    registerHighCard();
    expect(translate('en', title)).toBe('High card');
    expect(translate('nl', title)).toBe('Hoge kaart');
  });

  it('are refused with the key named when a title, a Dutch text or any text is missing, or a key is shared', () => {
    const before = GAME_LIST.map((game) => game.name);
    const meta = { ...highCardModule.meta, name: 'dice' };
    const whole = { 'game.dice.title': 'Dice', 'game.dice.description': 'Roll.' };
    const wholeNl = { 'game.dice.title': 'Dobbelen', 'game.dice.description': 'Gooi.' };
    expect(() =>
      registerClientGame(meta, load, {
        messages: { en: { 'game.dice.title': 'Dice' }, nl: { 'game.dice.title': 'Dobbelen' } },
      }),
    ).toThrow('the words of dice have no game.dice.description');
    expect(() =>
      registerClientGame(meta, load, { messages: { en: { ...whole, 'dice.roll': 'Roll' }, nl: wholeNl } }),
    ).toThrow('no Dutch text for dice.roll');
    expect(() =>
      registerClientGame(meta, load, { messages: { en: whole, nl: { ...wholeNl, 'dice.roll': 'Gooi' } } }),
    ).toThrow('no English text for dice.roll');
    expect(() =>
      registerClientGame(meta, load, {
        messages: { en: { ...whole, 'dice.roll': ' ' }, nl: { ...wholeNl, 'dice.roll': 'Gooi' } },
      }),
    ).toThrow('empty en text for dice.roll');
    expect(() => addMessages({ en: { 'nav.home': 'Dice' }, nl: { 'nav.home': 'Dobbelen' } })).toThrow(
      'nav.home is one of the shared words',
    );
    expect(() =>
      registerClientGame({ ...meta, title: { en: 'Dice', nl: 'Dobbelen' } }, load, {
        messages: { en: whole, nl: wholeNl },
      }),
    ).toThrow("the words of dice repeat game.dice.title, which is its meta's title");
    expect(GAME_LIST.map((game) => game.name)).toEqual(before);
    expect(Object.hasOwn(MESSAGES.en, 'game.dice.title')).toBe(false);
    expect(translate('en', 'nav.home')).toBe('Home');
  });
});

describe("a game's title", () => {
  it('has one source, its meta (games/<game>/meta.ts), which the list adds to its words', () => {
    for (const [meta, messages] of [
      [carcassonneMeta, carcassonneMessages],
      [citadelsMeta, citadelsMessages],
    ] as const) {
      const key = `game.${meta.name}.title` as MessageKey;
      expect(Object.hasOwn(messages.en, key)).toBe(false);
      expect(translate('en', key)).toBe(meta.title.en);
      expect(translate('nl', key)).toBe(meta.title.nl);
    }
  });
});

describe('the copy that names every game', () => {
  it("is the list's titles: the site's name and the home page's title name a game added to it", () => {
    registerHighCard();
    expect(siteName('en')).toBe('Machiavelli & Carcassonne & High card');
    expect(allGamesInWords('nl')).toBe('Machiavelli, Carcassonne en Hoge kaart');
    render(
      <LanguageProvider language="en">
        <Home />
      </LanguageProvider>,
    );
    expect(document.querySelector('h1.home-title')?.textContent).toBe('Play Machiavelli, Carcassonne, and High card');
  });
});

describe("an area's words", () => {
  it('are its own table (client/<area>/messages.ts), added whole by client/area-words.ts, no key in two areas', () => {
    expect(AREA_WORDS.length).toBeGreaterThan(0);
    const seen = new Set<string>();
    for (const words of AREA_WORDS) {
      for (const key of Object.keys(words.en)) {
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
      for (const language of ['en', 'nl'] as const) {
        for (const [key, text] of Object.entries(words[language])) expect(MESSAGES[language][key], key).toBe(text);
      }
    }
    expect(translate('nl', 'online.yourTurn')).toBe('Jij bent aan de beurt');
  });
});

describe("a game's home picture", () => {
  it("is the game's own, and a game without one shows none", () => {
    registerHighCard();
    render(
      <LanguageProvider language="nl">
        <Home />
      </LanguageProvider>,
    );
    const art = (game: string) => document.querySelector(`.home-game[data-game="${game}"] svg.home-game-art`);
    expect(art('carcassonne')).toBeTruthy();
    expect(art('citadels')).toBeTruthy();
    expect(art('carcassonne')?.innerHTML).not.toBe(art('citadels')?.innerHTML);
    expect(document.querySelector('.home-game[data-game="highcard"]')?.textContent).toContain(
      highCardMessages.nl['game.highcard.title'],
    );
    expect(art('highcard')).toBeNull();
  });
});
