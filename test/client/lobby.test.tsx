// @vitest-environment jsdom
// The lobby page: open matches with their seats (each player's avatar: an account's by its id, asked for the
// whole list in one request, a guest's by match and seat, none for a bot; at a rated table each account's
// rating) and options, in both languages.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { LanguageProvider } from '../../client/i18n/LanguageProvider';
import { LobbyPage } from '../../client/lobby/LobbyPage';
import carcassonne from '../../client/carcassonne/module';
import { lobby } from '../../client/api/lobby-api';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const match = (matchID: string, names: (string | undefined)[], setupData: unknown) => ({
  matchID,
  gameName: 'carcassonne',
  createdAt: 0,
  updatedAt: 0,
  setupData,
  players: names.map((name, id) => ({ id, ...(name ? { name } : {}) })),
});

describe('lobby page', () => {
  it('lists open matches with seats taken, options, and join or watch', async () => {
    vi.spyOn(lobby, 'listMatches').mockResolvedValue({
      matches: [match('m1', ['Ann', undefined], { farmers: false }), match('m2', ['Ann', 'Bob'], { farmers: true })],
    } as never);
    render(
      <LanguageProvider language="nl">
        <LobbyPage entry={carcassonne} />
      </LanguageProvider>,
    );
    await screen.findByText('1/2 plaatsen bezet');
    expect(screen.getByText('2/2 plaatsen bezet')).toBeTruthy();
    expect(screen.getByText('zonder boeren')).toBeTruthy();
    expect(screen.getByText('met boeren')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Meedoen' }).getAttribute('href')).toBe('/match/carcassonne/m1');
    expect(screen.getByRole('link', { name: 'Kijken' }).getAttribute('href')).toBe('/match/carcassonne/m2');
    expect(lobby.listMatches).toHaveBeenCalledWith('carcassonne', { isGameover: false });
  });
});

describe('the open matches’ players', () => {
  const ANN = '0a1b2c3d-0000-4000-8000-00000000000a';

  it('show their avatars: an account’s by its id (the whole list asked at once), a guest’s by match and seat, no bot’s', async () => {
    const asked: { path: string; body: unknown }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const path = String(input);
      asked.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const body =
        path === '/account/seated'
          ? { seated: [{ matchID: 'm1', seats: [{ playerID: '0', accountID: ANN }] }] }
          : path === '/account/avatars'
            ? { avatars: [] }
            : {};
      return new Response(JSON.stringify(body), { status: path.startsWith('/account/seated') ? 200 : 401 });
    });
    const bot = { ...match('m2', ['Gus', 'Bot 2 (easy)', undefined], {}) };
    bot.players[1] = { ...bot.players[1]!, data: { bot: 'easy' } } as never;
    vi.spyOn(lobby, 'listMatches').mockResolvedValue({
      matches: [match('m1', ['Ann', 'Bea', undefined], {}), bot],
    } as never);
    const { container } = render(
      <LanguageProvider language="en">
        <LobbyPage entry={carcassonne} />
      </LanguageProvider>,
    );
    await screen.findAllByText('2/3 seats taken');
    const line = (matchID: string) => container.querySelector(`li[data-match="${matchID}"] > span:nth-of-type(1)`)!;
    const avatars = (matchID: string) =>
      Array.from(line(matchID).querySelectorAll('img.avatar'), (img) => img.getAttribute('data-avatar'));
    await waitFor(() => expect(avatars('m1')).toEqual([ANN, 'm1:1']));
    expect(line('m1').textContent).toBe('Ann, Bea, —');
    expect(avatars('m2')).toEqual(['m2:0']);
    expect(line('m2').textContent).toBe('Gus, Bot 2 (easy), —');
    expect(asked.filter((a) => a.path === '/account/seated')).toEqual([
      { path: '/account/seated', body: { matches: ['m1', 'm2'] } },
    ]);
  });
});

describe('the new match form', () => {
  const page = () => {
    vi.spyOn(lobby, 'listMatches').mockResolvedValue({
      matches: [{ ...match('m3', ['Ann', undefined], { farmers: true }), table: { rated: true } }],
    } as never);
    return render(
      <LanguageProvider language="en">
        <LobbyPage entry={carcassonne} />
      </LanguageProvider>,
    ).container;
  };

  it('lists every seat from seat 1, yours', async () => {
    const container = page();
    await screen.findByText('1/2 seats taken');
    const seats = within(container.querySelector('.lobby-seats') as HTMLElement).getAllByRole('listitem');
    expect(seats[0]!.textContent).toBe('Seat 1: you');
    expect(seats[1]!.textContent).toMatch(/^Seat 2 /);
  });

  it('a rated table offers no hints: the box is unticked and fixed', async () => {
    page();
    const hints = screen.getByRole('checkbox', { name: /Hints/ }) as HTMLInputElement;
    expect(hints.checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /Rated table/ }));
    expect(hints.checked).toBe(false);
    expect(hints.disabled).toBe(true);
  });

  it('a turn-based clock offers no grace period before a bot takes over', async () => {
    page();
    expect(screen.getByRole('combobox', { name: /A bot takes over after a disconnection/ })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: /Turn clock/ }), { target: { value: 'hours24' } });
    expect(screen.queryByRole('combobox', { name: /A bot takes over after a disconnection/ })).toBeNull();
  });

  it('marks a rated match in the list', async () => {
    const container = page();
    await screen.findByText('1/2 seats taken');
    expect(container.querySelector('li[data-match="m3"] .rated-badge')!.textContent).toBe('Rated');
  });

  it('shows each account’s rating beside its name in a rated match, and asks nothing of a casual one', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
      const answers: Record<string, unknown> = {
        '/account/seated': { seated: [{ matchID: 'm3', seats: [{ playerID: '0', accountID: 'acc-ann' }] }] },
        '/ratings/carcassonne/players/acc-ann': { rating: 1042, games: 12, provisional: false, chart: [] },
      };
      return String(url) in answers
        ? new Response(JSON.stringify(answers[String(url)]))
        : new Response('{"error":"not found"}', { status: 404 });
    });
    vi.spyOn(lobby, 'listMatches').mockResolvedValue({
      matches: [
        { ...match('m3', ['Ann', undefined], { farmers: true }), table: { rated: true } },
        match('m4', ['Cy', 'Di'], { farmers: true }),
      ],
    } as never);
    const { container } = render(
      <LanguageProvider language="en">
        <LobbyPage entry={carcassonne} />
      </LanguageProvider>,
    );
    const line = await screen.findByText('1/2 seats taken');
    await screen.findByText(/rating 1,042/);
    // A casual match's names as they are, with no request for its seats.
    expect(container.querySelector('li[data-match="m4"] .lobby-names')!.textContent).toBe('Cy, Di');
    expect(fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('m4'))).toEqual([]);
    expect(line.closest('li')!.querySelector('.lobby-names')!.textContent).toBe('Ann (rating 1,042), —');
    expect(fetch).toHaveBeenCalledWith('/ratings/carcassonne/players/acc-ann', expect.anything());
    expect(container.querySelectorAll('.table-rating')).toHaveLength(1);
  });
});
