// @vitest-environment jsdom
// The analysis notes of a Carcassonne game (client/history/AnalysisPanel.tsx) say each move in plain words,
// in English and Dutch, numbered by turn (a tile and its meeple are one turn, not two moves), with a picture
// of the tile a placement laid in a column of its own (empty beside a meeple, so the words line up), never as codes ("tile on (3, 2)"). The
// words and the picture come from Carcassonne's client module, which the panel loads on demand.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { carcassonneCore as core, exportRecord } from '../../../games/carcassonne';
import { openRecord } from '../../../games/history/history';
import { createRng } from '../../../games/shared/rng';
import { AnalysisPanel } from '../../../client/history/AnalysisPanel';
import { LanguageProvider } from '../../../client/i18n/LanguageProvider';
import type { Language } from '../../../client/i18n/dictionary';
import { loadPages, shown } from '../../support/app-pages';

beforeAll(() => loadPages('carcassonne'));
afterEach(cleanup);

/** Two turns of a 2-player game: four moves to judge. */
function shortRecord() {
  const state = core.setup(2, { farmers: true }, createRng('notes'));
  const rng = createRng('notes-moves');
  for (let turn = 0; turn < 2; turn++) {
    core.apply(state, state.turn, core.legalActions(state, state.turn)[0]!, rng);
    core.apply(state, state.turn, { type: 'skipMeeple' }, rng);
  }
  return exportRecord(state);
}

async function notes(language: Language): Promise<Element[]> {
  const record = shortRecord();
  const history = openRecord(record);
  render(
    <LanguageProvider language={language}>
      <AnalysisPanel record={record} history={history} names={['Ann', 'Bob']} frame={0} onPick={() => {}} />
    </LanguageProvider>,
  );
  fireEvent.click(screen.getByRole('button'));
  await waitFor(() => expect(document.querySelector('.analysis')?.getAttribute('data-status')).toBe('done'), shown);
  // The client module has loaded once the notes show its pictures.
  await waitFor(() => expect(document.querySelector('.analysis-notes .carc-tile-picture')).not.toBeNull(), shown);
  return [...document.querySelectorAll('.analysis-notes li')];
}

describe('analysis notes of a Carcassonne game', () => {
  it('say each move in words, with a picture of each tile placed', async () => {
    const items = await notes('en');
    expect(items).toHaveLength(4);
    expect(items[0]!.textContent).toMatch(/^Turn 1, Ann: \d+% → \d+%: an? [a-z -]+ tile (.+ )?of the start tile/);
    expect(items[1]!.textContent).toMatch(/^Turn 1, Ann: \d+% → \d+%: no meeple/);
    expect(items[2]!.textContent).toMatch(/^Turn 2, Bob: .*of the start tile/);
    expect(items[3]!.textContent).toMatch(/^Turn 2, Bob: \d+% → \d+%: no meeple/);
    expect(items.map((li) => li.querySelectorAll('.carc-tile-picture').length)).toEqual([1, 0, 1, 0]);
    // Every note has its picture's column, first, and its words after it.
    expect(items.map((li) => li.querySelector('button')!.firstElementChild!.className)).toEqual(
      Array(4).fill('analysis-picture'),
    );
    for (const li of items) expect(li.textContent).not.toMatch(/\(-?\d+, -?\d+\)|\d×/);
  });

  it('and in Dutch', async () => {
    const items = await notes('nl');
    expect(items[0]!.textContent).toMatch(/^Beurt 1, Ann: \d+% → \d+%: een .+ van de starttegel/);
    expect(items[1]!.textContent).toMatch(/^Beurt 1, Ann: .*geen horige/);
  });
});
