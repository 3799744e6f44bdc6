// @vitest-environment jsdom
// The panel beside a game being played (client/history/LiveRecordPanel.tsx): the game's charts, drawn once
// the game is over, are loaded only then, not with the board (docs/performance.md#lighthouse-both-boards).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { LiveRecordPanel, type LiveGame } from '../../../client/history/LiveRecordPanel';
import { LanguageProvider } from '../../../client/i18n/LanguageProvider';

const loaded = vi.hoisted(() => ({ charts: 0 }));
vi.mock('../../../client/history/GameCharts', () => {
  loaded.charts += 1;
  return { GameCharts: () => 'the charts' };
});
vi.mock('../../../games/history/history', () => ({
  openRecord: () => ({ result: { scores: [3, 5] }, frames: [] }),
}));

afterEach(cleanup);

const live: LiveGame = {
  id: 'm1',
  game: 'carcassonne',
  source: 'hotseat',
  names: ['Ann', 'Bob'],
  record: async () => ({}),
  keepRecord: false,
};

describe('the record panel beside a game', () => {
  it('loads the charts only once the game is over, then shows them', async () => {
    const ui = (over: boolean) => (
      <LanguageProvider language="en">
        <LiveRecordPanel live={live} over={over} />
      </LanguageProvider>
    );
    const view = render(ui(false));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded.charts).toBe(0);
    view.rerender(ui(true));
    expect(await screen.findByText('the charts')).toBeTruthy();
    expect(loaded.charts).toBe(1);
  });
});
