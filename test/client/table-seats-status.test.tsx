// @vitest-environment jsdom
// What each seat's status line says around the table (client/shared/table-seats.ts): before the match starts
// (seats open) "Waiting for players" on both boards with nothing playable; at one screen with two people
// "your turn" says whose; online a person to play is "Ann to play" without the bots' spinner.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CarcassonneBoard } from '../../client/carcassonne/Board';
import { CitadelsBoard, type CitadelsBoardProps } from '../../client/citadels/Board';
import { LanguageProvider } from '../../client/i18n/LanguageProvider';
import type { Language } from '../../client/i18n/dictionary';
import { TableSeatsContext, type TableSeats } from '../../client/shared/table-seats';
import { citadelsCore } from '../../games/citadels/index';
import { boardProps, finishedGame, startPosition } from './carcassonne/fixtures';
import { newState } from './citadels/render';

afterEach(cleanup);

const NAMES = [
  { id: 0, name: 'Ann' },
  { id: 1, name: 'Bob' },
];

function withTable(seats: TableSeats, board: ReactNode, language: Language = 'en') {
  return render(
    <LanguageProvider language={language}>
      <TableSeatsContext.Provider value={seats}>{board}</TableSeatsContext.Provider>
    </LanguageProvider>,
  );
}

function carcassonne(seats: TableSeats, seat: number, language: Language = 'en') {
  const { props } = boardProps(startPosition(), seat);
  return withTable(seats, <CarcassonneBoard {...props} matchData={NAMES} />, language);
}

const carcStatus = (container: HTMLElement) => container.querySelector('.carc-status')?.textContent;

describe('before the match starts', () => {
  it.each([
    ['en', 'Waiting for players'],
    ['nl', 'Wachten op spelers'],
  ] as const)('Carcassonne (%s): every seat says %s, with no square, meeple or button to use', (language, text) => {
    for (const seat of [0, 1]) {
      const { container } = carcassonne({ waiting: true, bots: [], sharedScreen: false }, seat, language);
      expect(carcStatus(container)).toBe(text);
      expect(container.querySelectorAll('.carc-spot, .carc-meeple-spot, [data-ghost]')).toHaveLength(0);
      expect(container.querySelectorAll('.carc-turn-panel button:not([disabled])')).toHaveLength(0);
      expect(container.querySelector('.carc-thinking')).toBeNull();
      cleanup();
    }
  });

  it('Machiavelli: the draft says Waiting for players, nobody "is choosing", and nothing is offered', () => {
    const state = newState(2, {}, 'waiting');
    const props = {
      G: citadelsCore.view(state, null),
      ctx: { numPlayers: 2, currentPlayer: '0', phase: state.phase },
      moves: {},
      events: {},
      log: [],
      playerID: '0',
      matchID: 'm',
      isActive: true,
      isConnected: true,
      isMultiplayer: true,
      matchData: [{ id: 0, name: 'Ann' }, { id: 1 }],
    } as unknown as CitadelsBoardProps;
    const { container } = withTable({ waiting: true, bots: [], sharedScreen: false }, <CitadelsBoard {...props} />);
    expect(container.querySelector('.cit-selection .cit-waiting')?.textContent).toBe('Waiting for players');
    expect(container.textContent).not.toMatch(/is choosing|Still to choose/);
    expect(
      container.getAttribute('data-legal') ?? container.querySelector('.cit-board')?.getAttribute('data-legal'),
    ).toBe('0');
  });
});

describe('whose turn', () => {
  it.each([
    ['en', 'Ann, your turn: place the tile'],
    ['nl', 'Ann, jouw beurt: leg de tegel'],
  ] as const)('at one screen with two people, the turn names its seat (%s)', (language, text) => {
    const { container } = carcassonne({ waiting: false, bots: [], sharedScreen: true }, 0, language);
    expect(carcStatus(container)).toBe(text);
  });

  it('alone at the screen it stays "Your turn"', () => {
    const { container } = carcassonne({ waiting: false, bots: [1], sharedScreen: false }, 0);
    expect(carcStatus(container)).toBe('Your turn: place the tile');
  });

  it('a person to play is "Ann to play" without a spinner; a bot "is thinking" with one', () => {
    const human = carcassonne({ waiting: false, bots: [], sharedScreen: false }, 1);
    expect(carcStatus(human.container)).toBe('Ann to play');
    expect(screen.queryByText('Ann is thinking…')).toBeNull();
    expect(human.container.querySelector('.carc-thinking')).toBeNull();
    cleanup();
    const bot = carcassonne({ waiting: false, bots: [0], sharedScreen: false }, 1);
    expect(carcStatus(bot.container)).toBe('Ann is thinking…');
    expect(bot.container.querySelector('.carc-thinking')).not.toBeNull();
  });
});

describe('the end of a game', () => {
  it('online, where the page states the result above the board, the board does not say it again', () => {
    const { props } = boardProps(finishedGame(), 0);
    const online = withTable(
      { waiting: false, bots: [], sharedScreen: false, resultAbove: true },
      <CarcassonneBoard {...props} matchData={NAMES} />,
    );
    expect(online.container.textContent).not.toMatch(/Game over/);
    cleanup();
    const hotseat = withTable({ waiting: false, bots: [1], sharedScreen: false }, <CarcassonneBoard {...props} />);
    expect(carcStatus(hotseat.container)).toMatch(/^Game over — /);
  });

  it('keeps no panel of remaining tiles, all zeros, once the bag is empty', () => {
    const { props } = boardProps(finishedGame(), 0);
    const { container } = withTable(
      { waiting: false, bots: [1], sharedScreen: false },
      <CarcassonneBoard {...props} />,
    );
    expect(container.querySelector('.carc-final')).not.toBeNull();
    expect(container.querySelector('.carc-remaining')).toBeNull();
  });
});
