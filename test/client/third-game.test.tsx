// @vitest-environment jsdom
// A third game registered as a module on both sides from the test alone (test/fixtures/high-card-client.ts):
// the home page lists it, a hotseat game is played to the end on its board (the generic one), and its
// record opens in the replay viewer at the same final scores (docs/design/architecture.md#game-modules).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from '../../client/App';
import { LanguageProvider } from '../../client/i18n/LanguageProvider';
import { navigate } from '../../client/router';
import { recentGames } from '../../client/history/recent-games';
import { registerHighCard } from '../fixtures/high-card-client';

beforeAll(() => registerHighCard());
afterEach(() => {
  cleanup();
  localStorage.clear();
  window.history.pushState(null, '', '/');
});

/** Waits as long as a loaded machine needs for a condition (the game's chunk loads on demand). */
const until = <T,>(check: () => T) => waitFor(check, { timeout: 15_000 });

describe('a third game as a module', () => {
  it('is on the home page, plays to the end at one screen and replays to the same final scores', async () => {
    render(
      <LanguageProvider language="en">
        <App />
      </LanguageProvider>,
    );
    const card = document.querySelector('.home-game[data-game="highcard"]');
    expect(card?.textContent).toContain('High card');
    expect(card?.textContent).toContain('2–4 players');

    await act(async () => navigate('/hotseat/highcard'));
    const start = await screen.findByRole('button', { name: 'Start' }, { timeout: 15_000 });
    fireEvent.change(screen.getByRole('combobox', { name: 'Seat 2' }), { target: { value: 'human' } });
    fireEvent.click(start);
    // Both seats are human: each in turn plays the first move its board offers, until the game is over.
    for (let moves = 0; !document.querySelector('.gameover'); moves++) {
      expect(moves).toBeLessThan(40);
      const button = await until(() => {
        const found = document.querySelector<HTMLButtonElement>('.hotseat-seat:not([hidden]) .generic-actions button');
        if (!found && !document.querySelector('.gameover')) throw new Error('no move offered yet');
        return found;
      });
      if (button) act(() => button.click());
    }
    const watch = await screen.findByRole('link', { name: 'Watch the replay' }, { timeout: 15_000 });
    const [played] = recentGames();
    expect(played?.game).toBe('highcard');
    const scores = played?.scores ?? [];
    expect(scores.reduce((a, b) => a + b, 0)).toBe((10 * 11) / 2);

    fireEvent.click(watch);
    await screen.findByText('Start of the game', undefined, { timeout: 15_000 });
    await until(() =>
      expect(document.querySelector('.replay-board:not(.replay-board-loading) .generic-board')).toBeTruthy(),
    );
    fireEvent.keyDown(window, { key: 'End' });
    expect(screen.getByText(/^Final scores:/).getAttribute('data-scores')).toBe(scores.join(','));
    expect(document.querySelector('.replay-board[inert] .gameover')).toBeTruthy();
    expect(document.querySelector('[data-chart="score"] svg')).toBeTruthy();
  });
});
