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
import { RatingChart } from '../../client/ratings/RatingChart';

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

describe('the rating chart', () => {
  const renderChart = (chart: { at: number; rating: number }[], language = 'en') => {
    localStorage.setItem('language', language);
    return render(
      <LanguageProvider>
        <RatingChart points={chart} />
      </LanguageProvider>,
    );
  };
  /** The chart's axis words, in the order drawn. */
  const axisText = (container: HTMLElement) =>
    [...container.querySelectorAll('.rating-chart-axes text')].map((text) => text.textContent);

  it('draws one game as a point on both axes: the scale round it and the game numbered', () => {
    const { container } = renderChart([{ at: 1, rating: 1512 }]);
    expect(container.querySelectorAll('.rating-chart-axes > line')).toHaveLength(2);
    expect(axisText(container)).toEqual(['1,502', '1,512', '1,522', '1', 'Rated games →']);
    expect(container.querySelectorAll('circle')).toHaveLength(1);
    expect(container.querySelector('figcaption')?.textContent).toBe('Your rating after each rated game: 1,512');
  });

  it('numbers the first and last of several games, from the lowest rating to the highest', () => {
    const { container } = renderChart(
      [1000, 1060, 1040].map((rating, i) => ({ at: i, rating })),
      'de',
    );
    expect(axisText(container)).toEqual(['1.000', '1.030', '1.060', '1', '3', 'Gewertete Partien →']);
    expect(container.querySelector('figcaption')?.textContent).toBe(
      'Deine Wertung nach jeder gewerteten Partie: 1.000–1.060',
    );
  });

  it('says there is no rated game yet instead of drawing nothing, on the leaderboard too', async () => {
    const { container } = renderChart([], 'fr');
    expect(container.textContent).toBe('Votre cote après chaque partie classée : pas encore de partie classée.');
    cleanup();
    localStorage.setItem('language', 'nl');
    mockApi((path) =>
      path === '/account/me'
        ? { body: { account: { id: 'a1', name: 'Ann' } } }
        : path.endsWith('/me')
          ? { body: { rating: 1000, games: 0, provisional: true, chart: [] } }
          : { body: board },
    );
    renderLeaderboard();
    await screen.findByText('Jouw rating na elk gewaardeerd spel: nog geen gewaardeerd spel.');
    expect(screen.queryByText(/Jouw rating:/)).toBeNull();
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
