// @vitest-environment jsdom
// A hotseat game's bots stop when its page goes (client/hotseat/halting-local.ts): boardgame.io's Local()
// master runs them from its own timers, so without a halt they went on playing and saving a game no one
// was shown, and wrote a game that "New game" had just cleared back into the browser's storage.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
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

/** Random bots take a move every 100 ms or so: a second is many moves if they are still playing. */
const aWhile = () => act(() => new Promise((resolve) => setTimeout(resolve, 1_000)));

/** Starts a game of two random bots on the hotseat page and waits until they have laid a few tiles. */
async function startBotGame(): Promise<string> {
  render(
    <LanguageProvider language="en">
      <HotseatPage entry={carcassonne} />
    </LanguageProvider>,
  );
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
