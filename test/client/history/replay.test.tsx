// @vitest-environment jsdom
// The replay viewer (client/history): a record opened from this browser's recent games, or dropped as a
// file, replays to the final scores of the game; stepping, keys and the charts; the home page's list.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LanguageProvider } from '../../../client/i18n/LanguageProvider';
import { App } from '../../../client/App';
import { navigate, parseRoute } from '../../../client/router';
import { rememberGame, recentGames } from '../../../client/history/recent-games';
import { carcassonneCore, exportRecord as carcassonneRecord } from '../../../games/carcassonne';
import { citadelsCore } from '../../../games/citadels/core';
import { exportRecord } from '../../../games/citadels/record';
import { viewRecord } from '../../../games/citadels/view-record';
import { playRandomGame } from '../../harness/random-play';
import { CONFIGURATIONS } from '../../citadels/spec';
import { loadPages, shown } from '../../support/app-pages';

// The replay page and the boards load on demand: loaded before the tests, so no wait depends on compile time.
beforeAll(() => loadPages('replay', 'carcassonne', 'citadels'));

afterEach(() => {
  cleanup();
  localStorage.clear();
  window.history.pushState(null, '', '/');
});

const carcassonne = playRandomGame(carcassonneCore, 2, { farmers: true }, 'viewer', 400).state;
const config = CONFIGURATIONS[1]!;
const citadelsGame = playRandomGame(citadelsCore, config.numPlayers, config.options, 'viewer', 6000);
const citadels = exportRecord({
  numPlayers: config.numPlayers,
  options: config.options,
  seed: 'viewer',
  actions: citadelsGame.steps,
});

function openLocal(id: string, game: string, record: unknown, names: string[]) {
  rememberGame({ id, game, source: 'hotseat', finishedAt: 0, names, scores: [] }, record);
  render(
    <LanguageProvider language="en">
      <App />
    </LanguageProvider>,
  );
  act(() => navigate(`/replay/local/${id}`));
}

const finalScores = () => screen.getByText(/^Final scores:/).getAttribute('data-scores');

/** The game's board is loaded on demand: wait until the replay shows it. */
const boardLoaded = () =>
  waitFor(() => expect(document.querySelector('.replay-board:not(.replay-board-loading)')).toBeTruthy(), shown);

describe('replay viewer', () => {
  it('routes /replay, /replay/local/<id> and /replay/<game>/<match>', () => {
    expect(parseRoute('/replay')).toEqual({ page: 'replay', parts: [] });
    expect(parseRoute('/replay/local/hotseat-1')).toEqual({ page: 'replay', parts: ['local', 'hotseat-1'] });
    expect(parseRoute('/replay/citadels/abc')).toEqual({ page: 'replay', parts: ['citadels', 'abc'] });
  });

  it('shows a Carcassonne record at its start, steps with the keys, and ends on the final scores of the game', async () => {
    openLocal('hotseat-c', 'carcassonne', carcassonneRecord(carcassonne), ['Ann', 'Bob']);
    await screen.findByText('Start of the game', {}, shown);
    await boardLoaded();
    expect(document.querySelector('.replay-position')?.getAttribute('data-frame')).toBe('0');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByText(/^Last move: Ann: an? .+ tile .*of the start tile/)).toBeTruthy();
    // With a picture of the tile as it was laid.
    const first = carcassonneRecord(carcassonne).turns[0]!;
    expect(document.querySelector('.replay-move .carc-tile-picture')?.getAttribute('data-tile-picture')).toBe(
      `${first.tile}${first.rotation}`,
    );
    // Nobody is thinking in a replay: the board says whose turn it was, without a spinner.
    expect(document.querySelector('.replay-board .carc-thinking')).toBeNull();
    expect(document.querySelector('.replay-board .carc-status')?.textContent).toMatch(/^(Ann|Bob) to play$/);
    fireEvent.keyDown(window, { key: 'End' });
    expect(finalScores()).toBe(carcassonne.scores.join(','));
    expect(
      screen.getByText(new RegExp(`Final scores: Ann ${carcassonne.scores[0]}, Bob ${carcassonne.scores[1]}`)),
    ).toBeTruthy();
    // The board shows the final state read-only, and the charts are there.
    expect(document.querySelector('.replay-board[inert] .carc')?.getAttribute('data-step')).toBe('over');
    for (const chart of ['score', 'categories'])
      expect(document.querySelector(`[data-chart="${chart}"] svg`)).toBeTruthy();
    fireEvent.keyDown(window, { key: 'Home' });
    expect(screen.getByText('Start of the game')).toBeTruthy();
  });

  it('replays a River and Abbot record: the spring first, gardens in the final table and the charts', async () => {
    const options = { farmers: true, river: true, abbot: true };
    const game = playRandomGame(carcassonneCore, 2, options, 'viewer-river', 400).state;
    const record = carcassonneRecord(game);
    expect(record.options).toEqual(options);
    openLocal('hotseat-r', 'carcassonne', record, ['Ann', 'Bob']);
    await screen.findByText('Start of the game', {}, shown);
    await boardLoaded();
    expect(document.querySelector('.replay-board .carc-tile-art[data-type="R1"]')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByText(/^Last move: Ann: a river .*tile/)).toBeTruthy();
    fireEvent.keyDown(window, { key: 'End' });
    expect(finalScores()).toBe(game.scores.join(','));
    const headings = [...document.querySelectorAll('.replay-board .carc-final th')].map((el) => el.textContent);
    expect(headings).toContain('Gardens');
    const groups = [...document.querySelectorAll('[data-chart="categories"] text')].map((el) => el.textContent);
    expect(groups).toContain('Gardens');
  });

  it("replays a seat's Machiavelli record to the final scores, with city and gold charts", async () => {
    openLocal('hotseat-m', 'citadels', JSON.parse(JSON.stringify(viewRecord(citadels, 0))), ['Ann', 'Bob']);
    await screen.findByText('Start of the game', {}, shown);
    await boardLoaded();
    fireEvent.change(screen.getByLabelText('Go to move'), { target: { value: '3' } });
    fireEvent.submit(screen.getByLabelText('Go to move').closest('form') as HTMLFormElement);
    expect(document.querySelector('.replay-position')?.getAttribute('data-frame')).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: /End/ }));
    expect(finalScores()).toBe(citadelsCore.scores(citadelsGame.state).join(','));
    for (const chart of ['score', 'city', 'gold'])
      expect(document.querySelector(`[data-chart="${chart}"] svg path`)).toBeTruthy();
    expect(screen.getByText(/Seen by: Ann/)).toBeTruthy();
  });

  it('moves a Machiavelli frame as play does: the board stays, another seat’s coins and cards fly', async () => {
    openLocal('hotseat-f', 'citadels', JSON.parse(JSON.stringify(viewRecord(citadels, 0))), ['Ann', 'Bob']);
    await screen.findByText('Start of the game', {}, shown);
    await boardLoaded();
    const board = document.querySelector('.replay-board .cit-board');
    let seen: string[] = [];
    for (let frame = 0; frame < 80 && seen.length === 0; frame++) {
      fireEvent.keyDown(window, { key: 'ArrowRight' });
      seen = [...document.querySelectorAll<HTMLElement>('.replay-board .cit-flight')].map((el) => el.dataset.what!);
    }
    expect(seen.length).toBeGreaterThan(0);
    // The same board, not a new one per frame.
    expect(document.querySelector('.replay-board .cit-board')).toBe(board);
  });

  it('opens a dropped record file, and says so when the file is not a record', async () => {
    render(
      <LanguageProvider language="en">
        <App />
      </LanguageProvider>,
    );
    act(() => navigate('/replay'));
    const input = document.querySelector('.record-drop input[type="file"]') as HTMLInputElement;
    const file = (text: string) => new File([text], 'game.json', { type: 'application/json' });
    fireEvent.change(input, { target: { files: [file('{"format":"other"}')] } });
    expect(await screen.findByText(/not a game record/, {}, shown)).toBeTruthy();
    fireEvent.change(input, { target: { files: [file(JSON.stringify(citadels))] } });
    await screen.findByText('Start of the game', {}, shown);
    await boardLoaded();
    fireEvent.keyDown(window, { key: 'End' });
    expect(finalScores()).toBe(citadels.result!.scores.join(','));
  });

  it("lists this browser's recent games on the home page with links to their replays", async () => {
    rememberGame(
      {
        id: 'hotseat-1',
        game: 'carcassonne',
        source: 'hotseat',
        finishedAt: 0,
        names: ['Ann', 'Bob'],
        scores: [80, 75],
      },
      carcassonneRecord(carcassonne),
    );
    rememberGame({
      id: 'm42',
      game: 'citadels',
      source: 'online',
      finishedAt: 0,
      names: ['Cas', 'Dee'],
      scores: [20, 31],
    });
    render(
      <LanguageProvider language="en">
        <App />
      </LanguageProvider>,
    );
    const links = screen.getAllByRole('link', { name: 'Replay' }).map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/replay/citadels/m42', '/replay/local/hotseat-1']);
    expect(screen.getByText(/Cas 20 · Dee 31/)).toBeTruthy();
    await waitFor(() => expect(recentGames()).toHaveLength(2), shown);
  });
});
