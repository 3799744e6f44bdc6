// @vitest-environment jsdom
// The Carcassonne camera: it fits the whole map (and the squares around it) on load and after every move,
// unless the player has panned or zoomed; then the view stays until "Fit map". Focusing a square with the
// keyboard pans it into view, and at the game's end the whole map shows. (jsdom has no layout, so the
// viewport counts as 800 × 600, the size the board assumes then.)
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { carcassonneCore as core, type CarcassonneState } from '../../../games/carcassonne';
import { CarcassonneBoard } from '../../../client/carcassonne/Board';
import { mapBox } from '../../../client/carcassonne/components/BoardView';
import { fitView } from '../../../client/carcassonne/use-pan-zoom';
import { LanguageProvider } from '../../../client/i18n/LanguageProvider';
import { createRng } from '../../../games/shared/rng';
import { play, scenario } from '../../carcassonne/fixtures';
import { boardProps, midGame } from './fixtures';

afterEach(cleanup);

const [W, H] = [800, 600];
const rng = createRng('camera');

function renderBoard(state: CarcassonneState, seat: number | null) {
  const element = (next: CarcassonneState) => (
    <LanguageProvider language="en">
      <CarcassonneBoard {...boardProps(next, seat).props} />
    </LanguageProvider>
  );
  const view = render(element(state));
  const viewport = view.container.querySelector('.carc-viewport') as HTMLElement;
  const camera = () => {
    const match = /translate\(([-\d.e]+) ([-\d.e]+)\) scale\(([-\d.e]+)\)/.exec(viewport.querySelector('svg > g')!.getAttribute('transform')!)!;
    return { x: Number(match[1]), y: Number(match[2]), scale: Number(match[3]) };
  };
  return { ...view, viewport, camera, update: (next: CarcassonneState) => view.rerender(element(next)) };
}

/** The camera that shows the whole map of `state`. */
const fitted = (state: CarcassonneState) => fitView(mapBox(Object.keys(state.board)), W, H);

/** Plays seat `state.turn`'s first legal placement and no meeple (a move the camera should follow). */
function playAnyTurn(state: CarcassonneState): void {
  const place = core.legalActions(state, state.turn).find((a) => a.type === 'placeTile')!;
  core.apply(state, state.turn, place, rng);
  core.apply(state, state.turn, { type: 'skipMeeple' }, rng);
}

describe('the camera', () => {
  it('fits the whole map with a margin on load, and again after each move', () => {
    const state = midGame();
    const { camera, update } = renderBoard(state, 0);
    expect(camera()).toEqual(fitted(state));
    // Every placed tile and every square next to the map is inside the viewport.
    for (const key of Object.keys(state.board)) {
      const [x, y] = key.split(',').map(Number);
      const { x: cx, y: cy, scale } = camera();
      for (const [dx, dy] of [[-1, -1], [2, 2]]) {
        expect((x! + dx!) * 100 * scale + cx).toBeGreaterThanOrEqual(-0.01);
        expect((y! + dy!) * 100 * scale + cy).toBeGreaterThanOrEqual(-0.01);
        expect((x! + dx!) * 100 * scale + cx).toBeLessThanOrEqual(W + 0.01);
        expect((y! + dy!) * 100 * scale + cy).toBeLessThanOrEqual(H + 0.01);
      }
    }
    for (let i = 0; i < 6; i++) playAnyTurn(state);
    const before = camera();
    update(structuredClone(state));
    expect(camera()).toEqual(fitted(state));
    expect(camera()).not.toEqual(before);
  });

  it('stays where the player panned or zoomed after moves, until "Fit map"', () => {
    const state = midGame();
    const { camera, update, viewport } = renderBoard(state, 0);
    fireEvent.keyDown(viewport, { key: '+' });
    fireEvent.keyDown(viewport, { key: 'ArrowLeft' });
    const moved = camera();
    expect(moved).not.toEqual(fitted(state));
    for (let i = 0; i < 4; i++) playAnyTurn(state);
    update(structuredClone(state));
    expect(camera()).toEqual(moved);
    fireEvent.click(screen.getByRole('button', { name: 'Fit map' }));
    expect(camera()).toEqual(fitted(state));
    playAnyTurn(state);
    update(structuredClone(state));
    expect(camera()).toEqual(fitted(state));
  });

  it('pans a square focused with the keyboard into view', () => {
    const state = midGame();
    const { camera, viewport, container } = renderBoard(state, 0);
    for (let i = 0; i < 8; i++) fireEvent.keyDown(viewport, { key: '+' });
    const squares = [...container.querySelectorAll('.carc-spot')];
    const onScreen = (key: string) => {
      const [x, y] = key.split(',').map(Number);
      const { x: cx, y: cy, scale } = camera();
      const [left, top] = [x! * 100 * scale + cx, y! * 100 * scale + cy];
      return left >= 0 && top >= 0 && left + 100 * scale <= W && top + 100 * scale <= H;
    };
    const hidden = squares.find((el) => !onScreen(el.getAttribute('data-key')!))!;
    expect(hidden).toBeDefined();
    fireEvent.focus(hidden);
    expect(onScreen(hidden.getAttribute('data-key')!)).toBe(true);
  });

  it('shows the whole map at the end, even after the player moved the view', () => {
    const state = scenario(['E', 'U', 'C']);
    const { camera, update, viewport } = renderBoard(state, 0);
    fireEvent.keyDown(viewport, { key: '+' });
    expect(camera()).not.toEqual(fitted(state));
    play(state, 0, -1, 2);
    play(state, 1, 0, 0);
    expect(core.isOver(state)).toBe(true);
    update(structuredClone(state));
    expect(camera()).toEqual(fitted(state));
  });
});
