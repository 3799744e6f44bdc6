// @vitest-environment jsdom
// The learning aids of the Carcassonne board (client/shared/aids.ts): beside every real score, the score if
// the game ended now; a purist table hides those projections, the feature highlights and the remaining tiles.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import type { CarcassonneState } from '../../../games/carcassonne';
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
