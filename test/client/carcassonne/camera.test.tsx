// @vitest-environment jsdom
// The Carcassonne camera: it fits the whole map (and the squares around it) on load and after every move,
// unless the player has panned or zoomed; then the view stays until "Fit map". Focusing a square with the
// keyboard pans it into view, and at the game's end the whole map shows. It keeps a margin of screen
// pixels round the map, never fits so small that a square is under the target size (44 px for a finger,
// 24 px for a mouse), and zooms in on a chosen square until its meeple spots are a target apart. (jsdom
// has no layout, so the viewport counts as 800 × 600, the size the board assumes then.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { carcassonneCore as core, type CarcassonneState } from '../../../games/carcassonne';
import { CarcassonneBoard } from '../../../client/carcassonne/Board';
import { mapBox } from '../../../client/carcassonne/components/board-geometry';
import { closeUpView, fitView } from '../../../client/carcassonne/use-pan-zoom';
import { MOUSE_TARGET_PX, SQUARE_UNITS, TOUCH_TARGET_PX } from '../../../client/carcassonne/tap-target';
import { LanguageProvider } from '../../../client/i18n/LanguageProvider';
import { createRng } from '../../../games/shared/rng';
import { play, scenario } from '../../carcassonne/fixtures';
import { boardProps, midGame } from './fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A touch screen: the main pointer is coarse. */
function stubTouch(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(pointer: coarse)',
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

/** A game `turns` turns in, every tile placed on its first legal square without a meeple (the map spreads). */
function spreadGame(turns: number): CarcassonneState {
  const state = core.setup(2, { farmers: true }, createRng('spread'));
  for (let i = 0; i < turns && !core.isOver(state); i++) playAnyTurn(state);
  return state;
}

/** Where board square (x, y) lies on screen: its left, top, right and bottom edges. */
function onScreen(camera: { x: number; y: number; scale: number }, x: number, y: number) {
  return {
    left: x * 100 * camera.scale + camera.x,
    top: y * 100 * camera.scale + camera.y,
    right: (x + 1) * 100 * camera.scale + camera.x,
    bottom: (y + 1) * 100 * camera.scale + camera.y,
  };
}

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
    const match = /translate\(([-\d.e]+) ([-\d.e]+)\) scale\(([-\d.e]+)\)/.exec(
      viewport.querySelector('svg > g')!.getAttribute('transform')!,
    )!;
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
      for (const [dx, dy] of [
        [-1, -1],
        [2, 2],
      ]) {
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

  it('keeps a margin of screen pixels round the map late in a game, and room for the zoom buttons', () => {
    const state = spreadGame(40);
    const { camera } = renderBoard(state, state.turn);
    const keys = Object.keys(state.board).map((key) => key.split(',').map(Number) as [number, number]);
    const xs = keys.map(([x]) => x);
    const ys = keys.map(([, y]) => y);
    // The squares next to the map (where the next tile may go) are inside the margin.
    const first = onScreen(camera(), Math.min(...xs) - 1, Math.min(...ys) - 1);
    const last = onScreen(camera(), Math.max(...xs) + 1, Math.max(...ys) + 1);
    // At least 24 px of margin, and on the right also room for the zoom buttons (44 px wide on a phone).
    expect(Math.min(first.left, first.top)).toBeGreaterThanOrEqual(24);
    expect(W - last.right).toBeGreaterThanOrEqual(24 + 44);
    expect(H - last.bottom).toBeGreaterThanOrEqual(24);
    expect(camera().scale * SQUARE_UNITS).toBeGreaterThanOrEqual(MOUSE_TARGET_PX);
  });

  it("on a touch screen never fits a square under a finger's width, and centres on the last tile placed", () => {
    stubTouch();
    const state = spreadGame(60);
    const whole = fitView(mapBox(Object.keys(state.board)), W, H);
    expect(whole.scale * SQUARE_UNITS).toBeLessThan(TOUCH_TARGET_PX);
    const { camera, container } = renderBoard(state, state.turn);
    expect(camera().scale * SQUARE_UNITS).toBeGreaterThanOrEqual(TOUCH_TARGET_PX - 1e-9);
    for (const square of container.querySelectorAll('.carc-spot'))
      expect(Number(square.getAttribute('width')) * camera().scale).toBeGreaterThanOrEqual(TOUCH_TARGET_PX - 1e-9);
    const lastTurn = state.history[state.turns]!;
    const at = onScreen(camera(), lastTurn.x, lastTurn.y);
    expect(at.left).toBeGreaterThanOrEqual(0);
    expect(at.top).toBeGreaterThanOrEqual(0);
    expect(at.right).toBeLessThanOrEqual(W);
    expect(at.bottom).toBeLessThanOrEqual(H);
  });

  it('at the least size, shows as much of the map as the whole viewport holds: all of it where it is small enough', () => {
    const phone = { w: 358, h: 508, minScale: TOUCH_TARGET_PX / SQUARE_UNITS };
    // 7 × 7 squares do not fit inside the margins at the least size, but do fit the viewport.
    const box = { x: -300, y: -300, width: 700, height: 700 };
    const view = fitView(box, phone.w, phone.h, { minScale: phone.minScale, focus: { x: 350, y: 350 } });
    expect(view.scale).toBeCloseTo(phone.minScale, 9);
    expect(box.x * view.scale + view.x).toBeGreaterThanOrEqual(0);
    expect((box.x + box.width) * view.scale + view.x).toBeLessThanOrEqual(phone.w);
    // A map wider than the viewport: the focus is centred, but no view runs past the map's edge.
    const wide = { x: -1000, y: -300, width: 2000, height: 700 };
    const right = fitView(wide, phone.w, phone.h, { minScale: phone.minScale, focus: { x: 950, y: 0 } });
    expect((wide.x + wide.width) * right.scale + right.x).toBeCloseTo(phone.w, 6);
    const middle = fitView(wide, phone.w, phone.h, { minScale: phone.minScale, focus: { x: 0, y: 0 } });
    expect(middle.x).toBeCloseTo(phone.w / 2, 6);
  });

  it("puts a close-up near the top of a portrait viewport, where a phone's action bar does not reach", () => {
    const tile = { x: 200, y: -100, width: 100, height: 100 };
    const portrait = closeUpView({ x: 0, y: 0, scale: 0.5 }, tile, 2, 358, 508);
    expect(portrait.scale).toBe(2);
    expect(tile.y * portrait.scale + portrait.y).toBeCloseTo(28, 6);
    expect((tile.x + tile.width / 2) * portrait.scale + portrait.x).toBeCloseTo(358 / 2, 6);
    const landscape = closeUpView({ x: 0, y: 0, scale: 0.5 }, tile, 2, 800, 600);
    expect((tile.y + tile.height / 2) * landscape.scale + landscape.y).toBeCloseTo(300, 6);
    // Never zooms out: a view closer than asked stays at its scale.
    expect(closeUpView({ x: 0, y: 0, scale: 2.4 }, tile, 2, 800, 600).scale).toBe(2.4);
  });

  it('zooms in on a chosen square until its meeple spots are a finger apart, and back out on Take back', () => {
    stubTouch();
    const state = midGame();
    const { camera, container } = renderBoard(state, 0);
    const fit = camera();
    const centres = () =>
      [...container.querySelectorAll('.carc-meeple-spot .carc-tap-area')].map(
        (c) => [Number(c.getAttribute('cx')), Number(c.getAttribute('cy'))] as const,
      );
    const spacing = () =>
      Math.min(
        ...centres().flatMap((p, i) =>
          centres()
            .slice(i + 1)
            .map((q) => Math.hypot(p[0] - q[0], p[1] - q[1])),
        ),
      );
    // The first legal square whose tile offers two meeple spots or more.
    const square = [...container.querySelectorAll('.carc-spot')].find((el) => {
      fireEvent.click(el);
      return centres().length > 1;
    })!;
    expect(square).toBeDefined();
    expect(spacing() * fit.scale).toBeLessThan(TOUCH_TARGET_PX);
    expect(spacing() * camera().scale).toBeGreaterThanOrEqual(TOUCH_TARGET_PX - 1e-9);
    const [x, y] = square.getAttribute('data-key')!.split(',').map(Number);
    const at = onScreen(camera(), x!, y!);
    expect(at.left >= 0 && at.top >= 0 && at.right <= W && at.bottom <= H).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Take back' }));
    expect(camera()).toEqual(fit);
  });
});
