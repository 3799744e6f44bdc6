// @vitest-environment jsdom
// Play now on the lobby page (client/lobby/PlayNow.tsx, docs/quick-play.md#page): the join a guest's
// choices send, the waiting state with the queue, leaving in one click, the seat held and the match opened
// once matched, a refusal in words, and rated offered to accounts only; in Dutch and English.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LanguageProvider } from '../../client/i18n/LanguageProvider';
import { PlayNow } from '../../client/lobby/PlayNow';
import carcassonne from '../../client/carcassonne/module';
import { heldSeat } from '../../client/api/seats';

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer[]>;
let requests: { path: string; body: unknown }[];

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
  window.history.pushState(null, '', '/lobby/carcassonne');
  requests = [];
  answers = { '/account/me': [{ status: 200, body: { account: null } }] };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input);
    requests.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const queue = answers[path] ?? [];
    const answer = (queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 404, body: { error: 'no' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const TICKET = 'T'.repeat(32);
const show = (language: 'en' | 'nl') =>
  render(
    <LanguageProvider language={language}>
      <PlayNow entry={carcassonne} />
    </LanguageProvider>,
  );
const quick = (route: string) => requests.filter((r) => r.path === `/quick-play/carcassonne/${route}`);

describe('Play now', () => {
  it('sends a guest’s choices, shows the queue while waiting, and leaves it in one click', async () => {
    answers['/quick-play/carcassonne/join'] = [
      { status: 201, body: { ticket: TICKET, clock: 'move-60', queue: { waiting: 1, longestWaitSeconds: 0 } } },
    ];
    answers['/quick-play/carcassonne/status'] = [
      { status: 200, body: { state: 'waiting', waitedSeconds: 4, queue: { waiting: 2, longestWaitSeconds: 9 } } },
    ];
    answers['/quick-play/carcassonne/leave'] = [{ status: 200, body: { left: true } }];
    show('nl');
    fireEvent.change(screen.getByLabelText('Je naam'), { target: { value: 'Ann' } });
    fireEvent.change(screen.getByLabelText('Spelers'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Bedenktijd'), { target: { value: 'move-60' } });
    fireEvent.change(screen.getByLabelText('Bots van mijn niveau vullen de tafel aan na'), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Nu spelen' }));
    await screen.findByText('Spelers zoeken… je wacht al 0 s.');
    expect(quick('join').map((r) => r.body)).toEqual([
      { players: 3, rated: false, clock: 'move-60', botAfterSeconds: 60, playerName: 'Ann' },
    ]);
    expect(screen.getByText('1 speler wacht op dit spel en deze bedenktijd, de langste al 0 s.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await screen.findByText('Spelers zoeken… je wacht al 4 s.');
    expect(screen.getByText('2 spelers wachten op dit spel en deze bedenktijd, de langste al 9 s.')).toBeTruthy();
    expect(quick('status').map((r) => r.body)).toEqual([{ ticket: TICKET }]);
    fireEvent.click(screen.getByRole('button', { name: 'Verlaat de wachtrij' }));
    await screen.findByRole('button', { name: 'Nu spelen' });
    expect(quick('leave').map((r) => r.body)).toEqual([{ ticket: TICKET }]);
  });

  it('holds the seat and opens the match once matched', async () => {
    answers['/quick-play/carcassonne/join'] = [
      { status: 201, body: { ticket: TICKET, clock: 'sudden-15', queue: { waiting: 1, longestWaitSeconds: 0 } } },
    ];
    answers['/quick-play/carcassonne/status'] = [
      { status: 200, body: { state: 'matched', matchID: 'm42', playerID: '1', playerCredentials: 'secret' } },
    ];
    show('en');
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Bob' } });
    fireEvent.click(screen.getByRole('button', { name: 'Play now' }));
    await screen.findByText('Looking for players… you have waited 0 s.');
    expect(quick('join').map((r) => r.body)).toEqual([
      { players: 2, rated: false, clock: 'sudden-15', botAfterSeconds: null, playerName: 'Bob' },
    ]);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(window.location.pathname).toBe('/match/carcassonne/m42');
    expect(heldSeat('carcassonne', 'm42')).toEqual({ playerID: '1', credentials: 'secret', playerName: 'Bob' });
  });

  it('says why the server refused, and offers rated play to accounts only', async () => {
    answers['/quick-play/carcassonne/join'] = [
      { status: 429, body: { error: 'at most 4 players wait from one address' } },
    ];
    show('en');
    const rated = screen.getByRole('checkbox', { name: 'Rated (sign in to play rated)' }) as HTMLInputElement;
    expect(rated.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Cleo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Play now' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong: at most 4 players wait from one address',
    );
  });
});
