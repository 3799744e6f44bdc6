// @vitest-environment jsdom
// The rest of the board: the final scoring table, the public log, the game options in the header,
// the hotseat privacy screen, spectators, and the default prompt for an action type the board has
// never heard of (characters added later to the rules core).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { LogEntry } from 'boardgame.io';
import { ACTION_TYPES, citadelsCore, scoreBreakdown, type CitadelsAction } from '../../../games/citadels/index';
import { ActionGroup } from '../../../client/citadels/components/ActionGroup';
import { TurnPrompts } from '../../../client/citadels/components/TurnPrompts';
import { MESSAGES } from '../../../client/i18n/dictionary';
import { LanguageProvider } from '../../../client/i18n/LanguageProvider';
import { calling, newGame } from '../../citadels/fixtures';
import { cardsInDom, newState, offeredActions, playRandomly, renderBoard } from './render';

afterEach(cleanup);

const move = (playerID: string, type: string, arg: unknown, phase = 'calling'): LogEntry =>
  ({
    action: { type: 'MAKE_MOVE', payload: { type, args: arg === null ? null : [arg], playerID } },
    _stateID: 0,
    turn: 1,
    phase,
  }) as LogEntry;

describe('a finished game', () => {
  const s = playRandomly(newState(4, {}, 'end'), () => false, 'to-the-end');

  it('shows every player with each bonus itemised and the winners marked', () => {
    expect(s.phase).toBe('over');
    const winners = citadelsCore.winners(s).map(String);
    const r = renderBoard(s, 1, { gameover: { winners } });
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    rows.forEach((row, seat) => {
      const b = scoreBreakdown(s, seat);
      const cells = within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
      expect(cells[0]).toBe(String(b.districts));
      expect(cells[1]).toBe(String(b.fiveTypes));
      expect(cells[2]).toBe(String(b.complete));
      expect(row.querySelector('.cit-total')?.textContent).toBe(String(b.total));
      expect(row.classList.contains('cit-winner-row')).toBe(winners.includes(String(seat)));
      // No blank cell and no bonus worth nothing.
      for (const cell of cells) expect(cell?.trim()).not.toBe('');
      expect(row.textContent).not.toMatch(/: 0\b/);
    });
    expect(offeredActions(r)).toEqual([]);
  });

  it('has no unique-district column when nobody scored a bonus', () => {
    const plain = playRandomly(newState(2, { uniques: [] }, 'plain'), () => false, 'plain-end');
    expect(plain.phase).toBe('over');
    renderBoard(plain, 0);
    expect(screen.queryByRole('columnheader', { name: 'Unique districts' })).toBeNull();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Player',
      'Districts',
      'All five types',
      'Complete city',
      'Total',
    ]);
  });

  it('shows the scoring table in Dutch', () => {
    renderBoard(s, 0, { language: 'nl' });
    expect(screen.getByRole('heading', { name: 'Eindstand' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Alle vijf soorten' })).toBeTruthy();
  });
});

describe('public log', () => {
  it('names public targets but never a secret choice, even the seat’s own', () => {
    const s = calling(newGame(4), { assassin: 0, thief: 1, king: 2, warlord: 3 });
    const log = [
      move('0', 'pickCharacter', { type: 'pickCharacter', character: 'assassin' }, 'selection'),
      move('1', 'pickCharacter', null, 'selection'),
      move('0', 'takeGold', { type: 'takeGold' }),
      move('0', 'kill', { type: 'kill', character: 'king' }),
      move('0', 'build', { type: 'build', card: 'castle#1' }),
      move('1', 'keepCard', null),
      move('3', 'destroy', { type: 'destroy', seat: 0, card: 'castle#1' }),
      move('2', 'swapHands', { type: 'swapHands', seat: 0 }),
      move('3', 'pickCharacter', null, 'selection'),
    ];
    renderBoard(s, 0, { log });
    const lines = within(screen.getByRole('region', { name: 'What happened' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      'Player 4 chose a character',
      'New round: choosing characters',
      'Player 3 swapped hands with you',
      'Player 4 destroyed Castle in your city',
      'Player 2 kept a card',
      'You built Castle',
      'You killed the King',
      'You took gold',
      'Player 2 chose a character',
      'You chose a character',
    ]);
  });
});

describe('the log in Dutch', () => {
  it('names the seat as an object with "jou"', () => {
    const s = calling(newGame(4), { assassin: 0, thief: 1, king: 2, warlord: 3 });
    renderBoard(s, 0, { log: [move('2', 'swapHands', { type: 'swapHands', seat: 0 })], language: 'nl' });
    const lines = within(screen.getByRole('region', { name: 'Wat er gebeurde' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual(['Speler 3 ruilde van hand met jou']);
  });
});

describe('cards paid or put away one by one', () => {
  it.each([
    [
      'en',
      'What happened',
      ['Player 2 put 2 cards under the deck', 'Player 3 paid with 5 cards', 'Player 2 paid with a card'],
    ],
    [
      'nl',
      'Wat er gebeurde',
      [
        'Speler 2 legde 2 kaarten onder de stapel',
        'Speler 3 betaalde met 5 kaarten',
        'Speler 2 betaalde met een kaart',
      ],
    ],
  ] as const)('are one line with their count (%s)', (language, region, expected) => {
    const s = calling(newGame(4), { assassin: 0, thief: 1, king: 2, warlord: 3 });
    const log = [
      move('1', 'payWithCard', { type: 'payWithCard', index: 0 }),
      ...Array.from({ length: 5 }, (_, index) => move('2', 'payWithCard', { type: 'payWithCard', index })),
      move('1', 'exchangeCard', { type: 'exchangeCard', index: 1 }),
      move('1', 'exchangeCard', { type: 'exchangeCard', index: 0 }),
    ];
    renderBoard(s, 0, { log, language });
    const lines = within(screen.getByRole('region', { name: region }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual(expected);
  });
});

describe('game header', () => {
  it('lists the options: cast, unique districts, complete city and turn order', () => {
    renderBoard(newState(2, { cityComplete: 8, freeOrder: true }), 0);
    expect(screen.getByText('A city is complete at 8 districts')).toBeTruthy();
    expect(screen.getByText('8 for every player count')).toBeTruthy();
    expect(screen.getByText('Free order: build before or after gathering')).toBeTruthy();
    expect(screen.getByText(/Assassin, Thief, Magician, King, Bishop, Merchant, Architect, Warlord/)).toBeTruthy();
    expect(screen.getByText(/Dragon Gate, Factory/)).toBeTruthy();
  });
});

describe('hotseat privacy screen', () => {
  it('covers a seat’s board until that player reveals it, and again when another seat is revealed', () => {
    const s = newState(4);
    const r = renderBoard(s, 0, { hotseat: true, matchID: 'privacy' });
    expect(screen.getByRole('dialog', { name: 'Pass the device to Player 1' })).toBeTruthy();
    expect(cardsInDom(r)).toEqual([]);
    expect(r.container.querySelector('.cit-board')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'I am Player 1: show my board' }));
    expect(r.container.querySelector('.cit-board')).not.toBeNull();
    expect(cardsInDom(r)).toEqual(s.hands[0]);
    r.rerender(1);
    expect(screen.getByRole('dialog', { name: 'Pass the device to Player 2' })).toBeTruthy();
    expect(cardsInDom(r)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'I am Player 2: show my board' }));
    expect(cardsInDom(r)).toEqual(s.hands[1]);
  });

  it('is not shown outside hotseat', () => {
    renderBoard(newState(4), 0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('spectators', () => {
  it('see no hand and are offered nothing', () => {
    const s = calling(newGame(4), { assassin: 0, thief: 1, king: 2, warlord: 3 });
    const r = renderBoard(s, null);
    expect(screen.getByText('You are watching: hands and hidden characters stay hidden.')).toBeTruthy();
    expect(cardsInDom(r)).toEqual([]);
    expect(offeredActions(r)).toEqual([]);
    expect(r.container.querySelectorAll('.cit-held')).toHaveLength(1);
  });
});

describe('an action type the board does not know', () => {
  it('gets a default prompt: a label from its type and buttons named after its targets', () => {
    const s = calling(newGame(4), { assassin: 0, thief: 1, king: 2, warlord: 3 });
    const calls: CitadelsAction[] = [];
    const actions = [
      { type: 'hexCharacter', character: 'king' },
      { type: 'hexCharacter', character: 'warlord' },
    ] as unknown as CitadelsAction[];
    const view = {
      G: citadelsCore.view(s, 0),
      me: 0,
      names: ['You', 'Player 2', 'Player 3', 'Player 4'],
      base: [],
      legal: actions,
      act: (a: CitadelsAction) => calls.push(a),
    };
    render(
      <LanguageProvider language="en">
        <ActionGroup type="hexCharacter" actions={actions} view={view} />
      </LanguageProvider>,
    );
    expect(screen.getByRole('group', { name: 'Hex character: choose' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hex character 8. Warlord' }));
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm: Hex character 8. Warlord' }));
    expect(calls).toEqual([{ type: 'hexCharacter', character: 'warlord' }]);
    cleanup();
    const seatAction = [{ type: 'threatenPlayer', seat: 2 }] as unknown as CitadelsAction[];
    render(
      <LanguageProvider language="nl">
        <ActionGroup type="threatenPlayer" actions={seatAction} view={{ ...view, legal: seatAction }} />
      </LanguageProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Threaten player Player 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bevestig: Threaten player Player 3' }));
    expect(calls.at(-1)).toEqual({ type: 'threatenPlayer', seat: 2 });
    expect(screen.getByRole('group', { name: 'Threaten player: kies' })).toBeTruthy();
  });
});

describe('the action types of the rules', () => {
  it('each has its own label in English and Dutch, not one made from its name', () => {
    for (const type of Object.keys(ACTION_TYPES)) {
      for (const language of ['en', 'nl'] as const)
        expect(Object.hasOwn(MESSAGES[language], `citadels.action.${type}`), `${language}: ${type}`).toBe(true);
    }
  });

  it('each secret one has a phrase of its own in English and Dutch, naming nothing', () => {
    const secret = Object.entries(ACTION_TYPES)
      .filter(([, { secret }]) => secret)
      .map(([type]) => type);
    expect(secret.length).toBeGreaterThan(5);
    for (const type of secret) {
      for (const language of ['en', 'nl'] as const) {
        const line = (MESSAGES[language] as Record<string, string>)[`citadels.secret.${type}`];
        expect(line, `${language}: ${type}`).toMatch(/^[a-z][^{}]+$/);
      }
    }
  });

  it('each public one has a phrase of its own in English and Dutch, so the log never shows a button label', () => {
    const messages = (language: 'en' | 'nl') => MESSAGES[language] as Record<string, string>;
    for (const [type, { secret }] of Object.entries(ACTION_TYPES)) {
      if (secret) continue;
      for (const language of ['en', 'nl'] as const) {
        const phrases = Object.keys(messages(language)).filter(
          (key) => key === `citadels.did.${type}` || key.startsWith(`citadels.did.${type}.`),
        );
        expect(phrases.length, `${language}: ${type}`).toBeGreaterThan(0);
        for (const key of phrases) expect(messages(language)[key], key).not.toMatch(/\b(your|je|jouw)\b/i);
      }
    }
  });

  it("names their targets in the seat's language: characters, cards, players, district types, and words", () => {
    const s = calling(newGame(4), { assassin: 0, thief: 1, king: 2, warlord: 3 });
    s.hands[0] = ['palace#1'];
    const view = {
      G: citadelsCore.view(s, 0),
      me: 0,
      names: ['Jij', 'Speler 2', 'Speler 3', 'Speler 4'],
      base: [],
      legal: [],
      act: () => {},
    };
    const buttons = (actions: object[]) => {
      const legal = actions as unknown as CitadelsAction[];
      render(
        <LanguageProvider language="nl">
          <ActionGroup type={legal[0]!.type} actions={legal} view={{ ...view, legal }} />
        </LanguageProvider>,
      );
      const names = screen
        .getAllByRole('button')
        .filter((button) => button.hasAttribute('aria-pressed'))
        .map((button) => button.textContent);
      cleanup();
      return names;
    };
    expect(
      buttons([
        { type: 'navigate', take: 'gold' },
        { type: 'navigate', take: 'cards' },
      ]),
    ).toEqual(['Goud', 'Kaarten']);
    expect(buttons([{ type: 'collectMixed', cards: 2 }])).toEqual(['2 kaarten, de rest in goud']);
    // Actions of several fields are chosen step by step: the first step's choices, then the confirmation.
    const steps = (actions: object[], picks: string[] = []) => {
      const legal = actions as unknown as CitadelsAction[];
      render(
        <LanguageProvider language="nl">
          <ActionGroup type={legal[0]!.type} actions={legal} view={{ ...view, legal }} />
        </LanguageProvider>,
      );
      for (const pick of picks) fireEvent.click(screen.getByRole('button', { name: pick }));
      const names = [...document.querySelectorAll('.cit-step-choice, .cit-confirm')].map(
        (button) => button.getAttribute('aria-label') ?? button.textContent,
      );
      cleanup();
      return names;
    };
    expect(
      steps([
        { type: 'crown', seat: 1, take: 'card' },
        { type: 'crown', seat: 1, take: 'nothing' },
      ]),
    ).toEqual([
      'En je neemt van die speler: een kaart',
      'En je neemt van die speler: niets',
      'Kies elke stap en bevestig dan',
    ]);
    expect(steps([{ type: 'placeWarrants', signed: 'thief', blank: ['king', 'warlord'] }])).toEqual([
      'Bevestig: Leg de bevelschriften 2. Dief · 4. Koning + 8. Condottiere',
    ]);
    expect(
      steps(
        [
          { type: 'spy', seat: 3, districtType: 'noble' },
          { type: 'spy', seat: 3, districtType: 'trade' },
        ],
        ['Noem een soort gebouw: Handel'],
      ),
    ).toEqual(['Bevestig: Bespioneer Speler 4 · Handel']);
    s.turn!.peek = { seat: 1, cards: ['palace#1'], take: true };
    view.G = citadelsCore.view(s, 0);
    expect(
      steps([
        { type: 'takeCard', index: 0, build: false },
        { type: 'takeCard', index: 0, build: true },
      ]),
    ).toEqual(['En dan: in je hand', 'En dan: en bouw het', 'Kies elke stap en bevestig dan']);
  });
});

describe("an answer during another player's turn", () => {
  it('asks the seat for its answer with whatever the core offers it', () => {
    const s = calling(newGame(4), { assassin: 0, thief: 1, king: 2, warlord: 3 });
    const calls: CitadelsAction[] = [];
    const legal = [{ type: 'payBribe' }, { type: 'refuseBribe' }] as unknown as CitadelsAction[];
    const view = {
      G: citadelsCore.view(s, 2),
      me: 2,
      names: ['Player 1', 'Player 2', 'You', 'Player 4'],
      base: [],
      legal,
      act: (a: CitadelsAction) => calls.push(a),
    };
    render(
      <LanguageProvider language="en">
        <TurnPrompts view={view} />
      </LanguageProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Your answer is needed' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refuse to pay' }));
    expect(calls).toEqual([{ type: 'refuseBribe' }]);
  });
});

describe('the Assassin with two characters each', () => {
  it.each([
    ['en', '4. King (yours)', '2. Thief'],
    ['nl', '4. Koning (van jou)', '2. Dief'],
  ] as const)('says which target is your own second character (%s)', (language, own, other) => {
    const s = calling(newGame(2), { assassin: 0, king: 0, thief: 1, merchant: 1 });
    renderBoard(s, 0, { language });
    const kills = screen.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent ?? '');
    expect(kills.some((label) => label.includes(own))).toBe(true);
    expect(kills.some((label) => label.includes(other) && !label.includes('('))).toBe(true);
  });
});
