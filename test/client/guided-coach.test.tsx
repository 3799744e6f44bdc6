// @vitest-environment jsdom
// The coach above a guided board (client/guided/Coach.tsx, outline.ts): it shows the first step whose
// control is on the board, outlines exactly that control (and follows the board as it changes), waits while
// another seat moves, congratulates at the end, and "Skip tutorial" silences it for this match even after a
// reload (a new mount) — but not for a new guided match. In English and Dutch.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import { LanguageProvider } from '../../client/i18n/LanguageProvider';
import type { Language } from '../../client/i18n/dictionary';
import { Coach } from '../../client/guided/Coach';
import { outline, TARGET_CLASS } from '../../client/guided/outline';
import type { GuidedGame } from '../../client/shared/guided';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** A game whose seat 0 may always "choose" (a button .choose) or else "end" (a button .end); seat 1 never. */
const guided: GuidedGame = {
  numPlayers: 2,
  options: {},
  seed: 'test',
  steps: (_G, seat) =>
    seat === 0
      ? [
          { id: 'choose', text: 'guided.start', target: '.choose' },
          { id: 'end', text: 'guided.skip', target: '.end', also: '.extra' },
        ]
      : [],
};

function props(playerID: string, matchID = 'm-1', gameover?: unknown): BoardProps {
  return { G: {}, ctx: { currentPlayer: '0', gameover }, playerID, matchID } as unknown as BoardProps;
}

function show(p: BoardProps, board: ReactNode, language: Language = 'en') {
  return render(
    <LanguageProvider language={language}>
      <div>
        <Coach game="test-game" guided={guided} props={p} />
        <div data-testid="board">{board}</div>
      </div>
    </LanguageProvider>,
  );
}

const coach = () => document.querySelector('.guided-coach');
const outlined = () => [...document.querySelectorAll(`.${TARGET_CLASS}`)].map((element) => element.className);

describe('the coach', () => {
  it('shows the first step whose control is on the board and outlines that control only', async () => {
    show(
      props('0'),
      <>
        <button className="choose">Take</button>
        <button className="end">End</button>
      </>,
    );
    await waitFor(() => expect(coach()?.getAttribute('data-step')).toBe('choose'));
    expect(screen.getByText('Start the guided game')).toBeTruthy();
    expect(outlined()).toEqual([`choose ${TARGET_CLASS}`]);
  });

  it('follows the board: when the control goes, the next step shows and its controls are outlined', async () => {
    const { rerender } = show(props('0'), <button className="choose">Take</button>);
    await waitFor(() => expect(coach()?.getAttribute('data-step')).toBe('choose'));
    rerender(
      <LanguageProvider language="en">
        <div>
          <Coach game="test-game" guided={guided} props={props('0')} />
          <div>
            <button className="end">End</button>
            <span className="extra">also</span>
          </div>
        </div>
      </LanguageProvider>,
    );
    await waitFor(() => expect(coach()?.getAttribute('data-step')).toBe('end'));
    expect(outlined().sort()).toEqual([`end ${TARGET_CLASS}`, `extra ${TARGET_CLASS}`]);
  });

  it('waits while another seat moves, and says the game is over at the end (nl)', async () => {
    show(props('1'), <button className="choose">Take</button>, 'nl');
    await waitFor(() => expect(coach()?.getAttribute('data-step')).toBe('wait'));
    expect(coach()?.textContent).toMatch(/De bot speelt zijn beurt/);
    expect(outlined()).toEqual([]);
    cleanup();
    show(props('0', 'm-1', { winner: '0' }), <button className="choose">Take</button>, 'nl');
    expect(coach()?.getAttribute('data-step')).toBe('over');
    expect(coach()?.textContent).toMatch(/Het spel is afgelopen/);
    expect(screen.queryByRole('button', { name: 'Uitleg overslaan' })).toBeNull();
    expect(outlined()).toEqual([]);
  });

  it('Skip tutorial silences it for this match, after a reload too, but not for a new guided match', async () => {
    show(props('0'), <button className="choose">Take</button>);
    await waitFor(() => expect(outlined()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Skip tutorial' }));
    expect(coach()).toBeNull();
    await waitFor(() => expect(outlined()).toEqual([]));
    cleanup();
    show(props('0'), <button className="choose">Take</button>);
    expect(coach()).toBeNull();
    cleanup();
    show(props('0', 'm-2'), <button className="choose">Take</button>);
    await waitFor(() => expect(coach()?.getAttribute('data-step')).toBe('choose'));
  });
});

describe('outline', () => {
  it('puts the class on exactly the matching elements, and twice changes nothing', () => {
    const scope = document.createElement('div');
    scope.innerHTML = '<i class="a"></i><i class="b"></i><i class="a"></i>';
    outline(scope, '.a');
    expect(scope.querySelectorAll(`.${TARGET_CLASS}`)).toHaveLength(2);
    const before = scope.innerHTML;
    outline(scope, '.a');
    expect(scope.innerHTML).toBe(before);
    outline(scope, '.b');
    expect([...scope.querySelectorAll(`.${TARGET_CLASS}`)].map((element) => element.className)).toEqual([
      `b ${TARGET_CLASS}`,
    ]);
    outline(scope, undefined);
    expect(scope.querySelectorAll(`.${TARGET_CLASS}`)).toHaveLength(0);
  });
});
