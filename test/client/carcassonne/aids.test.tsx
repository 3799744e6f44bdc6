// @vitest-environment jsdom
// The learning aids of the Carcassonne board (client/shared/aids.ts): beside every real score, the score if
// the game ended now; the remaining tiles with their odds, every player's last tile, the coordinates and the
// figures at the end; a purist table hides them all.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { carcassonneCore as core, type CarcassonneState } from '../../../games/carcassonne';
import { createRng } from '../../../games/shared/rng';
import { drawOdds, formatChance } from '../../../client/carcassonne/draw-odds';
import { FinalScores, figureCounts } from '../../../client/carcassonne/components/FinalScores';
import { play, scenario } from '../../carcassonne/fixtures';
import { projectedScores } from '../../../games/carcassonne/rules/queries';
import { CarcassonneBoard } from '../../../client/carcassonne/Board';
import { LanguageProvider } from '../../../client/i18n/LanguageProvider';
import type { Language } from '../../../client/i18n/dictionary';
import { AidsContext } from '../../../client/shared/aids';
import { boardProps, finishedGame, midGame } from './fixtures';

afterEach(cleanup);

function renderBoard(state: CarcassonneState, purist: boolean, language: Language = 'en') {
  return render(
    <LanguageProvider language={language}>
      <AidsContext.Provider value={{ purist }}>
        <CarcassonneBoard {...boardProps(state, 0).props} />
      </AidsContext.Provider>
    </LanguageProvider>,
  );
}

const projectedText = (container: HTMLElement) =>
  [...container.querySelectorAll('.carc-players li')].map(
    (li) => li.querySelector('.carc-projected .sr-only')?.textContent,
  );

describe('projected scores', () => {
  it.each([
    ['en', 'If the game ended now: '],
    ['nl', 'Als het spel nu eindigde: '],
  ] as const)('shows each player what they would have if the game ended now (%s)', (language, words) => {
    const state = midGame();
    const projected = projectedScores(state);
    // The position has meeples out on unfinished features, so the projection is not just the score.
    expect(projected).not.toEqual(state.scores);
    const { container } = renderBoard(state, false, language);
    expect(projectedText(container)).toEqual(projected.map((n) => `${words}${n}`));
    expect([...container.querySelectorAll('.carc-points')].map((el) => el.textContent)).toEqual(
      state.scores.map(String),
    );
  });

  it('shows none once the game is over (the score is final)', () => {
    const { container } = renderBoard(finishedGame(), false);
    expect(container.querySelectorAll('.carc-projected')).toHaveLength(0);
  });
});

describe('a purist table', () => {
  it('hides the projections and the remaining tiles', () => {
    const state = midGame();
    const aided = renderBoard(state, false).container;
    expect(aided.querySelectorAll('.carc-projected').length).toBe(state.scores.length);
    expect(aided.querySelector('.carc-remaining')).not.toBeNull();
    cleanup();
    const bare = renderBoard(state, true).container;
    expect(bare.querySelectorAll('.carc-projected')).toHaveLength(0);
    expect(bare.querySelector('.carc-remaining')).toBeNull();
    expect(bare.querySelectorAll('.carc-points')).toHaveLength(state.scores.length);
  });

  it('lights up no feature when a score entry is hovered', () => {
    const game = finishedGame();
    for (const purist of [false, true]) {
      const { container } = renderBoard(game, purist);
      fireEvent.mouseEnter(container.querySelector('.carc-log li')!);
      expect(container.querySelectorAll('.carc-lit-tile').length > 0).toBe(!purist);
      cleanup();
    }
  });
});

describe('the remaining tiles and their odds (docs/rules/carcassonne.md#purist)', () => {
  const percent = (n: number) => formatChance(n, 'en');
  const cells = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('.carc-remaining li')];

  it('lists every kind of the match’s sets, expansions included, with the chance of the next draw and of yours', () => {
    const state = core.setup(3, { farmers: true, innsCathedrals: true }, createRng('odds'));
    const { container } = renderBoard(state, false);
    const odds = drawOdds(core.view(state, 0), 0);
    expect(odds.some((o) => o.kind === 'IC1')).toBe(true);
    expect(cells(container).map((li) => li.dataset.type)).toEqual(odds.map((o) => o.kind));
    for (const [i, li] of cells(container).entries()) {
      expect(li.querySelector('.carc-left')!.textContent).toBe(String(odds[i]!.left));
      expect(li.querySelector('[data-odds="next"]')!.textContent).toBe(`Next tile: ${percent(odds[i]!.next)}`);
      expect(li.querySelector('[data-odds="mine"]')!.textContent).toBe(
        `You draw one again this game: ${percent(odds[i]!.mine!)}`,
      );
    }
  });

  it('gives a spectator only the next draw', () => {
    const state = midGame();
    const { container } = render(
      <LanguageProvider language="en">
        <CarcassonneBoard {...boardProps(state, null).props} />
      </LanguageProvider>,
    );
    expect(cells(container).length).toBeGreaterThan(0);
    expect(container.querySelectorAll('[data-odds="next"]')).toHaveLength(cells(container).length);
    expect(container.querySelectorAll('[data-odds="mine"]')).toHaveLength(0);
  });
});

describe('every player’s last tile, and the coordinates (docs/rules/carcassonne.md#purist)', () => {
  const framed = (container: HTMLElement) => [
    ...[...container.querySelectorAll<SVGElement>('.carc-recent')].map((r) => [
      'recent',
      r.dataset.recent,
      r.dataset.seat,
    ]),
    ...[...container.querySelectorAll<SVGElement>('.carc-last-of')].map((r) => [
      'last',
      r.dataset.lastOf,
      r.dataset.seat,
    ]),
  ];

  it('marks each player’s last tile in their colour; a purist table frames only the tiles since your turn', () => {
    // Seat 0 placed U (1,0) then E (1,-1); seat 1 placed B (0,1) then V (-1,0); seat 0 to play: seat 1's V
    // is framed as new since seat 0's turn, seat 0's own E is marked as its last tile.
    const state = midGame();
    expect(framed(renderBoard(state, false).container)).toEqual([
      ['recent', '-1,0', '1'],
      ['last', '1,-1', '0'],
    ]);
    cleanup();
    expect(framed(renderBoard(state, true).container)).toEqual([['recent', '-1,0', '1']]);
  });

  it('shows every square’s coordinates on a remembered switch, and no switch at a purist table', () => {
    localStorage.removeItem('carcassonne.coordinates');
    const state = midGame();
    const { container } = renderBoard(state, false);
    const toggle = container.querySelector<HTMLButtonElement>('.carc-coordinates-switch')!;
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(container.querySelectorAll('[data-coordinate]')).toHaveLength(0);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const shown = [...container.querySelectorAll('[data-coordinate]')].map((el) => el.textContent);
    expect(shown).toEqual([...Object.keys(state.board), ...state.frontier.map((s) => `${s.x},${s.y}`)]);
    expect(shown.slice(0, 5)).toEqual(['0,0', '1,0', '0,1', '1,-1', '-1,0']);
    expect(localStorage.getItem('carcassonne.coordinates')).toBe('1');
    cleanup();
    // Remembered: a new board starts with them on.
    expect(renderBoard(state, false).container.querySelectorAll('[data-coordinate]').length).toBe(shown.length);
    cleanup();
    const bare = renderBoard(state, true).container;
    expect(bare.querySelector('.carc-coordinates-switch')).toBeNull();
    expect(bare.querySelectorAll('[data-coordinate]')).toHaveLength(0);
    localStorage.removeItem('carcassonne.coordinates');
  });
});

describe('the figures at the end', () => {
  it('counts each player’s figures placed, come home and left on the board', () => {
    // Seat 0's knight completes D's city with E and comes home; seat 1's thief stays on the open road of U.
    const state = scenario(['E', 'U']);
    play(state, 0, -1, 2, 'S');
    play(state, 1, 0, 0, 'E');
    expect(figureCounts(state)).toEqual([
      { placed: 1, returned: 1, onBoard: 0 },
      { placed: 1, returned: 0, onBoard: 1 },
    ]);
    const { container } = render(
      <LanguageProvider language="nl">
        <FinalScores state={state} names={['Ann', 'Bob']} />
      </LanguageProvider>,
    );
    const row = (seat: number) =>
      ['placed', 'returned', 'onBoard'].map(
        (col) => container.querySelector(`tr[data-seat="${seat}"] [data-col="${col}"]`)!.textContent,
      );
    expect(row(0)).toEqual(['1', '1', '0']);
    expect(row(1)).toEqual(['1', '0', '1']);
    expect(container.querySelector('th:last-child')!.textContent).toBe('Aan het eind op het bord');
  });
});
