// @vitest-environment jsdom
// Carcassonne's coach points at real controls (client/carcassonne/guided.ts) and follows the board: on the
// seat's turn the outlined squares are exactly the legal ones; once a square is chosen the meeple spots and
// End turn are, or End turn alone on a tile without a spot; another seat's turn outlines nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import type { BoardProps } from 'boardgame.io/react';
import { CarcassonneBoard } from '../../../client/carcassonne/Board';
import { carcassonneGuided } from '../../../client/carcassonne/guided';
import { Coach } from '../../../client/guided/Coach';
import { TARGET_CLASS } from '../../../client/guided/outline';
import { LanguageProvider } from '../../../client/i18n/LanguageProvider';
import { carcassonneCore as core, type CarcassonneState } from '../../../games/carcassonne';
import { boardProps, midGame, startPosition } from './fixtures';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function show(state: CarcassonneState, seat: number) {
  const { props } = boardProps(state, seat);
  return render(
    <LanguageProvider language="en">
      <div>
        <Coach game="carcassonne" guided={carcassonneGuided} props={props as unknown as BoardProps} />
        <CarcassonneBoard {...props} />
      </div>
    </LanguageProvider>,
  );
}

const step = (container: HTMLElement) => container.querySelector('.guided-coach')?.getAttribute('data-step');
const outlined = (container: HTMLElement, selector: string) =>
  [...container.querySelectorAll(selector)].filter((element) => element.classList.contains(TARGET_CLASS)).length;

describe("Carcassonne's coach on the board", () => {
  it('outlines exactly the legal squares, then the meeple spots and End turn once a square is chosen', async () => {
    const state = midGame();
    const { container } = show(state, 0);
    await waitFor(() => expect(step(container)).toBe('place'));
    const squares = new Set(
      core
        .legalActions(state, 0)
        .filter((action) => action.type === 'placeTile')
        .map((action) => `${action.x},${action.y}`),
    );
    expect(outlined(container, '.carc-spot')).toBe(squares.size);
    expect(container.querySelectorAll(`.${TARGET_CLASS}`)).toHaveLength(squares.size);
    fireEvent.click(container.querySelector('.carc-spot')!);
    await waitFor(() => expect(['meeple', 'end']).toContain(step(container)));
    const endTurn = container.querySelector('.carc-turn-panel .carc-primary')!;
    expect(endTurn.classList.contains(TARGET_CLASS)).toBe(true);
    const spots = container.querySelectorAll('.carc-meeple-spot').length;
    expect(step(container)).toBe(spots > 0 ? 'meeple' : 'end');
    expect(outlined(container, '.carc-meeple-spot')).toBe(spots);
    expect(outlined(container, '.carc-spot')).toBe(0);
  });

  it("outlines nothing on the other seat's turn and says to wait", async () => {
    const state = startPosition();
    const { container } = show(state, 1 - state.turn);
    await waitFor(() => expect(step(container)).toBe('wait'));
    expect(container.querySelectorAll(`.${TARGET_CLASS}`)).toHaveLength(0);
  });
});
