// @vitest-environment jsdom
// The Carcassonne board offers exactly the core's legal actions and calls the moves with the right action.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { carcassonneCore as core, featureOf, ORIENTED, type CarcassonneState, type Location } from '../../../games/carcassonne';
import { CarcassonneBoard } from '../../../client/carcassonne/Board';
import { LanguageProvider } from '../../../client/i18n/LanguageProvider';
import type { Language } from '../../../client/i18n/dictionary';
import { boardProps, meepleStep, midGame, startPosition } from './fixtures';

afterEach(cleanup);

function renderBoard(state: CarcassonneState, seat: number | null, language: Language = 'en') {
  const { props, moves } = boardProps(state, seat);
  const view = render(
    <LanguageProvider language={language}>
      <CarcassonneBoard {...props} />
    </LanguageProvider>,
  );
  return { ...view, moves };
}

/** Legal placements of the state's active seat, as square key -> rotations. */
function legalSquares(state: CarcassonneState): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const a of core.legalActions(state, state.turn)) {
    if (a.type === 'placeTile') out.set(`${a.x},${a.y}`, [...(out.get(`${a.x},${a.y}`) ?? []), a.rotation]);
  }
  return out;
}

const offeredSquares = (container: HTMLElement) => [...container.querySelectorAll('.carc-spot')].map((el) => el.getAttribute('data-key')).sort();
const ghostRotation = (container: HTMLElement) => Number(container.querySelector('[data-ghost]')?.getAttribute('data-ghost')?.slice(1));

describe('placing a tile', () => {
  it('highlights exactly the legal squares at the start', () => {
    const state = startPosition();
    const { container } = renderBoard(state, 0);
    expect(offeredSquares(container)).toEqual([...legalSquares(state).keys()].sort());
    expect(screen.getAllByRole('button', { name: /^Place at/ })).toHaveLength(legalSquares(state).size);
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
    expect(screen.getByText(`${rotations.length} of 4 rotations fit here`)).toBeTruthy();
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

  it('places the tile with the chosen square and rotation', () => {
    const state = midGame();
    const { container, moves } = renderBoard(state, 0);
    const confirm = screen.getByRole('button', { name: 'Place tile' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    const [key] = [...legalSquares(state).keys()];
    fireEvent.click(container.querySelector(`[data-key="${key}"]`)!);
    fireEvent.click(confirm);
    const [x, y] = key!.split(',').map(Number);
    expect(moves.placeTile).toHaveBeenCalledTimes(1);
    const action = moves.placeTile.mock.calls[0]![0];
    expect(action).toEqual({ type: 'placeTile', x, y, rotation: ghostRotation(container) });
    expect(core.refusal(state, 0, action)).toBeUndefined();
  });

  it('offers nothing to a seat whose turn it is not, and shows who is thinking', () => {
    const state = midGame();
    const { container } = renderBoard(state, 1);
    expect(container.querySelectorAll('.carc-spot')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Place tile' })).toBeNull();
    expect(screen.getByText('Player 1 is thinking…')).toBeTruthy();
  });
});

describe('placing a meeple', () => {
  it('offers exactly the legal meeple spots and skipping', () => {
    const state = meepleStep();
    const legal = core.legalActions(state, 0).flatMap((a) => (a.type === 'placeMeeple' ? [a.location] : []));
    expect(legal.length).toBeGreaterThan(1);
    const { container, moves } = renderBoard(state, 0);
    const spots = [...container.querySelectorAll('.carc-meeple-spot')].map((el) => el.getAttribute('data-location'));
    expect(spots.sort()).toEqual([...legal].sort());
    fireEvent.click(screen.getByRole('button', { name: 'No meeple' }));
    expect(moves.skipMeeple).toHaveBeenCalledWith({ type: 'skipMeeple' });
  });

  it('places the meeple where clicked', () => {
    const state = meepleStep();
    const { container, moves } = renderBoard(state, 0);
    const spot = container.querySelector('.carc-meeple-spot')!;
    fireEvent.click(spot);
    expect(moves.placeMeeple).toHaveBeenCalledWith({ type: 'placeMeeple', location: spot.getAttribute('data-location') });
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
    expect(container.querySelector('.carc-remaining [data-type="J"] span')?.textContent).toBe(String(state.remainingByType.J));
    expect(screen.getByText('Your turn: place the tile')).toBeTruthy();
  });

  it('speaks Dutch', () => {
    renderBoard(midGame(), 0, 'nl');
    expect(screen.getByText('Jouw beurt: leg de tegel')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Leg tegel' })).toBeTruthy();
    expect(screen.getByText('Resterende tegels per soort')).toBeTruthy();
  });

  it('keeps announcing a discard from the bot\'s turn until the seat has played', () => {
    const state = midGame();
    state.history[state.turns]!.discarded = ['C'];
    renderBoard(state, 0);
    expect(screen.getByRole('alert').textContent).toBe('Discarded as unplaceable: C. A new tile was drawn.');
    cleanup();
    renderBoard(state, 1);
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
    state.justDiscarded = ['C'];
    renderBoard(state, 1);
    expect(screen.getByRole('alert').textContent).toBe('Discarded as unplaceable: C. A new tile was drawn.');
  });
});
