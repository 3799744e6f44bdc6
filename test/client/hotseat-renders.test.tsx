// @vitest-environment jsdom
// The hotseat page draws each seat's board once when it loads a restored match: with the match's restored
// state (boardgame.io's client shows its "connecting" placeholder until the local master's sync, which
// comes within the client's mount), and not again for the page's own state at load (the seat clients'
// refs, the seat shown), since each seat's client element is made once (client/hotseat/HotseatPage.tsx,
// docs/performance.md#lighthouse-renders).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { BoardProps } from 'boardgame.io/react';
import { HotseatPage } from '../../client/hotseat/HotseatPage';
import { LanguageProvider } from '../../client/i18n/LanguageProvider';
import type { CatalogueEntry } from '../../client/catalogue';
import { loadPages, shown } from '../support/app-pages';

let carcassonneEntry: CatalogueEntry;
beforeAll(async () => {
  await loadPages('hotseat', 'carcassonne');
  carcassonneEntry = (await import('../../client/carcassonne/module')).default;
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("the hotseat page's renders at load", () => {
  it("draws each seat's board once, with the restored match, when a game mid-way is reopened", async () => {
    const renders: string[] = [];
    const Real = carcassonneEntry.board;
    const Counting = (props: BoardProps) => {
      renders.push(`seat ${props.playerID} at state ${props._stateID}`);
      return <Real {...props} />;
    };
    const entry = { ...carcassonneEntry, board: Counting as ComponentType<BoardProps> };
    const page = () => (
      <LanguageProvider language="en">
        <HotseatPage entry={entry} />
      </LanguageProvider>
    );
    // Two random bots lay a few tiles; then both seats become people's and the page is opened again.
    render(page());
    fireEvent.change(await screen.findByRole('combobox', { name: 'Seat 1' }, shown), { target: { value: 'random' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Seat 2' }), { target: { value: 'random' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(document.querySelectorAll('.carc [data-tile]').length).toBeGreaterThanOrEqual(4), shown);
    cleanup();
    const saved = JSON.parse(localStorage.getItem('hotseat:carcassonne') ?? '{}') as { matchID: string };
    localStorage.setItem('hotseat:carcassonne', JSON.stringify({ ...saved, seats: ['human', 'human'] }));
    const states = new Map(JSON.parse(localStorage.getItem(`bgio-${saved.matchID}_state`) ?? '[]')) as Map<
      string,
      { _stateID: number }
    >;
    const stateID = states.get(saved.matchID)?._stateID;
    expect(stateID).toBeGreaterThanOrEqual(4);
    renders.length = 0;

    render(page());
    await waitFor(() => expect(document.querySelector('.hotseat-seat:not([hidden]) .carc-viewport')).not.toBeNull());
    // Whatever the page sets after its first commit has run (its microtasks, React's passive effects).
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(renders).toEqual([`seat 0 at state ${stateID}`, `seat 1 at state ${stateID}`]);
  });
});
