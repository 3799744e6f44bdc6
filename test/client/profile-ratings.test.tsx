// @vitest-environment jsdom
// A player's ratings on their public profile (client/ratings/ProfileRatings.tsx, mounted by
// client/account/ProfilePage.tsx): each game they played rated games of, with its rating, games, provisional
// mark and chart, games without rated games left out, in English and Dutch; nothing rated yet; and why it
// could not load; against a mocked API.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { LanguageProvider } from '../../client/i18n/LanguageProvider';
import { ProfilePage } from '../../client/account/ProfilePage';
import { ProfileRatings } from '../../client/ratings/ProfileRatings';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ID = '11111111-2222-3333-4444-555555555555';

function mockApi(answers: Record<string, { status?: number; body: unknown }>) {
  const paths: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = String(input);
    paths.push(path);
    const answer = answers[path];
    if (!answer) throw new Error(`unexpected ${path}`);
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  return paths;
}

const citadels = {
  rating: 1111,
  games: 3,
  provisional: true,
  chart: [
    { at: 1, rating: 1020 },
    { at: 2, rating: 990 },
    { at: 3, rating: 1111 },
  ],
};
const unrated = { rating: 1000, games: 0, provisional: true, chart: [] };
const profile = { profile: { id: ID, name: 'Ann', games: [], recent: [] } };

describe("a player's ratings on their profile", () => {
  it('shows each game with rated games, its rating and its chart, on the profile page', async () => {
    const paths = mockApi({
      [`/account/profile/${ID}`]: { body: profile },
      [`/ratings/citadels/players/${ID}`]: { body: citadels },
      [`/ratings/carcassonne/players/${ID}`]: { body: unrated },
    });
    render(
      <LanguageProvider language="en">
        <ProfilePage accountID={ID} />
      </LanguageProvider>,
    );
    await screen.findByRole('heading', { name: 'Ratings per game' });
    expect(screen.getByText('Machiavelli: 1,111 after 3 rated games (provisional)')).toBeTruthy();
    const chart = screen.getByRole('img', { name: 'Machiavelli: rating after each rated game' });
    expect(chart.querySelectorAll('circle')).toHaveLength(3);
    expect(chart.querySelector('title')?.textContent).toBe('1,020 → 990 → 1,111');
    expect(screen.getByText('Machiavelli: rating after each rated game: 990–1,111')).toBeTruthy();
    expect(document.querySelector('[data-game="carcassonne"]')).toBeNull();
    expect(paths).toEqual(
      expect.arrayContaining([`/ratings/citadels/players/${ID}`, `/ratings/carcassonne/players/${ID}`]),
    );
  });

  it('speaks Dutch, and says when nothing is rated yet', async () => {
    mockApi({
      [`/ratings/citadels/players/${ID}`]: { body: { ...citadels, games: 12, provisional: false } },
      [`/ratings/carcassonne/players/${ID}`]: { body: unrated },
    });
    render(
      <LanguageProvider language="nl">
        <ProfileRatings accountID={ID} />
      </LanguageProvider>,
    );
    await screen.findByRole('heading', { name: 'Ratings per spel' });
    expect(screen.getByText('Machiavelli: 1.111 na 12 gewaardeerde spellen')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Machiavelli: rating na elk gewaardeerd spel' })).toBeTruthy();
    cleanup();
    vi.restoreAllMocks();
    mockApi({
      [`/ratings/citadels/players/${ID}`]: { body: unrated },
      [`/ratings/carcassonne/players/${ID}`]: { body: unrated },
    });
    render(
      <LanguageProvider language="en">
        <ProfileRatings accountID={ID} />
      </LanguageProvider>,
    );
    await screen.findByText('No rated games yet.');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says why the ratings could not be loaded', async () => {
    mockApi({
      [`/ratings/citadels/players/${ID}`]: { status: 404, body: { error: 'no such player' } },
      [`/ratings/carcassonne/players/${ID}`]: { body: unrated },
    });
    render(
      <LanguageProvider language="en">
        <ProfileRatings accountID={ID} />
      </LanguageProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('The ratings could not be loaded: no such player');
  });
});
