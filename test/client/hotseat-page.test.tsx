// @vitest-environment jsdom
// The hotseat page (client/hotseat/HotseatPage.tsx), rendered whole with two random bots:
// - it draws each seat's board once when it loads a restored match: with the match's restored state
//   (boardgame.io's client shows its "connecting" placeholder until the local master's sync, which comes
//   within the client's mount), and not again for the page's own state at load (the seat clients' refs, the
//   seat shown), since each seat's client element is made once (docs/performance.md#lighthouse-renders);
// - its bots stop when it goes (client/hotseat/halting-local.ts): boardgame.io's Local() master runs them
//   from its own timers, so without a halt they went on playing and saving a game no one was shown, and
//   wrote a game that "New game" had just cleared back into the browser's storage.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { BoardProps } from 'boardgame.io/react';
import { HotseatPage } from '../../client/hotseat/HotseatPage';
import { LanguageProvider } from '../../client/i18n/LanguageProvider';
import type { CatalogueEntry } from '../../client/catalogue';
import { loadPages, shown } from '../support/app-pages';

let carcassonne: CatalogueEntry;
beforeAll(async () => {
  await loadPages('hotseat', 'carcassonne');
  carcassonne = (await import('../../client/carcassonne/module')).default;
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const page = (entry: CatalogueEntry) => (
  <LanguageProvider language="en">
    <HotseatPage entry={entry} />
  </LanguageProvider>
);

/** Starts a game of two random bots on the hotseat page, waits until they have laid a few tiles, and gives its match id. */
async function startBotGame(entry = carcassonne): Promise<string> {
  render(page(entry));
  fireEvent.change(await screen.findByRole('combobox', { name: 'Seat 1' }, shown), { target: { value: 'random' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Seat 2' }), { target: { value: 'random' } });
  fireEvent.click(screen.getByRole('button', { name: 'Start' }));
  await waitFor(() => expect(document.querySelectorAll('.carc [data-tile]').length).toBeGreaterThanOrEqual(4), shown);
  return (JSON.parse(localStorage.getItem('hotseat:carcassonne') ?? '{}') as { matchID: string }).matchID;
}

const storedStateID = (matchID: string) =>
  (new Map(JSON.parse(localStorage.getItem(`bgio-${matchID}_state`) ?? '[]')) as Map<string, { _stateID: number }>).get(
    matchID,
  )?._stateID;

/** Random bots take a move every 100 ms or so: a second is many moves if they are still playing. */
const aWhile = () => act(() => new Promise((resolve) => setTimeout(resolve, 1_000)));

describe("the hotseat page's renders at load", () => {
  it("draws each seat's board once, with the restored match, when a game mid-way is reopened", async () => {
    const renders: string[] = [];
    const Real = carcassonne.board;
    const Counting = (props: BoardProps) => {
      renders.push(`seat ${props.playerID} at state ${props._stateID}`);
      return <Real {...props} />;
    };
    const counting = { ...carcassonne, board: Counting as ComponentType<BoardProps> };
    // Two random bots lay a few tiles; then both seats become people's and the page is opened again.
    const matchID = await startBotGame(counting);
    cleanup();
    const saved = JSON.parse(localStorage.getItem('hotseat:carcassonne') ?? '{}') as object;
    localStorage.setItem('hotseat:carcassonne', JSON.stringify({ ...saved, seats: ['human', 'human'] }));
    const stateID = storedStateID(matchID);
    expect(stateID).toBeGreaterThanOrEqual(4);
    renders.length = 0;

    render(page(counting));
    await waitFor(() => expect(document.querySelector('.hotseat-seat:not([hidden]) .carc-viewport')).not.toBeNull());
    // Whatever the page sets after its first commit has run (its microtasks, React's passive effects).
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(renders).toEqual([`seat 0 at state ${stateID}`, `seat 1 at state ${stateID}`]);
  });
});

describe("a hotseat game's bots", () => {
  it('stop playing when the page is left', async () => {
    const matchID = await startBotGame();
    cleanup();
    const left = storedStateID(matchID);
    expect(left).toBeGreaterThanOrEqual(4);
    await aWhile();
    expect(storedStateID(matchID)).toBe(left);
  });

  it('do not write the old game back after "New game" clears it', async () => {
    const matchID = await startBotGame();
    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, new game' }));
    await screen.findByRole('button', { name: 'Start' });
    await aWhile();
    expect(Object.keys(localStorage).filter((key) => key.includes(matchID))).toEqual([]);
  });
});
