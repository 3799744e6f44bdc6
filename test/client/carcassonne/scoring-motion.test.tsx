// @vitest-environment jsdom
// Motion of a scoring turn (docs/design/motion.md): the "+N" floats over what scored, hidden from assistive
// technology, what scored lights up, and the figures that went home fly out of their old spots; a turn that
// scores nothing shows none of them.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { carcassonneCore as core, type CarcassonneState } from '../../../games/carcassonne';
import { meepleKey, scoreEvents, turnEntries } from '../../../games/carcassonne/rules/state';
import { createRng } from '../../../games/shared/rng';
import { CarcassonneBoard } from '../../../client/carcassonne/Board';
import { LanguageProvider } from '../../../client/i18n/LanguageProvider';
import { boardProps } from './fixtures';

afterEach(cleanup);

/** States of one game: two turns that score nothing, then the state just before the first scoring and after it. */
function aroundFirstScoring() {
  const state = core.setup(2, { farmers: true }, createRng('popups'));
  const rng = createRng('popups-moves');
  const states: CarcassonneState[] = [structuredClone(state)];
  while (scoreEvents(state).filter((e) => !e.final).length === 0) {
    const actions = core.legalActions(state, state.turn);
    const meeple = actions.find((a) => a.type === 'placeMeeple');
    core.apply(state, state.turn, meeple ?? actions[Math.floor(rng.next() * actions.length)]!, rng);
    states.push(structuredClone(state));
  }
  return { quiet: states.slice(0, -1), before: states.at(-2)!, after: state };
}

function renderBoard(state: CarcassonneState) {
  const ui = (s: CarcassonneState) => (
    <LanguageProvider language="en">
      <CarcassonneBoard {...boardProps(s, 0).props} />
    </LanguageProvider>
  );
  const view = render(ui(state));
  return { container: view.container, update: (s: CarcassonneState) => view.rerender(ui(s)) };
}

describe('a scoring turn in motion', () => {
  it('floats the exact points, hidden from assistive technology, and flies the figures home', () => {
    const { before, after } = aroundFirstScoring();
    const event = scoreEvents(after).at(-1)!;
    // The figures gone since the turn before, and the one this turn placed on what it completed.
    const placed = turnEntries(after).at(-1)!;
    const gone = [
      ...Object.keys(before.meeples).filter((key) => !(key in after.meeples)),
      ...(placed.meeple === null ? [] : [meepleKey(placed.x, placed.y, placed.meeple)]),
    ].filter((key) => !(key in after.meeples));
    expect(gone.length).toBeGreaterThan(0);
    const { container, update } = renderBoard(before);
    update(after);
    const labels = [...container.querySelectorAll('.carc-popup')];
    expect(labels.map((l) => l.textContent)).toEqual([`+${event.points}`]);
    expect(labels[0]!.closest('[aria-hidden="true"]')).not.toBeNull();
    const leaving = [...container.querySelectorAll('.carc-leave')];
    expect(leaving.map((l) => l.getAttribute('data-leaving')).sort()).toEqual([...gone].sort());
    expect(leaving[0]!.closest('[aria-hidden="true"]')).not.toBeNull();
    // What completed lights up while its points float: its tiles outlined, its segments lit.
    const lit = [...container.querySelectorAll('.carc-lit-tile')];
    expect(lit).toHaveLength(new Set(event.tiles).size);
    expect(container.querySelectorAll('.carc-lit, .carc-lit-field').length).toBeGreaterThan(0);
  });

  it('shows no label and no figure leaving after turns that score nothing', () => {
    const { quiet } = aroundFirstScoring();
    const { container, update } = renderBoard(quiet[0]!);
    for (const state of quiet.slice(1)) {
      update(state);
      expect(container.querySelector('.carc-popup')).toBeNull();
      expect(container.querySelector('.carc-leave')).toBeNull();
      expect(container.querySelector('.carc-lit-tile')).toBeNull();
    }
    expect(quiet.length).toBeGreaterThan(2);
  });
});
