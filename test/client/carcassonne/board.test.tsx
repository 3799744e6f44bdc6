// @vitest-environment jsdom
// The Carcassonne board offers exactly the core's legal actions, keeps the tile and meeple pending until
// End turn, and then calls the moves with the right actions, the meeple move after the server's answer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import {
  carcassonneCore as core,
  featureOf,
  ORIENTED,
  type CarcassonneAction,
  type CarcassonneState,
  type Location,
  type PlaceTileAction,
} from '../../../games/carcassonne';
import { createRng } from '../../../games/shared/rng';
import { act as apply } from '../../carcassonne/fixtures';
import { ANSWER_MS } from '../../../client/shared/use-move-queue';
import { CarcassonneBoard } from '../../../client/carcassonne/Board';
import { LanguageProvider } from '../../../client/i18n/LanguageProvider';
import type { Language } from '../../../client/i18n/dictionary';
import { boardProps, meepleStep, midGame, startPosition } from './fixtures';

afterEach(cleanup);

function renderBoard(state: CarcassonneState, seat: number | null, language: Language = 'en') {
  const { props, moves } = boardProps(state, seat);
  const board = (next: typeof props) => (
    <LanguageProvider language={language}>
      <CarcassonneBoard {...next} />
    </LanguageProvider>
  );
  const view = render(board(props));
  /** The server's answer: the board receives the new state (a new view), with the same moves. */
  const answer = (next: CarcassonneState) =>
    view.rerender(board({ ...boardProps(next, seat).props, moves: props.moves }));
  return { ...view, moves, answer };
}

/** Legal placements of the state's active seat, as square key -> rotations. */
function legalSquares(state: CarcassonneState): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const a of core.legalActions(state, state.turn)) {
    if (a.type === 'placeTile') out.set(`${a.x},${a.y}`, [...(out.get(`${a.x},${a.y}`) ?? []), a.rotation]);
  }
  return out;
}

const offeredSquares = (container: HTMLElement) =>
  [...container.querySelectorAll('.carc-spot')].map((el) => el.getAttribute('data-key')).sort();
const ghostRotation = (container: HTMLElement) =>
  Number(container.querySelector('[data-ghost]')?.getAttribute('data-ghost')?.slice(1));

describe('placing a tile', () => {
  it('highlights exactly the legal squares at the start', () => {
    const state = startPosition();
    const { container } = renderBoard(state, 0);
    expect(offeredSquares(container)).toEqual([...legalSquares(state).keys()].sort());
    expect(screen.getAllByRole('button', { name: /^Place the tile / })).toHaveLength(legalSquares(state).size);
    // Each square is named by where it lies from the start tile, never by coordinates.
    const name = (key: string) => container.querySelector(`[data-key="${key}"]`)?.getAttribute('aria-label');
    if (legalSquares(state).has('1,0')) expect(name('1,0')).toBe('Place the tile east of the start tile');
    if (legalSquares(state).has('0,-1')) expect(name('0,-1')).toBe('Place the tile north of the start tile');
  });

  it('highlights exactly the legal squares in the middle of a game', () => {
    const state = midGame();
    const { container } = renderBoard(state, 0);
    expect(state.current).toBe('J');
    expect(offeredSquares(container)).toEqual([...legalSquares(state).keys()].sort());
  });

  it('rotates only through the rotations that fit the chosen square, by button and by R', () => {
    const state = midGame();
    const found = [...legalSquares(state)].find(([, r]) => r.length > 1 && r.length < 4);
    expect(found).toBeDefined();
    const [key, rotations] = found!;
    const { container } = renderBoard(state, 0);
    fireEvent.click(container.querySelector(`[data-key="${key}"]`)!);
    const seen = new Set([ghostRotation(container)]);
    for (let i = 0; i < 5; i++) {
      fireEvent.click(screen.getByRole('button', { name: /Rotate/ }));
      seen.add(ghostRotation(container));
    }
    expect([...seen].sort()).toEqual([...rotations].sort());
    const before = ghostRotation(container);
    fireEvent.keyDown(container.querySelector('.carc-viewport')!, { key: 'r' });
    expect(ghostRotation(container)).toBe(rotations[(rotations.indexOf(before) + 1) % rotations.length]);
    expect(screen.getByText(`${rotations.length} of 4 rotations fit here.`)).toBeTruthy();
  });

  it('previews the tile faintly on a hovered square, in a rotation that fits there', () => {
    const state = midGame();
    const { container } = renderBoard(state, 0);
    const [key, rotations] = [...legalSquares(state)][0]!;
    fireEvent.mouseEnter(container.querySelector(`[data-key="${key}"]`)!);
    expect(container.querySelector('.carc-preview')).not.toBeNull();
    const preview = container.querySelector('.carc-preview .carc-tile-art > g');
    const turned = Number(/rotate\((\d+)/.exec(preview?.getAttribute('transform') ?? 'rotate(0')?.[1] ?? 0) / 90;
    expect(rotations).toContain(turned);
    fireEvent.mouseLeave(container.querySelector('.carc-placement')!);
    expect(container.querySelector('.carc-preview')).toBeNull();
  });

  it('keeps the tile pending until End turn, then sends it, and the meeple move once the server has answered', () => {
    const state = midGame();
    const { container, moves, answer } = renderBoard(state, 0);
    const endTurn = screen.getByRole('button', { name: 'End turn' }) as HTMLButtonElement;
    expect(endTurn.disabled).toBe(true);
    const [key] = [...legalSquares(state).keys()];
    fireEvent.click(container.querySelector(`[data-key="${key}"]`)!);
    expect(container.querySelector(`[data-pending="${key}"]`)).not.toBeNull();
    expect(moves.placeTile).not.toHaveBeenCalled();
    const rotation = ghostRotation(container);
    fireEvent.click(endTurn);
    const [x, y] = key!.split(',').map(Number);
    expect(moves.placeTile).toHaveBeenCalledTimes(1);
    const action = moves.placeTile.mock.calls[0]![0];
    expect(action).toEqual({ type: 'placeTile', x, y, rotation });
    expect(core.refusal(state, 0, action)).toBeUndefined();
    expect(moves.skipMeeple).not.toHaveBeenCalled();
    expect(screen.getByText('Ending your turn…')).toBeTruthy();
    apply(state, action);
    answer(state);
    expect(moves.skipMeeple).toHaveBeenCalledWith({ type: 'skipMeeple' });
    expect(moves.placeTile).toHaveBeenCalledTimes(1);
  });

  it('frees the board again, the choice still pending, when the server does not answer', () => {
    vi.useFakeTimers();
    try {
      const state = midGame();
      const { container, moves } = renderBoard(state, 0);
      const [key] = [...legalSquares(state).keys()];
      fireEvent.click(container.querySelector(`[data-key="${key}"]`)!);
      fireEvent.click(screen.getByRole('button', { name: 'End turn' }));
      expect(screen.getByText('Ending your turn…')).toBeTruthy();
      act(() => vi.advanceTimersByTime(ANSWER_MS));
      expect(screen.queryByText('Ending your turn…')).toBeNull();
      expect(container.querySelector('.carc-pending')?.getAttribute('data-pending')).toBe(key);
      fireEvent.click(screen.getByRole('button', { name: 'End turn' }));
      expect(moves.placeTile).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets the player move, rotate and take back the pending tile without sending anything', () => {
    const state = midGame();
    const { container, moves } = renderBoard(state, 0);
    const [first, second] = [...legalSquares(state).keys()];
    fireEvent.click(container.querySelector(`[data-key="${first}"]`)!);
    fireEvent.click(container.querySelector(`[data-key="${second}"]`)!);
    expect(container.querySelector('.carc-pending')?.getAttribute('data-pending')).toBe(second);
    fireEvent.click(screen.getByRole('button', { name: 'Take back' }));
    expect(container.querySelector('.carc-pending')).toBeNull();
    expect(container.querySelector('[data-ghost]')).toBeNull();
    expect((screen.getByRole('button', { name: 'End turn' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(container.querySelector(`[data-key="${first}"]`)!);
    fireEvent.keyDown(container.querySelector('.carc-viewport')!, { key: 'Escape' });
    expect(container.querySelector('.carc-pending')).toBeNull();
    expect(moves.placeTile).not.toHaveBeenCalled();
    expect(moves.placeMeeple).not.toHaveBeenCalled();
    expect(moves.skipMeeple).not.toHaveBeenCalled();
  });

  it('offers nothing to a seat whose turn it is not, and shows who is thinking', () => {
    const state = midGame();
    const { container } = renderBoard(state, 1);
    expect(container.querySelectorAll('.carc-spot')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'End turn' })).toBeNull();
    expect(screen.getByText('Player 1 is thinking…')).toBeTruthy();
  });
});

/** The square where seat 0's J has the most meeple spots, and those spots (as the core gives them after placing). */
function richestSquare(state: CarcassonneState) {
  let best: { action: CarcassonneAction; spots: Location[] } | undefined;
  for (const action of core.legalActions(state, 0)) {
    const trial = structuredClone(state);
    core.apply(trial, 0, action, createRng('x'));
    const spots = core.legalActions(trial, 0).flatMap((a) => (a.type === 'placeMeeple' ? [a.location] : []));
    if (!best || spots.length > best.spots.length) best = { action, spots };
  }
  return best as { action: PlaceTileAction; spots: Location[] };
}

/** Chooses the square of `action` and clicks Rotate until the ghost shows its rotation. */
function choosePlacement(container: HTMLElement, action: PlaceTileAction) {
  fireEvent.click(container.querySelector(`[data-key="${action.x},${action.y}"]`)!);
  for (let i = 0; i < 4 && ghostRotation(container) !== action.rotation; i++)
    fireEvent.click(screen.getByRole('button', { name: /Rotate/ }));
  expect(ghostRotation(container)).toBe(action.rotation);
}

describe('placing a meeple', () => {
  it('offers exactly the legal meeple spots of the pending tile, on the board and in the action bar', () => {
    const state = midGame();
    const { action, spots } = richestSquare(state);
    expect(spots.length).toBeGreaterThan(1);
    const { container } = renderBoard(state, 0);
    choosePlacement(container, action);
    const onBoard = [...container.querySelectorAll('.carc-meeple-spot')].map((el) => el.getAttribute('data-location'));
    expect(onBoard.sort()).toEqual([...spots].sort());
    const inBar = [...container.querySelectorAll('.carc-meeple-choices button[data-location]')].map((el) =>
      el.getAttribute('data-location'),
    );
    expect(inBar.sort()).toEqual([...spots].sort());
    expect(screen.getByRole('button', { name: 'No meeple' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says the meeple step has begun once the tile lies on a square, and names each spot in plain words', () => {
    const state = midGame();
    const { action } = richestSquare(state);
    const { container } = renderBoard(state, 0);
    expect(screen.getByRole('status').textContent).toBe('Your turn: place the tile');
    choosePlacement(container, action);
    expect(screen.getByRole('status').textContent).toBe('Your turn: choose a meeple or none');
    const labels = [...container.querySelectorAll('.carc-meeple-choices button[data-location]')].map(
      (el) => el.textContent,
    );
    const onBoard = [...container.querySelectorAll('.carc-meeple-spot')].map((el) => el.getAttribute('aria-label'));
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).toContain('City');
    expect(labels.filter((label) => label?.startsWith('Field in the '))).toHaveLength(2);
    expect(onBoard).toContain('Put a knight in the city');
    for (const label of [...labels, ...onBoard]) expect(label).not.toMatch(/\b[NESW]{1,3}\b|\(/);
  });

  it("says so when no meeple can go on the chosen square's tile", () => {
    const state = midGame();
    state.supply[0] = 0;
    const { action } = richestSquare(midGame());
    const { container } = renderBoard(state, 0, 'nl');
    choosePlacement(container, action);
    expect(container.querySelectorAll('.carc-meeple-spot')).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('Jouw beurt: hier kan geen horige, beëindig je beurt');
  });

  it('gives every spot a tap area 44 px across on screen, or as big as it can be without overlapping the next', () => {
    const state = midGame();
    const { action } = richestSquare(state);
    const { container } = renderBoard(state, 0);
    choosePlacement(container, action);
    const check = () => {
      const scale = Number(
        /scale\(([\d.]+)\)/.exec(container.querySelector('.carc-viewport svg > g')!.getAttribute('transform')!)![1],
      );
      const areas = [...container.querySelectorAll('.carc-meeple-spot .carc-tap-area')].map((c) => ({
        x: Number(c.getAttribute('cx')),
        y: Number(c.getAttribute('cy')),
        r: Number(c.getAttribute('r')),
      }));
      expect(areas.length).toBeGreaterThan(1);
      for (const [i, a] of areas.entries()) {
        const others = areas.filter((_, j) => j !== i);
        const nearest = Math.min(...others.map((b) => Math.hypot(a.x - b.x, a.y - b.y)));
        expect(a.r * 2 * scale >= 44 - 1e-9 || Math.abs(a.r - nearest / 2) < 1e-9).toBe(true);
        for (const b of others) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(a.r + b.r - 1e-9);
      }
    };
    check();
    for (let i = 0; i < 4; i++) fireEvent.keyDown(container.querySelector('.carc-viewport')!, { key: '+' });
    check();
  });

  it('lets the meeple be chosen, changed and taken back, and sends it after the tile (Enter ends the turn)', () => {
    const state = midGame();
    const { action, spots } = richestSquare(state);
    const { container, moves, answer } = renderBoard(state, 0);
    choosePlacement(container, action);
    const spot = (location: Location) => container.querySelector(`.carc-meeple-spot[data-location="${location}"]`)!;
    fireEvent.click(spot(spots[0]!));
    expect(spot(spots[0]!).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(container.querySelector(`.carc-meeple-choices [data-location="${spots[1]}"]`)!);
    expect(spot(spots[0]!).getAttribute('aria-pressed')).toBe('false');
    expect(spot(spots[1]!).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(spot(spots[1]!));
    expect(screen.getByRole('button', { name: 'No meeple' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(spot(spots[1]!));
    expect(moves.placeMeeple).not.toHaveBeenCalled();
    fireEvent.keyDown(container.querySelector('.carc-viewport')!, { key: 'Enter' });
    expect(moves.placeTile).toHaveBeenCalledWith(action);
    expect(moves.placeMeeple).not.toHaveBeenCalled();
    apply(state, action);
    answer(state);
    expect(moves.placeMeeple).toHaveBeenCalledWith({ type: 'placeMeeple', location: spots[1] });
    expect(core.refusal(state, 0, { type: 'placeMeeple', location: spots[1]! })).toBeUndefined();
  });

  it('in a meeple step already begun (a reload), offers the legal spots and sends the choice at End turn', () => {
    const state = meepleStep();
    const legal = core.legalActions(state, 0).flatMap((a) => (a.type === 'placeMeeple' ? [a.location] : []));
    const { container, moves } = renderBoard(state, 0);
    const spots = [...container.querySelectorAll('.carc-meeple-spot')].map((el) => el.getAttribute('data-location'));
    expect(spots.sort()).toEqual([...legal].sort());
    const spot = container.querySelector('.carc-meeple-spot')!;
    fireEvent.click(spot);
    fireEvent.click(screen.getByRole('button', { name: 'End turn' }));
    expect(moves.placeMeeple).toHaveBeenCalledWith({
      type: 'placeMeeple',
      location: spot.getAttribute('data-location'),
    });
    expect(moves.placeTile).not.toHaveBeenCalled();
  });

  it('lights up the whole merged feature a spot would join', () => {
    const state = meepleStep();
    const tile = state.board[state.placed!]!;
    const oriented = ORIENTED[tile.type][tile.rotation]!;
    const { container } = renderBoard(state, 0);
    for (const el of container.querySelectorAll('.carc-meeple-spot')) {
      const location = el.getAttribute('data-location') as Location;
      if (location === 'monastery') continue;
      const index = oriented.locationIndex[location]!;
      fireEvent.mouseEnter(el);
      const lit = [...container.querySelectorAll('.carc-lit-tile')].length;
      expect(lit).toBe(Object.keys(featureOf(state, tile.seg + index).tiles).length);
      fireEvent.mouseLeave(el);
      expect(container.querySelectorAll('.carc-lit-tile')).toHaveLength(0);
    }
  });
});

describe('what is on the board', () => {
  it('draws every tile and every meeple, farmers lying down', () => {
    const state = midGame();
    const { container } = renderBoard(state, 0);
    expect(container.querySelectorAll('[data-tile]')).toHaveLength(Object.keys(state.board).length);
    const meeples = [...container.querySelectorAll('.carc-viewport .carc-meeple')];
    expect(meeples.map((m) => m.getAttribute('data-seat')).sort()).toEqual(['0', '0', '1', '1']);
    expect(meeples.filter((m) => m.hasAttribute('data-lying'))).toHaveLength(1);
  });

  it('shows scores, meeples left, whose turn and the tiles left by type', () => {
    const state = midGame();
    const { container } = renderBoard(state, 0);
    const players = container.querySelectorAll('.carc-players li');
    expect(players[0]!.hasAttribute('data-turn')).toBe(true);
    expect(within(players[0] as HTMLElement).getByText('5 meeples left')).toBeTruthy();
    expect(within(players[1] as HTMLElement).getByText('5 meeples left')).toBeTruthy();
    expect(screen.getByText(`${state.bag.length} tiles left`)).toBeTruthy();
    expect(container.querySelector('.carc-remaining [data-type="J"] span')?.textContent).toBe(
      String(state.remainingByType.J),
    );
    expect(screen.getByText('Your turn: place the tile')).toBeTruthy();
  });

  it('speaks Dutch', () => {
    renderBoard(midGame(), 0, 'nl');
    expect(screen.getByText('Jouw beurt: leg de tegel')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Beurt beëindigen' })).toBeTruthy();
    expect(screen.getByText('Resterende tegels per soort')).toBeTruthy();
  });

  it("keeps announcing a discard from the bot's turn until the seat has played", () => {
    const state = midGame();
    state.history[state.turns]!.discarded = ['C'];
    renderBoard(state, 0);
    expect(screen.getByRole('alert').textContent).toBe(
      'Discarded as unplaceable: a full city tile with a pennant. A new tile was drawn.',
    );
    // The status is read as one text: its turn line ends as a sentence before the notice, and only then.
    expect(document.querySelector('.carc-status')!.textContent).toBe(
      'Your turn: place the tile. Discarded as unplaceable: a full city tile with a pennant. A new tile was drawn.',
    );
    cleanup();
    renderBoard(state, 1);
    expect(document.querySelector('.carc-status')!.textContent).toBe('Player 1 is thinking…');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('pans and zooms with the keyboard, the wheel and the buttons', () => {
    const { container } = renderBoard(midGame(), 0);
    const viewport = container.querySelector('.carc-viewport') as HTMLElement;
    const scale = () => Number(viewport.querySelector('svg')!.getAttribute('data-scale'));
    const transform = () => viewport.querySelector('svg > g')!.getAttribute('transform');
    const start = scale();
    fireEvent.keyDown(viewport, { key: '+' });
    expect(scale()).toBeGreaterThan(start);
    fireEvent.keyDown(viewport, { key: '-' });
    fireEvent.keyDown(viewport, { key: '-' });
    expect(scale()).toBeLessThan(start);
    fireEvent.wheel(viewport, { deltaY: -300 });
    expect(scale()).toBeGreaterThan(start * 0.8);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    const before = transform();
    fireEvent.keyDown(viewport, { key: 'ArrowLeft' });
    expect(transform()).not.toBe(before);
  });

  it('announces tiles discarded as unplaceable', () => {
    const state = midGame();
    state.justDiscarded = ['C', 'V'];
    renderBoard(state, 1);
    expect(screen.getByRole('alert').textContent).toBe(
      'Discarded as unplaceable: a full city tile with a pennant, a road bend tile. A new tile was drawn.',
    );
    cleanup();
    renderBoard(state, 1, 'nl');
    expect(screen.getByRole('alert').textContent).toBe(
      'Afgelegd omdat hij nergens past: een volle stadstegel met een wapenschild, een wegtegel met een bocht. Er is een nieuwe tegel getrokken.',
    );
  });
});
