// @vitest-environment jsdom
// A hotseat board whose seat has not been shown yet (client/shared/board-drawn.ts): the Carcassonne board
// leaves its map and picture panels undrawn but keeps its state, so when its seat is shown it draws them
// with the "+N" of a scoring that came while it was hidden; and which seats' boards count as shown
// (client/hotseat/drawn-boards.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { carcassonneCore as core, type CarcassonneState } from '../../../games/carcassonne';
import { scoreEvents } from '../../../games/carcassonne/rules/state';
import { createRng } from '../../../games/shared/rng';
import { CarcassonneBoard } from '../../../client/carcassonne/Board';
import { LanguageProvider } from '../../../client/i18n/LanguageProvider';
import { BoardDrawn } from '../../../client/shared/board-drawn';
import { useDrawnBoards } from '../../../client/hotseat/drawn-boards';
import { boardProps } from './fixtures';

afterEach(cleanup);

/** A game just before its first scoring, and just after it. */
function aroundFirstScoring(): { before: CarcassonneState; after: CarcassonneState } {
  const state = core.setup(2, { farmers: true }, createRng('popups'));
  const rng = createRng('popups-moves');
  let before = structuredClone(state);
  while (scoreEvents(state).filter((e) => !e.final).length === 0) {
    before = structuredClone(state);
    const actions = core.legalActions(state, state.turn);
    const meeple = actions.find((a) => a.type === 'placeMeeple');
    core.apply(state, state.turn, meeple ?? actions[Math.floor(rng.next() * actions.length)]!, rng);
  }
  return { before, after: state };
}

describe('a board whose hotseat seat has not been shown yet', () => {
  it('draws no map and no picture panels, then draws them with the scoring it saw while hidden', () => {
    const { before, after } = aroundFirstScoring();
    const board = (state: CarcassonneState, drawn: boolean) => (
      <LanguageProvider language="en">
        <BoardDrawn.Provider value={drawn}>
          <CarcassonneBoard {...boardProps(state, 1).props} />
        </BoardDrawn.Provider>
      </LanguageProvider>
    );
    const { container, rerender } = render(board(before, false));
    expect(container.querySelector('.carc-viewport')).toBeNull();
    expect(container.querySelector('.carc-turn-log')).toBeNull();
    expect(container.querySelector('.carc-remaining')).toBeNull();
    expect(container.querySelector('.carc-players')).not.toBeNull();
    rerender(board(after, false));
    expect(container.querySelector('.carc-popup')).toBeNull();
    rerender(board(after, true));
    expect(container.querySelectorAll('.carc-viewport [data-tile]')).toHaveLength(Object.keys(after.board).length);
    expect(container.querySelector('.carc-turn-log')).not.toBeNull();
    expect(container.querySelector('.carc-remaining')).not.toBeNull();
    const event = scoreEvents(after).at(-1)!;
    expect([...container.querySelectorAll('.carc-popup')].map((p) => p.textContent)).toEqual([`+${event.points}`]);
  });

  it('draws every board, as before, outside hotseat (no provider)', () => {
    const { before } = aroundFirstScoring();
    const { container } = render(
      <LanguageProvider language="en">
        <CarcassonneBoard {...boardProps(before, 0).props} />
      </LanguageProvider>,
    );
    expect(container.querySelector('.carc-viewport')).not.toBeNull();
  });
});

describe('which hotseat seats have been shown', () => {
  function Seats({ shown }: { shown: string | undefined }) {
    const drawn = useDrawnBoards(shown);
    return <p>{['0', '1', '2', undefined].map((seat) => `${seat ?? 'spectator'}:${drawn(seat)}`).join(' ')}</p>;
  }

  it('counts the shown seat from the first render, each other seat once shown, and keeps them', () => {
    const { container, rerender } = render(<Seats shown="1" />);
    expect(container.textContent).toBe('0:false 1:true 2:false spectator:true');
    rerender(<Seats shown="0" />);
    expect(container.textContent).toBe('0:true 1:true 2:false spectator:true');
    rerender(<Seats shown="1" />);
    expect(container.textContent).toBe('0:true 1:true 2:false spectator:true');
  });
});
