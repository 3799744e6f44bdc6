// @vitest-environment jsdom
// The abbot on the board (docs/rules/carcassonne.md#abbot): its spot and button only on the garden or
// cloister of the tile just placed, sent as placeMeeple with the abbot once the server has answered the
// tile; "Take the abbot back" in the figure step, with what it scores, sent as returnAbbot; refused (and
// greyed out, with the reason) while the abbot is in the supply or when the tile just placed completes its
// garden; the abbot's supply in the player list; in English and Dutch.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { carcassonneCore as core, type CarcassonneState, type TileKind } from '../../../games/carcassonne';
import { act as apply, expansionScenario } from '../../carcassonne/fixtures';
import { CarcassonneBoard } from '../../../client/carcassonne/Board';
import { LanguageProvider } from '../../../client/i18n/LanguageProvider';
import type { Language } from '../../../client/i18n/dictionary';
import { boardProps } from './fixtures';

afterEach(cleanup);

const ABBOT = { abbot: true } as const;

function renderBoard(state: CarcassonneState, seat: number, language: Language = 'en') {
  const { props, moves } = boardProps(state, seat);
  const board = (next: typeof props) => (
    <LanguageProvider language={language}>
      <CarcassonneBoard {...next} />
    </LanguageProvider>
  );
  const view = render(board(props));
  const answer = (next: CarcassonneState) =>
    view.rerender(board({ ...boardProps(next, seat).props, moves: props.moves }));
  return { ...view, moves, answer };
}

/** Chooses the square `key` for the drawn tile (the board picks a rotation that fits there). */
const chooseSquare = (container: HTMLElement, key: string) =>
  fireEvent.click(container.querySelector(`.carc-spot[data-key="${key}"]`)!);

/** Seat 0 puts its abbot on the garden of U_G east of the start tile, seat 1 places a U: seat 0 to place a U. */
function abbotOnGarden(): CarcassonneState {
  const state = expansionScenario(['U_G', 'U', 'U'], ABBOT);
  apply(state, { type: 'placeTile', x: 1, y: 0, rotation: 0 });
  apply(state, { type: 'placeMeeple', location: 'garden', figure: 'abbot' });
  apply(state, { type: 'placeTile', x: -1, y: 0, rotation: 0 });
  apply(state, { type: 'skipMeeple' });
  return state;
}

describe('placing the abbot', () => {
  it('offers the abbot on the garden of the tile just placed, and sends it after the server answered the tile', () => {
    const state = expansionScenario(['U_G', 'U'], ABBOT);
    const { container, moves, answer } = renderBoard(state, 0);
    chooseSquare(container, '1,0');
    const spot = container.querySelector('.carc-meeple-spot[data-figure="abbot"]')!;
    expect(spot.getAttribute('data-location')).toBe('garden');
    expect(spot.getAttribute('aria-label')).toBe('Put the abbot in the garden');
    expect(spot.querySelector('.carc-abbot')).not.toBeNull();
    // The meeple spots of U_G are its road and fields, never the garden.
    expect(container.querySelectorAll('.carc-meeple-spot[data-location="garden"]:not([data-figure])')).toHaveLength(0);
    const button = screen.getByRole('button', { name: 'Abbot in the garden' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(spot.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'End turn' }));
    const tile = moves.placeTile.mock.calls[0]![0];
    expect(moves.placeMeeple).not.toHaveBeenCalled();
    apply(state, tile);
    answer(state);
    expect(moves.placeMeeple).toHaveBeenCalledWith({ type: 'placeMeeple', location: 'garden', figure: 'abbot' });
    expect(core.refusal(state, 0, moves.placeMeeple.mock.calls[0]![0])).toBeUndefined();
  });

  it('offers the abbot on a cloister beside the meeple, and neither without a cloister or garden', () => {
    const figureSpots = (container: HTMLElement) =>
      [...container.querySelectorAll('.carc-meeple-spot')].map(
        (el) => `${el.getAttribute('data-figure') ?? 'meeple'}@${el.getAttribute('data-location')}`,
      );
    const state = expansionScenario(['B', 'U'], ABBOT);
    const { container } = renderBoard(state, 0);
    chooseSquare(container, '0,1');
    expect(figureSpots(container)).toEqual(['meeple@NNW', 'meeple@monastery', 'abbot@monastery']);
    const circle = (figure: string) =>
      container.querySelector(`.carc-meeple-spot${figure} circle:not(.carc-tap-area)`)!.getAttribute('cx');
    expect(
      Number(circle('[data-figure="abbot"]')) - Number(circle('[data-location="monastery"]:not([data-figure])')),
    ).toBe(18);
    expect(screen.getByRole('button', { name: 'Abbot in the monastery' })).toBeTruthy();
    cleanup();
    const plain = renderBoard(expansionScenario(['U', 'U'], ABBOT), 0);
    chooseSquare(plain.container, '1,0');
    expect(figureSpots(plain.container).filter((s) => s.startsWith('abbot'))).toEqual([]);
    cleanup();
    const base = renderBoard(expansionScenario(['B', 'U'], {}), 0);
    chooseSquare(base.container, '0,1');
    expect(figureSpots(base.container)).toEqual(['meeple@NNW', 'meeple@monastery']);
    expect(screen.queryByRole('button', { name: 'Take the abbot back' })).toBeNull();
  });

  it('shows each seat whether its abbot is in the supply or on the board', () => {
    const { container } = renderBoard(abbotOnGarden(), 0);
    const abbot = (seat: number) =>
      container.querySelector(`.carc-players li[data-seat="${seat}"] [data-figure="abbot"][data-where]`);
    expect(abbot(0)?.getAttribute('data-where')).toBe('board');
    expect(abbot(0)?.textContent).toBe('abbot on the board');
    expect(abbot(1)?.getAttribute('data-where')).toBe('supply');
    expect(container.querySelector('.carc-board-meeples .carc-abbot, .carc-abbot[data-seat="0"]')).not.toBeNull();
  });
});

describe('taking the abbot back', () => {
  it('is greyed out while the abbot is in the supply, with the reason', () => {
    const state = expansionScenario(['U_G', 'U'], ABBOT);
    const { container } = renderBoard(state, 0);
    chooseSquare(container, '1,0');
    const button = screen.getByRole('button', { name: 'Take the abbot back' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(container.querySelector('#carc-return-abbot-why')?.textContent).toBe(
      'Take the abbot back: your abbot is not on the board.',
    );
  });

  it('says what the garden scores, and sends returnAbbot after the tile', () => {
    const state = abbotOnGarden();
    const { container, moves, answer } = renderBoard(state, 0);
    chooseSquare(container, '2,0');
    const trial = structuredClone(state);
    apply(trial, { type: 'placeTile', x: 2, y: 0, rotation: 0 });
    const before = trial.scores[0]!;
    apply(trial, { type: 'returnAbbot' });
    const points = trial.scores[0]! - before;
    expect(points).toBe(3); // the garden's tile at (1, 0), the start tile west of it and the U just placed east
    expect(container.querySelector('#carc-return-abbot-why')?.textContent).toBe(
      `Instead of a figure: your abbot comes back and its garden scores ${points} now.`,
    );
    const button = screen.getByRole('button', { name: 'Take the abbot back' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'End turn' }));
    const tile = moves.placeTile.mock.calls[0]![0];
    apply(state, tile);
    answer(state);
    expect(moves.returnAbbot).toHaveBeenCalledWith({ type: 'returnAbbot' });
    expect(moves.skipMeeple).not.toHaveBeenCalled();
  });

  it('is refused when the tile just placed completes the garden, which then scores 9 by itself', () => {
    // Seat 0's abbot on E_G at (0, 1); the 3×3 round it filled but for (0, 2), which seat 0 fills last.
    const tiles: TileKind[] = ['E_G', 'U', 'U', 'U', 'B', 'B', 'B', 'B', 'E'];
    const state = expansionScenario(tiles, ABBOT);
    const turn = (x: number, y: number, rotation: 0 | 1 | 2 | 3, figure = false) => {
      apply(state, { type: 'placeTile', x, y, rotation });
      apply(state, figure ? { type: 'placeMeeple', location: 'garden', figure: 'abbot' } : { type: 'skipMeeple' });
    };
    turn(0, 1, 2, true);
    turn(1, 0, 0);
    turn(2, 0, 0);
    turn(-1, 0, 0);
    turn(1, 1, 0);
    turn(-1, 1, 0);
    turn(1, 2, 0);
    turn(-1, 2, 0);
    expect(state.turn).toBe(0);
    const { container } = renderBoard(state, 0, 'nl');
    chooseSquare(container, '0,2');
    const button = screen.getByRole('button', { name: 'Abt terugnemen' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(container.querySelector('#carc-return-abbot-why')?.textContent).toBe(
      'Abt terugnemen: nu niet, de gelegde tegel maakt zijn tuin af; dat scoort 9 en de abt komt vanzelf terug.',
    );
    const trial = structuredClone(state);
    const place = core.legalActions(trial, 0).find((a) => a.type === 'placeTile' && a.x === 0 && a.y === 2)!;
    apply(trial, place);
    expect(core.refusal(trial, 0, { type: 'returnAbbot' })).toMatch(/completes/);
  });
});

describe('the score log', () => {
  it('names a garden scored by the abbot taken back early, with the abbot beside it', () => {
    const state = abbotOnGarden();
    apply(state, { type: 'placeTile', x: 2, y: 0, rotation: 0 });
    apply(state, { type: 'returnAbbot' });
    const { container } = renderBoard(state, 1);
    const entry = container.querySelector('.carc-log li[data-kind="garden"]')!;
    expect(entry.textContent).toBe('Player 1: 3 for a gardenabbot taken back');
    expect(entry.querySelector('.carc-abbot')).not.toBeNull();
    expect(container.querySelector('.carc-turn-text')?.textContent).toMatch(/took back the abbot in the garden$/);
  });
});
