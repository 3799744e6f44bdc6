// @vitest-environment jsdom
// The ratings' pages (client/ratings/): the leaderboard's route, the leaderboard with its season, kind and
// minimum sent to the server, your rating with its chart, in English and Dutch; a rated match's changes;
// the rated notice; against a mocked rating API.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { parseRoute } from '../../client/router';
import { findGameInfo } from '../../client/game-list';
import { LanguageProvider } from '../../client/i18n/LanguageProvider';
import { LeaderboardPage } from '../../client/ratings/LeaderboardPage';
import { RatingChanges } from '../../client/ratings/RatingChanges';
import { RatedNotice } from '../../client/ratings/RatedNotice';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

function mockApi(answer: (path: string) => { status?: number; body: unknown }) {
  const paths: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = String(input);
    paths.push(path);
    const { status = 200, body } = answer(path);
    return new Response(JSON.stringify(body), { status });
  });
  return paths;
}

const board = {
  season: 'all',
  min: 5,
  entries: [
    { place: 1, who: { kind: 'account', name: 'Ann' }, rating: 1234, games: 12, provisional: false },
    { place: 2, who: { kind: 'bot', level: 'hard' }, rating: 1190, games: 40, provisional: false },
  ],
};

/** The Machiavelli leaderboard page, in the language chosen. */
const renderLeaderboard = () =>
  render(
    <LanguageProvider>
      <LeaderboardPage game="citadels" title={findGameInfo('citadels')!.title} />
    </LanguageProvider>,
  );

describe('the leaderboard', () => {
  it('has a page of its own at /leaderboard/<game>', () => {
    expect(parseRoute('/leaderboard/citadels')).toEqual({ page: 'ratings', game: 'citadels' });
    expect(parseRoute('/leaderboard')).toEqual({ page: 'notFound' });
  });

  it('lists players with ratings and asks again for the season, the bots and the minimum chosen', async () => {
    const paths = mockApi((path) =>
      path === '/account/me'
        ? { body: { account: { id: 'a1', name: 'Ann' } } }
        : path.endsWith('/me')
          ? {
              body: {
                rating: 1111,
                games: 3,
                provisional: true,
                chart: [
                  { at: 1, rating: 1020 },
                  { at: 2, rating: 1111 },
                ],
              },
            }
          : { body: board },
    );
    renderLeaderboard();
    await screen.findByText('Ann');
    expect(screen.getByText('Hard bot')).toBeTruthy();
    expect(screen.getByText('1,234')).toBeTruthy();
    expect(screen.getByText(/Your rating: 1,111 after 3 rated games \(provisional\)/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Your rating after each rated game' })).toBeTruthy();
    expect(paths).toContain('/ratings/citadels/leaderboard?season=all&kind=players&min=5');
    fireEvent.change(screen.getByLabelText('Season'), { target: { value: 'current' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bots' }));
    fireEvent.change(screen.getByLabelText('Minimum games'), { target: { value: '1' } });
    await vi.waitFor(() => expect(paths).toContain('/ratings/citadels/leaderboard?season=current&kind=bots&min=1'));
  });

  it('says why it could not load, and speaks Dutch', async () => {
    localStorage.setItem('language', 'nl');
    mockApi((path) =>
      path === '/account/me' ? { body: { account: null } } : { status: 400, body: { error: 'min must be' } },
    );
    renderLeaderboard();
    await screen.findByText('De ranglijst kon niet worden geladen: min must be');
    expect(screen.getByText('Seizoen')).toBeTruthy();
  });

  it('asks a guest for no rating of their own (the route would refuse it with a 401 in the console)', async () => {
    const paths = mockApi((path) =>
      path === '/account/me'
        ? { body: { account: null } }
        : path.endsWith('/me')
          ? { status: 401, body: { error: 'sign in first' } }
          : { body: board },
    );
    renderLeaderboard();
    await screen.findByText('Ann');
    await vi.waitFor(() => expect(paths).toContain('/account/me'));
    expect(paths).not.toContain('/ratings/citadels/me');
    expect(screen.queryByText(/Your rating:/)).toBeNull();
  });
});

describe('a rated match', () => {
  it('shows every seat’s change, the leaver and the provisional mark', async () => {
    mockApi(() => ({
      body: {
        rated: true,
        seats: [
          {
            seat: '0',
            who: { kind: 'account', name: 'Ann' },
            rank: 1,
            left: false,
            before: 1000,
            after: 1062,
            change: 62,
            provisional: true,
          },
          {
            seat: '1',
            who: { kind: 'account', name: 'Bob' },
            rank: 2,
            left: true,
            before: 1000,
            after: 951,
            change: -49,
            provisional: true,
          },
        ],
      },
    }));
    render(
      <LanguageProvider>
        <RatingChanges game="citadels" matchID="m1" />
      </LanguageProvider>,
    );
    const region = await screen.findByRole('region', { name: 'Rating changes' });
    expect(region.textContent).toContain('Ann: 1,000 → 1,062 (+62) · provisional');
    expect(region.textContent).toContain('Bob: 1,000 → 951 (-49) · left · provisional');
  });

  it('shows nothing for a casual match', async () => {
    const paths = mockApi(() => ({ body: { rated: false, seats: [] } }));
    vi.useFakeTimers();
    try {
      const { container } = render(
        <LanguageProvider>
          <RatingChanges game="citadels" matchID="m2" />
        </LanguageProvider>,
      );
      await vi.advanceTimersByTimeAsync(10_000);
      expect(container.textContent).toBe('');
      expect(paths.length).toBe(11);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says before the start that leavers rank last', () => {
    render(
      <LanguageProvider>
        <RatedNotice />
      </LanguageProvider>,
    );
    expect(screen.getByRole('note').textContent).toMatch(/ranks last, below everyone who stayed/);
  });
});
