// @vitest-environment jsdom
// Pointing at a placed meeple (client/carcassonne/feature-worth.ts): the whole feature lights up and the
// board says what it would score now, and for whom (the core's featureWorth, whose sums
// test/carcassonne/queries.test.ts checks against the scoring); a purist table leaves the meeples inert. A
// hint's move is shown on the board.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { carcassonneCore as core, type CarcassonneState, type PlaceTileAction } from '../../../games/carcassonne';
import { CarcassonneBoard } from '../../../client/carcassonne/Board';
import { featureWorth } from '../../../games/carcassonne/rules/queries';
import { LanguageProvider } from '../../../client/i18n/LanguageProvider';
import type { Language } from '../../../client/i18n/dictionary';
import { AidsContext } from '../../../client/shared/aids';
import { boardProps, meepleStep, midGame } from './fixtures';
import { HintedMoveContext } from '../../../client/shared/hinted-move';
import type { ActionBase } from '../../../games/shared/contract';

afterEach(cleanup);

describe('what a meeple’s feature would score now', () => {
  it('scores the monk of the mid-game for its owner: its tile and 3 neighbours', () => {
    const state = midGame();
    const monk = Object.values(state.meeples).find((m) => m.seg < 0)!;
    expect(featureWorth(state, monk)).toEqual({ kind: 'monastery', points: 4, seats: [1] });
  });
});

function renderBoard(state: CarcassonneState, purist: boolean, language: Language) {
  return render(
    <LanguageProvider language={language}>
      <AidsContext.Provider value={{ purist }}>
        <CarcassonneBoard {...boardProps(state, 0).props} />
      </AidsContext.Provider>
    </LanguageProvider>,
  );
}

describe('pointing at a placed meeple on the board', () => {
  it.each([
    ['en', /^4 points for .+ if the game ended now \(monastery\)$/],
    ['nl', /^4 punten voor .+ als het spel nu eindigde \(klooster\)$/],
  ] as const)('lights up its feature and says what it would score now (%s)', (language, words) => {
    const state = midGame();
    const { container } = renderBoard(state, false, language);
    const monk = container.querySelector('[data-meeple$=",monastery"]')!;
    fireEvent.mouseEnter(monk);
    expect(container.querySelector('.carc-worth')?.textContent).toMatch(words);
    expect(container.querySelectorAll('.carc-lit-tile')).toHaveLength(4);
    fireEvent.mouseLeave(monk);
    expect(container.querySelector('.carc-worth')).toBeNull();
    expect(container.querySelectorAll('.carc-lit-tile')).toHaveLength(0);
  });

  it('lights up nothing and says nothing at a purist table', () => {
    const state = midGame();
    const { container } = renderBoard(state, true, 'en');
    const onBoard = [...container.querySelectorAll('.carc-meeple')].filter((m) => !m.closest('.carc-side'));
    expect(onBoard).toHaveLength(Object.keys(state.meeples).length);
    expect(container.querySelectorAll('[data-meeple]')).toHaveLength(0);
  });
});

describe('a hint on the board', () => {
  const withHint = (state: CarcassonneState, hinted: ActionBase | null) =>
    render(
      <LanguageProvider language="en">
        <HintedMoveContext.Provider value={hinted}>
          <CarcassonneBoard {...boardProps(state, 0).props} />
        </HintedMoveContext.Provider>
      </LanguageProvider>,
    ).container;

  it('outlines the square a hint suggests placing the tile on, and nothing without one', () => {
    const state = midGame();
    const place = core.legalActions(state, 0).find((a) => a.type === 'placeTile') as PlaceTileAction;
    expect(withHint(state, null).querySelector('[data-hinted]')).toBeNull();
    cleanup();
    const container = withHint(state, place);
    expect([...container.querySelectorAll('[data-hinted]')].map((el) => el.getAttribute('data-hinted'))).toEqual([
      `${place.x},${place.y}`,
    ]);
  });

  it('lights up the feature a hint suggests putting a meeple on', () => {
    const state = meepleStep();
    const meeple = core.legalActions(state, 0).find((a) => a.type === 'placeMeeple')!;
    expect(withHint(state, null).querySelectorAll('.carc-lit-tile')).toHaveLength(0);
    cleanup();
    expect(withHint(state, meeple).querySelectorAll('.carc-lit-tile').length).toBeGreaterThan(0);
  });
});
