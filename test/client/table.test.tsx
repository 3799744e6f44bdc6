// @vitest-environment jsdom
// The online table in the browser: every seat with its status, bot or open seat (where only the creator may put
// a bot), running clocks, the chat panel (no input for spectators), the turn signals in the title, leave asking
// first, and the home page's list of this browser's matches with "your turn".
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderHook } from '@testing-library/react';
import { LanguageProvider } from '../../client/i18n/LanguageProvider';
import { SeatList } from '../../client/table/SeatList';
import { formatDuration } from '../../games/locales/format';
import { ChatPanel } from '../../client/table/ChatPanel';
import { LeaveButton } from '../../client/table/LeaveButton';
import { MyMatches } from '../../client/table/MyMatches';
import { useTurnSignals } from '../../client/table/turn-signals';
import type { TableSeat } from '../../client/api/table-api';
import { localSeatNames } from '../../client/table/seat-names';
import { translate, type MessageKey } from '../../client/i18n/dictionary';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
});

/** Answers every fetch from `answers` by its URL, as JSON; a URL it does not list answers 404. */
function answerFetch(answers: Record<string, unknown>) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (url) =>
      String(url) in answers
        ? new Response(JSON.stringify(answers[String(url)]))
        : new Response('{"error":"not found"}', { status: 404 }),
    );
}

/** This browser holds these seats (`{ matchID: playerID }`) of Carcassonne matches, as localStorage keeps them. */
function holdSeats(seats: Record<string, string>) {
  for (const [matchID, playerID] of Object.entries(seats))
    localStorage.setItem(
      `seat:carcassonne:${matchID}`,
      JSON.stringify({ playerID, credentials: 'x', playerName: 'Ann' }),
    );
}

const seat = { playerID: '0', credentials: 'c0', playerName: 'Ann' };
const players: TableSeat[] = [
  { id: 0, name: 'Ann', isConnected: true },
  { id: 1, name: 'Bob', isConnected: false, data: { bot: 'hard', standIn: true } },
  { id: 2, name: 'Bot 3 (easy)', isConnected: true, data: { bot: 'easy' } },
  { id: 3 },
];

describe('seat list', () => {
  it('shows each seat: online, a stand-in bot, a bot with its level, an open seat the creator can fill', () => {
    render(
      <LanguageProvider language="en">
        <SeatList game="carcassonne" matchID="m1" players={players} seat={seat} creator="0" over={false} />
      </LanguageProvider>,
    );
    expect(screen.getByText('Ann').parentElement!.textContent).toBe('Ann (you) online');
    expect(screen.getByText('Bob').parentElement!.textContent).toBe('Bob (bot) ');
    expect(screen.getByText('bot, easy')).toBeTruthy();
    expect(screen.getByText('open: waiting for a player')).toBeTruthy();
    expect(screen.getByText('A bot plays for Bob until they come back.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Put a bot here' })).toBeTruthy();
  });

  it('puts a bot of the chosen level in the open seat', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{}'));
    render(
      <LanguageProvider language="nl">
        <SeatList game="carcassonne" matchID="m1" players={players} seat={seat} creator="0" over={false} />
      </LanguageProvider>,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Niveau van de bot' }), { target: { value: 'hard' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zet hier een bot' }));
    expect(fetch).toHaveBeenCalledWith(
      '/games/carcassonne/m1/bots',
      expect.objectContaining({ body: JSON.stringify({ playerID: '0', credentials: 'c0', seat: '3', level: 'hard' }) }),
    );
  });

  it.each([
    ['en', 'Profile of Ann'],
    ['nl', 'Profiel van Ann'],
  ] as const)(
    "links the name of a seat an account holds to the player's profile, not a guest's or a bot's (%s)",
    async (language, label) => {
      const fetch = answerFetch({ '/account/seated/m1': { seats: [{ playerID: '0', accountID: 'acc-ann' }] } });
      render(
        <LanguageProvider language={language}>
          <SeatList game="carcassonne" matchID="m1" players={players} seat={seat} creator="0" over={false} />
        </LanguageProvider>,
      );
      const link = await screen.findByRole('link', { name: label });
      expect(link.getAttribute('href')).toBe('/profile/acc-ann');
      expect(link.textContent).toBe('Ann');
      expect(screen.getAllByRole('link')).toHaveLength(1);
      expect(fetch).toHaveBeenCalledWith('/account/seated/m1', expect.anything());
    },
  );

  it('links no name when the seats of accounts cannot be read', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 503 }));
    render(
      <LanguageProvider language="en">
        <SeatList game="carcassonne" matchID="m1" players={players} over={false} />
      </LanguageProvider>,
    );
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('offers no bots to a player who did not create the match, nor to spectators', () => {
    render(
      <LanguageProvider language="en">
        <SeatList
          game="carcassonne"
          matchID="m1"
          players={players}
          seat={{ ...seat, playerID: '2' }}
          creator="0"
          over={false}
        />
      </LanguageProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Put a bot here' })).toBeNull();
    cleanup();
    render(
      <LanguageProvider language="en">
        <SeatList game="carcassonne" matchID="m1" players={players} creator="0" over={false} />
      </LanguageProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Put a bot here' })).toBeNull();
  });

  it('shows the time left on a running clock', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const clocked = [{ id: 0, name: 'Ann', isConnected: true, deadline: 1_000_000 + 83_500 }];
    render(
      <LanguageProvider language="nl">
        <SeatList game="carcassonne" matchID="m1" players={clocked} over={false} />
      </LanguageProvider>,
    );
    expect(screen.getByRole('timer').textContent).toBe(' nog 1:24');
    cleanup();
    render(
      <LanguageProvider language="en">
        <SeatList game="carcassonne" matchID="m1" players={[{ id: 1, name: 'Bob', bank: 530_000 }]} over={false} />
      </LanguageProvider>,
    );
    expect(screen.getByText('8:50 left', { exact: false })).toBeTruthy();
    expect(formatDuration('en', -5)).toBe('0:00');
  });

  it('shows the long clocks of turn-based tables in days, hours and minutes, without seconds', () => {
    expect(formatDuration('en', 3600_000)).toBe('1h 00m');
    expect(formatDuration('en', 12 * 3600_000 - 1)).toBe('12h 00m');
    expect(formatDuration('en', 24 * 3600_000 - 1_000)).toBe('23h 59m');
    expect(formatDuration('en', 3 * 86400_000)).toBe('3d 0h 00m');
    expect(formatDuration('en', 86400_000 + 5 * 3600_000 + 4 * 60_000 + 3_000)).toBe('1d 5h 04m');
  });
});

it('reads the time afresh when a clock starts on a list shown before', () => {
  vi.useFakeTimers({ now: 1_000_000 });
  const seats = (deadline?: number) => (
    <LanguageProvider language="en">
      <SeatList game="carcassonne" matchID="m1" players={[{ id: 0, name: 'Ann', deadline }]} over={false} />
    </LanguageProvider>
  );
  const { rerender } = render(seats());
  vi.setSystemTime(1_010_000);
  rerender(seats(1_010_000 + 60_000));
  expect(screen.getByRole('timer').textContent).toBe(' 1:00 left');
});

describe('chat panel', () => {
  const messages = [{ id: 'a', sender: '1', payload: 'hoi' }];
  it('lets a seated player write, and shows who said what', () => {
    const send = vi.fn();
    render(
      <LanguageProvider language="en">
        <ChatPanel messages={messages} send={send} players={players} canWrite />
      </LanguageProvider>,
    );
    expect(screen.getByText('Bob:').parentElement!.textContent).toBe('Bob: hoi');
    fireEvent.change(screen.getByRole('textbox', { name: 'Write a message…' }), { target: { value: '  good move ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledWith('good move');
  });

  it('has no input for spectators', () => {
    render(
      <LanguageProvider language="nl">
        <ChatPanel messages={messages} send={vi.fn()} players={players} canWrite={false} />
      </LanguageProvider>,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Alleen spelers kunnen hier schrijven.')).toBeTruthy();
  });
});

describe('leave', () => {
  it('asks first and says a bot takes over', () => {
    const onLeave = vi.fn().mockResolvedValue(undefined);
    render(
      <LanguageProvider language="en">
        <LeaveButton onLeave={onLeave} />
      </LanguageProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Leave match' }));
    expect(onLeave).not.toHaveBeenCalled();
    expect(screen.getByText('Leave this match? A bot will take over your seat and finish the game.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Leave match' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it("says why leaving failed (the server's reason) and lets the player try again", async () => {
    const onLeave = vi.fn().mockRejectedValueOnce(new Error('too many requests: try again in 12 seconds'));
    render(
      <LanguageProvider language="nl">
        <LeaveButton onLeave={onLeave} />
      </LanguageProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Verlaat partij' }));
    fireEvent.click(screen.getByRole('button', { name: 'Verlaat partij' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Dat lukte niet: too many requests: try again in 12 seconds',
    );
    onLeave.mockResolvedValueOnce(undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Verlaat partij' }));
    expect(onLeave).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

describe("seat names in the reader's language", () => {
  it('names a bot seat in Dutch on a Dutch page; players and stand-ins keep their own names', () => {
    const t = (key: string, params?: Record<string, string | number>) => translate('nl', key as MessageKey, params);
    expect(localSeatNames(players, t).map((p) => p.name)).toEqual(['Ann', 'Bob', 'Bot 3 (makkelijk)', undefined]);
    const english = (key: string, params?: Record<string, string | number>) =>
      translate('en', key as MessageKey, params);
    expect(localSeatNames(players, english).at(2)?.name).toBe('Bot 3 (easy)');
  });
});

describe('turn signals', () => {
  it('changes the title and favicon on your turn and restores them after', () => {
    document.head.innerHTML = '<link rel="icon" href="data:,plain">';
    document.title = 'Carcassonne';
    const { rerender } = renderHook(({ mine }) => useTurnSignals(mine, { title: 'Your turn!', body: '' }), {
      initialProps: { mine: false },
    });
    expect(document.title).toBe('Carcassonne');
    rerender({ mine: true });
    expect(document.title).toBe('● Your turn! Carcassonne');
    expect(document.querySelector<HTMLLinkElement>('link[rel="icon"]')!.href).toContain('circle');
    rerender({ mine: false });
    expect(document.title).toBe('Carcassonne');
    expect(document.querySelector<HTMLLinkElement>('link[rel="icon"]')!.href).toBe('data:,plain');
  });
});

/** A match as `GET /games/carcassonne/<id>` answers it: seats by name (undefined: open) and who is to play. */
const listed = (names: (string | undefined)[], toPlay: string[]) => ({
  players: names.map((name, id) => (name === undefined ? { id } : { id, name })),
  table: { toPlay },
});

function renderMyMatches(props: Parameters<typeof MyMatches>[0] = {}) {
  return render(
    <LanguageProvider language="en">
      <MyMatches {...props} />
    </LanguageProvider>,
  );
}

describe("the home page's online matches", () => {
  it('lists the matches this browser holds a seat in: your turn, who is to play, or waiting for players', async () => {
    holdSeats({ m1: '1', m2: '0', m3: '1' });
    const answers: Record<string, unknown> = {
      '/games/carcassonne/m1': listed(['Bob', 'Ann'], ['1']),
      '/games/carcassonne/m2': listed(['Ann', 'Cy'], ['1']),
      '/games/carcassonne/m3': listed(['Di', 'Ann', undefined], ['0']),
    };
    answerFetch(answers);
    renderMyMatches();
    const mine = await screen.findByText('your turn');
    const row = (match: string) => document.querySelector(`li[data-match="${match}"]`)!;
    expect(mine.closest('li')!.getAttribute('data-match')).toBe('m1');
    expect(row('m1').getAttribute('data-my-turn')).toBe('yes');
    expect(row('m2').textContent).toContain('Cy to play');
    expect(row('m3').textContent).toContain('waiting for players');
  });
  it("lists the signed-in account's seats from other devices too, each match once, the one waiting on you first", async () => {
    holdSeats({ here: '0' });
    const seat = (matchID: string, playerID: string) => ({ gameName: 'carcassonne', matchID, playerID, joinedAt: 1 });
    const answers: Record<string, unknown> = {
      '/account/matches': { matches: [seat('phone', '1'), seat('here', '0')] },
      '/games/carcassonne/here': listed(['Ann', 'Bob'], ['1']),
      '/games/carcassonne/phone': listed(['Cy', 'Ann'], ['1']),
    };
    answerFetch(answers);
    renderMyMatches();
    const mine = await screen.findByText('your turn');
    expect(mine.closest('li')!.getAttribute('data-match')).toBe('phone');
    expect([...document.querySelectorAll('li[data-match]')].map((li) => li.getAttribute('data-match'))).toEqual([
      'phone',
      'here',
    ]);
  });
  it('shows each player’s avatar: an account’s by its id, the rows asked at once, a guest’s by match and seat', async () => {
    const ANN = '0a1b2c3d-0000-4000-8000-00000000000a';
    holdSeats({ m1: '1', m2: '0' });
    const fetched = answerFetch({
      '/games/carcassonne/m1': listed(['Bob', 'Ann'], ['1']),
      '/games/carcassonne/m2': listed(['Ann', undefined], []),
      '/account/seated': {
        seated: [
          { matchID: 'm1', seats: [{ playerID: '1', accountID: ANN }] },
          { matchID: 'm2', seats: [{ playerID: '0', accountID: ANN }] },
        ],
      },
      '/account/avatars': { avatars: [] },
    });
    renderMyMatches();
    await screen.findByText('your turn');
    const avatars = (match: string) =>
      Array.from(document.querySelectorAll(`li[data-match="${match}"] img.avatar`), (img) =>
        img.getAttribute('data-avatar'),
      );
    await waitFor(() => expect(avatars('m1')).toEqual(['m1:0', ANN]));
    expect(avatars('m2')).toEqual([ANN]);
    expect(document.querySelector('li[data-match="m1"]')!.textContent).toMatch(/^Carcassonne: Bob, Ann your turn/);
    const asked = fetched.mock.calls.filter(([url]) => String(url) === '/account/seated');
    expect(asked.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ matches: ['m1', 'm2'] }]);
  });
});

describe('my matches, waiting on you first', () => {
  it('lists the matches whose turn is yours before the others, with the time left at a turn-based table', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
    holdSeats({ a1: '0', a2: '0', a3: '1' });
    const two = (toPlay: string, deadline?: number) => ({
      players: [
        { id: 0, name: 'Ann', ...(toPlay === '0' && deadline ? { deadline } : {}) },
        { id: 1, name: 'Bob', ...(toPlay === '1' && deadline ? { deadline } : {}) },
      ],
      table: { toPlay: [toPlay] },
    });
    const answers: Record<string, unknown> = {
      '/games/carcassonne/a1': two('1'),
      '/games/carcassonne/a2': two('1'),
      '/games/carcassonne/a3': two('1', 1_000_000 + 5 * 3600_000),
    };
    answerFetch(answers);
    renderMyMatches();
    await screen.findByText(/your turn/);
    const order = [...document.querySelectorAll('li[data-match]')].map((li) => li.getAttribute('data-match'));
    expect(order).toEqual(['a3', 'a1', 'a2']);
    expect(document.querySelector('li[data-match="a3"]')!.textContent).toContain('your turn, 5h 00m left');
  });

  it('takes the seats from its seats property (an account passes its own)', async () => {
    answerFetch({ '/games/carcassonne/acc1': listed(['Ann'], ['0']) });
    renderMyMatches({ seats: async () => [{ game: 'carcassonne', matchID: 'acc1', playerID: '0' }] });
    expect((await screen.findByText('your turn')).closest('li')!.getAttribute('data-match')).toBe('acc1');
  });
});
