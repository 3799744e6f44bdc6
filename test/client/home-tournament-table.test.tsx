// @vitest-environment jsdom
// The home page's line for a signed-in player whose tournament table is waiting (client/home/NextTournamentTable.tsx,
// docs/tournaments.md#routes): the tournament's name and a link to the match, in English, Dutch, German and
// French; nothing for a player with no table, and for a guest nothing shown and nothing asked.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { LanguageProvider } from '../../client/i18n/LanguageProvider';
import { announceSignedIn } from '../../client/api/signed-in';
import { Home } from '../../client/home/Home';
import type { YourTournamentTable } from '../../client/api/tournaments-api';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

/** Answers GET /tournaments/next with `next`, and every other request with an empty list; the paths asked. */
function mockApi(next: YourTournamentTable | null): string[] {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = String(input);
    asked.push(path);
    if (path === '/tournaments/next') return new Response(JSON.stringify({ next }));
    return new Response(JSON.stringify({ matches: [] }));
  });
  return asked;
}

const table: YourTournamentTable = {
  tournament: 't1',
  name: 'Autumn Swiss',
  game: 'carcassonne',
  round: 2,
  matchID: 'm 7',
  playerID: '1',
};

const renderIn = (language: string) => {
  localStorage.setItem('language', language);
  return render(
    <LanguageProvider>
      <Home />
    </LanguageProvider>,
  );
};

describe("the home page's tournament table", () => {
  it('names the tournament and links the signed-in player to the match of their table', async () => {
    announceSignedIn({ id: 'a1', name: 'Ann' } as never);
    const asked = mockApi(table);
    renderIn('en');
    const line = await screen.findByText('Your table in Autumn Swiss is ready.', { exact: false });
    expect(line.closest('.home-tournament-table')?.textContent).toBe(
      'Your table in Autumn Swiss is ready. Go to your table',
    );
    expect(screen.getByRole('link', { name: 'Go to your table' }).getAttribute('href')).toBe(
      '/match/carcassonne/m%207',
    );
    expect(asked.filter((path) => path === '/tournaments/next')).toHaveLength(1);
  });

  it('says the table is ready without a name when the answer has none', async () => {
    announceSignedIn({ id: 'a2', name: 'Bob' } as never);
    mockApi({ ...table, name: undefined });
    renderIn('en');
    expect((await screen.findByRole('status')).textContent).toBe('Your tournament table is ready. Go to your table');
  });

  it.each([
    ['nl', 'Je tafel in Autumn Swiss staat klaar. Naar je tafel'],
    ['de', 'Dein Tisch im Turnier Autumn Swiss ist bereit. Zu deinem Tisch'],
    ['fr', 'Votre table au tournoi Autumn Swiss est prête. Aller à votre table'],
  ])('is in the page’s language (%s)', async (language, text) => {
    announceSignedIn({ id: `a-${language}`, name: 'Ann' } as never);
    mockApi(table);
    renderIn(language);
    await waitFor(() => expect(document.querySelector('.home-tournament-table')?.textContent).toBe(text));
  });

  it('shows nothing to a signed-in player with no table waiting', async () => {
    announceSignedIn({ id: 'a3', name: 'Cat' } as never);
    const asked = mockApi(null);
    renderIn('en');
    await waitFor(() => expect(asked).toContain('/tournaments/next'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector('.home-tournament-table')).toBeNull();
    expect(screen.queryByText('Go to your table')).toBeNull();
  });

  it('shows nothing to a guest and asks nothing for them', async () => {
    announceSignedIn(null);
    const asked = mockApi(table);
    renderIn('en');
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).not.toContain('/tournaments/next');
    expect(document.querySelector('.home-tournament-table')).toBeNull();
  });
});
