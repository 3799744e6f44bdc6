// @vitest-environment jsdom
// The tournament pages (client/tournaments/, docs/tournaments.md): their routes, the list in its three parts,
// the creation form for a signed-in player only and the request it sends, a tournament's standings with
// every tie-break, its rounds with links to watch or replay, and registering with the invitation; in
// English, Dutch, German and French; against a mocked tournaments API.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { parseRoute } from '../../client/router';
import { LanguageProvider } from '../../client/i18n/LanguageProvider';
import { announceSignedIn } from '../../client/api/signed-in';
import { TournamentListPage } from '../../client/tournaments/TournamentListPage';
import { TournamentPage } from '../../client/tournaments/TournamentPage';
import type { TournamentDetail, TournamentSummary } from '../../client/api/tournaments-api';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

interface Sent {
  path: string;
  method: string;
  body?: unknown;
}

function mockApi(answer: (path: string, method: string) => { status?: number; body: unknown }) {
  const sent: Sent[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    sent.push({ path, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const { status = 200, body } = answer(path, method);
    return new Response(JSON.stringify(body), { status });
  });
  return sent;
}

const summary = (over: Partial<TournamentSummary>): TournamentSummary => ({
  id: 't1',
  name: 'Autumn Swiss',
  game: 'carcassonne',
  tableSize: 2,
  format: 'swiss',
  rounds: 3,
  round: 0,
  rated: true,
  startsAt: Date.UTC(2026, 11, 24, 18, 0),
  players: 5,
  cap: 16,
  byInvitation: false,
  state: 'upcoming',
  ...over,
});

const renderIn = (language: string, page: React.ReactNode) => {
  localStorage.setItem('language', language);
  return render(<LanguageProvider>{page}</LanguageProvider>);
};

describe('the tournament pages', () => {
  it('have their routes: /tournament for the list, /tournament/<id> for one', () => {
    expect(parseRoute('/tournament')).toEqual({ page: 'tournaments' });
    expect(parseRoute('/tournament/abc')).toEqual({ page: 'tournament', id: 'abc' });
    expect(parseRoute('/tournament/abc/x')).toEqual({ page: 'notFound' });
  });
});

describe('the list of tournaments', () => {
  const list = {
    upcoming: [summary({})],
    running: [summary({ id: 't2', name: 'Quad cup', game: 'citadels', tableSize: 4, format: 'swiss-tables' })],
    finished: [],
  };

  it('shows the upcoming, running and finished ones, each linked to its page; a guest is asked to sign in', async () => {
    announceSignedIn(null);
    mockApi(() => ({ body: list }));
    renderIn('en', <TournamentListPage />);
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    expect(within(upcoming).getByRole('link', { name: 'Autumn Swiss' }).getAttribute('href')).toBe('/tournament/t1');
    expect(upcoming.textContent).toContain('Carcassonne · Swiss, two players a table · 5/16 players');
    const running = screen.getByRole('region', { name: 'Running' });
    expect(running.textContent).toContain('Machiavelli · Swiss, 4 players a table');
    expect(within(screen.getByRole('region', { name: 'Finished' })).getByText('None.')).toBeTruthy();
    expect(screen.getByText('Sign in to create a tournament or to take part in one.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();
  });

  it('lets a signed-in player create one, sending the format that follows from the players a table', async () => {
    announceSignedIn({ id: 'a1', name: 'Ann' } as never);
    const sent = mockApi((path, method) =>
      method === 'POST' ? { status: 201, body: { id: 'new1' } } : { body: { ...list, running: [] } },
    );
    renderIn('en', <TournamentListPage />);
    await screen.findByRole('heading', { name: 'Create a tournament' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: ' Winter cup ' } });
    // The first game listed, Machiavelli, is chosen: its module (its options form) loads once.
    expect((screen.getByRole('combobox', { name: 'Game' }) as HTMLSelectElement).value).toBe('citadels');
    const create = await screen.findByRole('button', { name: 'Create' });
    await vi.waitFor(() => expect((create as HTMLButtonElement).disabled).toBe(false), { timeout: 45_000 });
    fireEvent.change(screen.getByRole('combobox', { name: 'Players a table' }), { target: { value: '4' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Placement points' }), { target: { value: '6-4-2-0' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Rounds' }), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/tournament/new1'));
    const post = sent.find((request) => request.method === 'POST');
    expect(post?.path).toBe('/tournaments');
    expect(post?.body).toMatchObject({
      name: 'Winter cup',
      game: 'citadels',
      tableSize: 4,
      format: 'swiss-tables',
      rounds: 5,
      placement: '6-4-2-0',
      rated: true,
      clock: 'sudden-15',
      checkInMinutes: 15,
      cap: 32,
      byInvitation: false,
    });
  }, 60_000);

  it('sends an elimination’s best of and groups, with two a table and no rounds', async () => {
    announceSignedIn({ id: 'a1', name: 'Ann' } as never);
    const sent = mockApi((path, method) =>
      method === 'POST' ? { status: 201, body: { id: 'new2' } } : { body: { ...list, running: [] } },
    );
    renderIn('en', <TournamentListPage />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'Cup' } });
    const create = await screen.findByRole('button', { name: 'Create' });
    await vi.waitFor(() => expect((create as HTMLButtonElement).disabled).toBe(false), { timeout: 45_000 });
    const format = screen.getByRole('combobox', { name: 'Format' }) as HTMLSelectElement;
    expect(Array.from(format.options, (o) => o.textContent)).toEqual([
      'Swiss',
      'Single elimination',
      'Groups, then knockout',
    ]);
    fireEvent.change(format, { target: { value: 'groups-then-knockout' } });
    // Two a table and as many rounds as the bracket takes: neither is asked.
    expect(screen.queryByRole('combobox', { name: 'Players a table' })).toBeNull();
    expect(screen.queryByRole('spinbutton', { name: 'Rounds' })).toBeNull();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Groups' }), { target: { value: '4' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Players of each group who go on to the knockout' }), {
      target: { value: '1' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Games a group match' }), { target: { value: '3' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Games a match' }), { target: { value: '5' } });
    expect(
      Array.from((screen.getByRole('combobox', { name: 'Games a match' }) as HTMLSelectElement).options, (o) => o.text),
    ).toEqual(['best of 1', 'best of 3', 'best of 5']);
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await vi.waitFor(() => expect(window.location.pathname).toBe('/tournament/new2'));
    const post = sent.find((request) => request.method === 'POST')!.body as Record<string, unknown>;
    expect(post).toMatchObject({
      tableSize: 2,
      format: 'groups-then-knockout',
      bestOf: 5,
      groups: 4,
      qualifiers: 1,
      groupBestOf: 3,
    });
    expect(post.rounds).toBeUndefined();
    expect(post.placement).toBeUndefined();
  }, 60_000);

  it('shows the server’s reason when it refuses a creation', async () => {
    announceSignedIn({ id: 'a1', name: 'Ann' } as never);
    mockApi((path, method) =>
      method === 'POST'
        ? { status: 429, body: { error: 'at most 3 tournaments a day' } }
        : { body: { upcoming: [], running: [], finished: [] } },
    );
    renderIn('en', <TournamentListPage />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'Cup' } });
    const create = screen.getByRole('button', { name: 'Create' });
    await vi.waitFor(() => expect((create as HTMLButtonElement).disabled).toBe(false), { timeout: 45_000 });
    fireEvent.click(create);
    expect((await screen.findByRole('alert')).textContent).toBe('That did not work: at most 3 tournaments a day');
  }, 60_000);
});

const detail = (over: Partial<TournamentDetail> = {}): TournamentDetail => ({
  tournament: { ...summary({ state: 'running', round: 2 }), creator: 'a9', checkInMinutes: 10 },
  players: [
    { player: 'p1', name: 'Ann', state: 'checked-in' },
    { player: 'p2', name: 'Bob', state: 'checked-in' },
    { player: 'p3', name: 'Cy', state: 'withdrawn' },
  ],
  standings: [
    {
      player: 'p1',
      name: 'Ann',
      score: 1.5,
      buchholz: 2.5,
      medianBuchholz: 0,
      sonnebornBerger: 1.75,
      games: 2,
      byes: 0,
    },
    { player: 'p2', name: 'Bob', score: 1, buchholz: 3, medianBuchholz: 0, sonnebornBerger: 0.5, games: 2, byes: 1 },
  ],
  rounds: [
    {
      round: 1,
      bye: { player: 'p3', name: 'Cy' },
      tables: [
        {
          table: 1,
          matchID: 'm1',
          seats: [
            { player: 'p1', name: 'Ann', points: 1 },
            { player: 'p2', name: 'Bob', points: 0 },
          ],
          finished: true,
        },
      ],
    },
    {
      round: 2,
      tables: [
        {
          table: 1,
          matchID: 'm2',
          seats: [
            { player: 'p2', name: 'Bob' },
            { player: 'p1', name: 'Ann' },
          ],
          finished: false,
        },
      ],
    },
  ],
  ...over,
});

describe('a tournament’s page', () => {
  it('shows the standings with every tie-break and the rounds, the latest first, to watch or replay', async () => {
    announceSignedIn(null);
    mockApi(() => ({ body: detail() }));
    renderIn('en', <TournamentPage id="t1" />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Autumn Swiss');
    expect(screen.getByText('round 2 of 3 is being played')).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['Place', 'Players', 'Points', 'Buchholz', 'Median Buchholz', 'Sonneborn-Berger', 'Games'],
      ['1', 'Ann', '1.5', '2.5', '0', '1.75', '2'],
      ['2', 'Bob', '1', '3', '0', '0.5', '2'],
    ]);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('Round 2')).toBeLessThan(headings.indexOf('Round 1'));
    const round1 = screen.getByRole('region', { name: 'Round 1' });
    expect(round1.textContent).toContain('Table 1 Ann (1) and Bob (0)');
    // Each seat with its player's avatar and a link to their profile.
    expect(Array.from(round1.querySelectorAll('img.avatar'), (img) => img.getAttribute('data-avatar'))).toEqual([
      'p1',
      'p2',
    ]);
    expect(within(round1).getByRole('link', { name: 'Bob' }).getAttribute('href')).toBe('/profile/p2');
    expect(within(round1).getByRole('link', { name: 'Replay' }).getAttribute('href')).toBe('/replay/carcassonne/m1');
    expect(round1.textContent).toContain('Bye: Cy');
    const round2 = screen.getByRole('region', { name: 'Round 2' });
    expect(within(round2).getByRole('link', { name: 'Watch' }).getAttribute('href')).toBe('/match/carcassonne/m2');
  });

  it('shows each player with their avatar and their name linked to their profile, in the standings and the players', async () => {
    announceSignedIn(null);
    mockApi(() => ({ body: detail() }));
    renderIn('nl', <TournamentPage id="t1" />);
    const standings = within(await screen.findByRole('table'));
    for (const [id, name] of [
      ['p1', 'Ann'],
      ['p2', 'Bob'],
    ]) {
      const cell = standings.getByRole('rowheader', { name });
      expect(cell.querySelector('img.avatar')?.getAttribute('data-avatar')).toBe(id);
      expect(within(cell).getByRole('link', { name }).getAttribute('href')).toBe(`/profile/${id}`);
    }
    const players = screen.getByRole('region', { name: 'Spelers (3/16)' });
    expect(Array.from(players.querySelectorAll('img.avatar'), (img) => img.getAttribute('data-avatar'))).toEqual([
      'p1',
      'p2',
      'p3',
    ]);
    expect(within(players).getByRole('link', { name: 'Cy' }).getAttribute('href')).toBe('/profile/p3');
  });

  const person = (player: string, name: string) => ({ player, name });
  const [ann, bob, cy, dee] = [person('p1', 'Ann'), person('p2', 'Bob'), person('p3', 'Cy'), person('p4', 'Dee')];
  const knockout = (over: Partial<TournamentDetail>): TournamentDetail =>
    detail({
      tournament: {
        ...summary({ format: 'single-elimination', state: 'running', round: 2, rounds: 3 }),
        creator: 'a9',
        checkInMinutes: 0,
        bestOf: 3,
      },
      standings: [],
      ...over,
    });
  /** Each match of a round as its places' texts: name, then games won (a bye and a place to come have none). */
  const matchesOf = (round: HTMLElement) =>
    within(round)
      .getAllByRole('listitem')
      .map((match) =>
        Array.from(match.querySelectorAll('.bracket-place'), (place) =>
          [
            place.querySelector('.bracket-name')!.textContent,
            place.querySelector('.bracket-wins')?.textContent,
            place.getAttribute('data-winner') === 'true' ? 'won' : undefined,
          ]
            .filter((x) => x !== undefined)
            .join(' '),
        ),
      );

  it('draws a single elimination’s bracket: byes, games won, the winners, places to come, round names', async () => {
    announceSignedIn(null);
    mockApi(() => ({
      body: knockout({
        bracket: {
          knockout: [
            [
              { players: [ann, null], bye: true, wins: [0, 0], winner: 'p1' },
              { players: [dee, person('p5', 'Eve')], bye: false, wins: [2, 1], winner: 'p4' },
              { players: [bob, null], bye: true, wins: [0, 0], winner: 'p2' },
              { players: [cy, person('p6', 'Fay')], bye: false, wins: [0, 2], winner: 'p6' },
            ],
            [
              { players: [ann, dee], bye: false, wins: [1, 1] },
              { players: [bob, person('p6', 'Fay')], bye: false, wins: [2, 0], winner: 'p2' },
            ],
            [{ players: [null, bob], bye: false, wins: [0, 0] }],
          ],
        },
      }),
    }));
    renderIn('en', <TournamentPage id="t1" />);
    const bracket = await screen.findByRole('region', { name: 'Bracket' });
    expect(screen.getByText(/Single elimination · best of 3 · 3 rounds/)).toBeTruthy();
    // No Swiss standings for an elimination.
    expect(screen.queryByRole('heading', { name: 'Standings' })).toBeNull();
    expect(
      within(bracket)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Quarter-finals', 'Semi-finals', 'Final']);
    expect(matchesOf(within(bracket).getByRole('list', { name: 'Quarter-finals' }))).toEqual([
      ['Ann won', 'bye'],
      ['Dee 2 won', 'Eve 1'],
      ['Bob won', 'bye'],
      ['Cy 0', 'Fay 2 won'],
    ]);
    expect(matchesOf(within(bracket).getByRole('list', { name: 'Semi-finals' }))).toEqual([
      ['Ann 1', 'Dee 1'],
      ['Bob 2 won', 'Fay 0'],
    ]);
    expect(matchesOf(within(bracket).getByRole('list', { name: 'Final' }))).toEqual([['to come', 'Bob 0']]);
  });

  it('shows groups then knockout’s group tables, the knockout to come and at the end the ranking, in German and French', async () => {
    announceSignedIn(null);
    const groups = [
      [
        { ...dee, matchWins: 1, matchLosses: 0, gameWins: 2, rank: 1 },
        { ...ann, matchWins: 0, matchLosses: 1, gameWins: 1, rank: 2 },
      ],
      [
        { ...bob, matchWins: 1, matchLosses: 0, gameWins: 2, rank: 1 },
        { ...cy, matchWins: 0, matchLosses: 1, gameWins: 0, rank: 2 },
      ],
    ];
    const running = knockout({
      tournament: {
        ...summary({ format: 'groups-then-knockout', state: 'running', round: 1, rounds: 2 }),
        creator: 'a9',
        checkInMinutes: 0,
        bestOf: 1,
        groups: { count: 2, qualifiers: 1, bestOf: 3 },
      },
      bracket: { groups, qualifiers: 1 },
    });
    mockApi(() => ({ body: running }));
    renderIn('de', <TournamentPage id="t1" />);
    const bracket = await screen.findByRole('region', { name: 'Turnierbaum' });
    expect(bracket.textContent).toContain('Aus jeder Gruppe in die K.-o.-Runde: 1 Spieler.');
    expect(bracket.textContent).toContain('Die K.-o.-Runde wird gesetzt, wenn die Gruppen vorbei sind.');
    const tables = within(bracket).getAllByRole('table');
    expect(
      tables.map((table) =>
        within(table)
          .getAllByRole('row')
          .map((row) => row.textContent),
      ),
    ).toEqual([
      ['PlatzSpielerDuelle gewonnenDuelle verlorenPartien gewonnen', '1Dee102', '2Ann011'],
      ['PlatzSpielerDuelle gewonnenDuelle verlorenPartien gewonnen', '1Bob102', '2Cy010'],
    ]);
    expect(tables.map((table) => table.querySelector('caption')!.textContent)).toEqual(['Gruppe A', 'Gruppe B']);
    cleanup();

    mockApi(() => ({
      body: {
        ...running,
        tournament: { ...running.tournament, state: 'finished', round: 2 },
        bracket: {
          groups,
          qualifiers: 1,
          knockout: [[{ players: [dee, bob], bye: false, wins: [0, 1], winner: 'p2' }]],
          ranking: [
            { ...bob, rank: 1 },
            { ...dee, rank: 2 },
            { ...ann, rank: 3 },
            { ...cy, rank: 4 },
          ],
        },
      },
    }));
    renderIn('fr', <TournamentPage id="t1" />);
    const over = await screen.findByRole('region', { name: 'Tableau' });
    expect(screen.getByText(/Poules, puis élimination directe · au meilleur des 1/)).toBeTruthy();
    expect(within(over).getByRole('heading', { level: 3, name: 'Classement final' })).toBeTruthy();
    const ranking = over.querySelector('.tournament-ranking')!;
    expect(Array.from(ranking.children, (li) => [(li as HTMLLIElement).value, li.textContent])).toEqual([
      [1, 'Bob'],
      [2, 'Dee'],
      [3, 'Ann'],
      [4, 'Cy'],
    ]);
    expect(matchesOf(within(over).getByRole('list', { name: 'Finale' }))).toEqual([['Dee 0', 'Bob 1 won']]);
    // Each place with its player's avatar and profile link, in the ranking too.
    const final = within(over).getByRole('list', { name: 'Finale' });
    expect(Array.from(final.querySelectorAll('img.avatar'), (img) => img.getAttribute('data-avatar'))).toEqual([
      'p4',
      'p2',
    ]);
    expect(within(final).getByRole('link', { name: 'Bob' }).getAttribute('href')).toBe('/profile/p2');
  });

  it('registers a signed-in player with the invitation of the link, then offers the check-in', async () => {
    announceSignedIn({ id: 'a1', name: 'Ann' } as never);
    window.history.replaceState(null, '', '/tournament/t1?invite=secret7');
    let registered = false;
    const upcoming = detail({ rounds: [], standings: [] });
    upcoming.tournament = { ...upcoming.tournament, state: 'upcoming', round: 0, byInvitation: true };
    const sent = mockApi((path, method) => {
      if (method === 'POST') {
        registered = true;
        return { body: {} };
      }
      return {
        body: { ...upcoming, you: registered ? { registered: true, state: 'registered' } : { registered: false } },
      };
    });
    renderIn('en', <TournamentPage id="t1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    // Its window opens ten minutes before the start, weeks away: the button waits for it.
    expect((await screen.findByRole('button', { name: 'Check in' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/You are registered\. Check in during the 10 minutes before the start\./)).toBeTruthy();
    expect(sent.find((request) => request.method === 'POST')).toEqual({
      path: '/tournaments/t1/register',
      method: 'POST',
      body: { invite: 'secret7' },
    });
  });

  it('offers no check-in when the tournament has none, and no link to a table whose match is not made yet', async () => {
    announceSignedIn({ id: 'a1', name: 'Ann' } as never);
    const noCheckIn = detail({ standings: [] });
    noCheckIn.tournament = { ...noCheckIn.tournament, state: 'upcoming', round: 0, checkInMinutes: 0 };
    noCheckIn.rounds = [{ round: 1, tables: [{ ...noCheckIn.rounds[0]!.tables[0]!, matchID: null, finished: false }] }];
    mockApi(() => ({ body: { ...noCheckIn, you: { registered: true, state: 'registered' } } }));
    renderIn('en', <TournamentPage id="t1" />);
    expect(await screen.findByText('You are registered: your first table opens at the start.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
    const round1 = screen.getByRole('region', { name: 'Round 1' });
    expect(round1.textContent).toContain('Table 1');
    expect(within(round1).queryByRole('link', { name: /Watch|Replay/ })).toBeNull();
  });

  it('links a player to their table when a round opens it', async () => {
    announceSignedIn({ id: 'a1', name: 'Ann' } as never);
    mockApi(() => ({
      body: {
        ...detail(),
        you: { registered: true, state: 'checked-in', nextTable: { matchID: 'm2', playerID: '1' } },
      },
    }));
    renderIn('en', <TournamentPage id="t1" />);
    const link = await screen.findByRole('link', { name: 'Go to your table' });
    expect(link.getAttribute('href')).toBe('/match/carcassonne/m2');
  });

  it('tells a player who did not check in that they do not play, and lists them so', async () => {
    announceSignedIn({ id: 'p4', name: 'Dee' } as never);
    mockApi(() => ({
      body: {
        ...detail(),
        players: [...detail().players, { player: 'p4', name: 'Dee', state: 'dropped' }],
        you: { registered: false, state: 'dropped' },
      },
    }));
    renderIn('en', <TournamentPage id="t1" />);
    expect(
      await screen.findByText('You did not check in before the start: you do not play in this tournament.'),
    ).toBeTruthy();
    expect(screen.getByText('(did not check in)')).toBeTruthy();
  });

  it.each([
    ['nl', 'Stand', 'Mediaan-Buchholz', 'ronde 2 van 3 wordt gespeeld', '1,5'],
    ['de', 'Tabelle', 'Median-Buchholz', 'Runde 2 von 3 läuft', '1,5'],
    ['fr', 'Classement', 'Buchholz médian', 'la ronde 2 sur 3 est en cours', '1,5'],
  ])('speaks %s, numbers written as the language writes them', async (language, standings, median, state, score) => {
    announceSignedIn(null);
    mockApi(() => ({ body: detail() }));
    renderIn(language, <TournamentPage id="t1" />);
    expect(await screen.findByRole('heading', { name: standings })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: median })).toBeTruthy();
    expect(screen.getByText(state)).toBeTruthy();
    expect(within(screen.getByRole('table')).getAllByRole('row')[1]?.children[2]?.textContent).toBe(score);
  });
});
