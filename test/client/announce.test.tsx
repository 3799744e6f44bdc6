// @vitest-environment jsdom
// What the boards announce to screen readers (an aria-live region) in English and Dutch, and where
// focus goes when an action removed the focused control.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { LogEntry } from 'boardgame.io';
import { CarcassonneBoard } from '../../client/carcassonne/Board';
import { LanguageProvider } from '../../client/i18n/LanguageProvider';
import type { Language } from '../../client/i18n/dictionary';
import { scoreEvents, turnEntries } from '../../games/carcassonne/rules/state';
import { calling, newGame } from '../citadels/fixtures';
import { renderBoard } from './citadels/render';
import { boardProps, midGame, startPosition } from './carcassonne/fixtures';
import type { CarcassonneState } from '../../games/carcassonne';

afterEach(cleanup);

const announced = () => document.querySelector('[data-announcer]')!;
const move = (playerID: string, type: string, arg: unknown): LogEntry =>
  ({
    action: { type: 'MAKE_MOVE', payload: { type, args: [arg], playerID } },
    _stateID: 0,
    turn: 1,
    phase: 'calling',
  }) as LogEntry;

describe('Machiavelli announcements', () => {
  const s = calling(newGame(4), { assassin: 0, magician: 1, king: 2, warlord: 3 });
  const log = [move('1', 'swapHands', { type: 'swapHands', seat: 0 })];

  it('say what happened and whose turn it is, in English', () => {
    s.turn = { ...s.turn!, seat: 1, char: 'magician' };
    renderBoard(s, 0, { log });
    expect(announced().getAttribute('aria-live')).toBe('polite');
    expect(announced().textContent).toBe('Player 2 swapped hands with you. Magician (Player 2) is playing.');
  });

  it('and in Dutch', () => {
    s.turn = { ...s.turn!, seat: 1, char: 'magician' };
    renderBoard(s, 0, { log, language: 'nl' });
    expect(announced().textContent).toMatch(/^Speler 2 ruilde van hand met jou\. .*Speler 2.* is aan de beurt\.$/);
  });

  it('tell the seat when it is its own turn', () => {
    s.turn = { ...s.turn!, seat: 0, char: 'assassin' };
    renderBoard(s, 0, { log: [] });
    expect(announced().textContent).toMatch(/^Your turn as .*Assassin\.$/);
    // The calling track says it the same way, not "Assassin (You) is playing"; the announcement ends it as a sentence.
    expect(announced().textContent).toBe(`${document.querySelector('.cit-now')!.textContent}.`);
  });
});

function renderCarcassonne(state: CarcassonneState, seat: number | null, language: Language = 'en') {
  const { props } = boardProps(state, seat);
  return render(
    <LanguageProvider language={language}>
      <CarcassonneBoard {...props} />
    </LanguageProvider>,
  );
}

describe('Carcassonne announcements', () => {
  it('say who placed the last tile where, and what it scored, in English and Dutch', () => {
    const state = midGame();
    const last = turnEntries(state).at(-1)!;
    const scored = scoreEvents(state).filter((e) => e.turn === state.turns && e.points > 0);
    renderCarcassonne(state, 0);
    const text = announced().textContent!;
    expect(last).toMatchObject({ seat: 1, tile: 'V', x: -1, y: 0 });
    expect(
      text.startsWith(
        'Player 2 placed a road bend tile west of the start tile and put a farmer in the field in the south-west',
      ),
    ).toBe(true);
    expect(text.split('. ')).toHaveLength(1 + scored.length);
    // Each sentence ends as one, the last too (the region is read as one text).
    expect(text.endsWith('.') && !text.includes('..')).toBe(true);
    cleanup();
    renderCarcassonne(state, 0, 'nl');
    expect(
      announced().textContent!.startsWith(
        'Speler 2 legde een wegtegel met een bocht ten westen van de starttegel en zette een boer in het weiland in het zuidwesten',
      ),
    ).toBe(true);
  });
});

describe('focus after an action', () => {
  it('reaches the first control of a newly drawn board in a task of its own, not inside its render', async () => {
    const { props } = boardProps(startPosition(), 0);
    render(
      <LanguageProvider language="en">
        <CarcassonneBoard {...props} />
      </LanguageProvider>,
    );
    // The render and its effects are done: focus has not moved yet (focus() would style the new board).
    expect(document.activeElement).toBe(document.body);
    await new Promise((resolve) => setTimeout(resolve));
    expect(document.activeElement).not.toBe(document.body);
    expect(document.querySelector('.carc')!.contains(document.activeElement)).toBe(true);
  });

  it('goes to the next control of the board when the clicked one went away, not to the page body', () => {
    const state = startPosition();
    const { props } = boardProps(state, 0);
    const { rerender } = render(
      <LanguageProvider language="en">
        <CarcassonneBoard {...props} />
      </LanguageProvider>,
    );
    const spot = document.querySelector<SVGElement>('.carc-spot')!;
    fireEvent.click(spot);
    const place = screen.getByRole('button', { name: 'End turn' });
    place.focus();
    expect(document.activeElement).toBe(place);
    place.remove();
    expect(document.activeElement).toBe(document.body);
    rerender(
      <LanguageProvider language="en">
        <CarcassonneBoard {...props} G={{ ...state }} />
      </LanguageProvider>,
    );
    expect(document.activeElement).not.toBe(document.body);
    expect(document.querySelector('.carc')!.contains(document.activeElement)).toBe(true);
  });
});
