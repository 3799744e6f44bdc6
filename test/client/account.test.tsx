// @vitest-environment jsdom
// The account page (client/account/): its route, the server's messages shown in the player's language
// (taken from the server's own checks, so the two cannot drift apart), and the page as a guest and
// signed in, in Dutch, against a mocked account API.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { parseRoute } from '../../client/router';
import { LanguageProvider } from '../../client/i18n/LanguageProvider';
import { AccountPage } from '../../client/account/AccountPage';
import { ProfilePage } from '../../client/account/ProfilePage';
import { errorMessage } from '../../client/api/account-api';
import { newPassword } from '../../server/accounts/passwords';
import { accountName } from '../../server/accounts/names';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

interface Answer {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
  /** The answer comes only once this settles (to see the page while the request runs). */
  after?: Promise<unknown>;
}

/** Answers each `METHOD /account/route` from the table, recording the requests. */
function mockApi(answers: Record<string, Answer>) {
  const calls: { route: string; body?: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const route = `${init?.method ?? 'GET'} ${String(input)}`;
    calls.push({ route, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[route];
    if (!answer) throw new Error(`unexpected ${route}`);
    await answer.after;
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: answer.headers });
  });
  return calls;
}

/** A promise and the function that settles it. */
function gate(): { promise: Promise<void>; open(): void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

const signedInAs = { 'GET /account/me': { body: { account: { id: 'a1', name: 'Ann' } } } };

describe('account route and messages', () => {
  it('has a page of its own at /account', () => {
    expect(parseRoute('/account')).toEqual({ page: 'account' });
    expect(parseRoute('/profile/abc')).toEqual({ page: 'profile', accountID: 'abc' });
    expect(parseRoute('/account/devices')).toEqual({ page: 'notFound' });
  });

  it('maps every refusal of the server to a message of the dictionary', () => {
    const refusal = (password: string, name = 'Ann') => newPassword(password, name).error ?? '';
    expect(errorMessage(400, refusal('short'), 0).key).toBe('account.error.short');
    expect(errorMessage(400, refusal('x'.repeat(300)), 0).key).toBe('account.error.long');
    expect(errorMessage(400, refusal('password123'), 0).key).toBe('account.error.common');
    expect(errorMessage(400, refusal('aaaaaaaaaaaa'), 0).key).toBe('account.error.repeated');
    expect(errorMessage(400, refusal('Anne Marie!', 'anne marie!'), 0).key).toBe('account.error.nameAsPassword');
    expect(errorMessage(400, accountName('x'.repeat(40)).error ?? '', 0).key).toBe('account.error.name');
    expect(errorMessage(409, 'name is taken: choose another', 0).key).toBe('account.error.taken');
    expect(errorMessage(401, 'wrong name or password', 0).key).toBe('account.error.wrong');
    expect(errorMessage(401, 'wrong or expired code', 0).key).toBe('account.error.code');
    expect(errorMessage(401, 'passkey not accepted', 0).key).toBe('account.error.passkey');
    expect(errorMessage(400, 'name must be your display name, to confirm deleting your account', 0).key).toBe(
      'account.error.confirmName',
    );
    expect(errorMessage(400, 'code must be the 8 letters and digits your other device shows', 0).key).toBe(
      'account.error.codeForm',
    );
    expect(errorMessage(429, 'too many sign-in attempts from your address; try again in 7 s', 7)).toEqual({
      key: 'account.error.tooMany',
      params: { seconds: 7 },
    });
    expect(errorMessage(500, 'internal server error', 0)).toEqual({
      key: 'account.error.other',
      params: { message: 'internal server error' },
    });
  });
});

describe('account page', () => {
  it('tells a guest an account is optional, and shows why a sign-up was refused, in Dutch', async () => {
    const calls = mockApi({
      'GET /account/me': { body: { account: null } },
      'POST /account/sign-up': { status: 409, body: { error: 'name is taken: choose another' } },
    });
    render(
      <LanguageProvider language="nl">
        <AccountPage />
      </LanguageProvider>,
    );
    await screen.findByText(/Je hebt nooit een account nodig/);
    const form = screen.getByRole('form', { name: 'Maak een account' });
    fireEvent.change(form.querySelector('input[name=name]') as HTMLInputElement, { target: { value: 'Ann' } });
    fireEvent.change(form.querySelector('input[name=password]') as HTMLInputElement, {
      target: { value: 'correct horse battery' },
    });
    fireEvent.submit(form);
    expect((await screen.findByRole('alert')).textContent).toBe('Deze naam is al bezet. Kies een andere.');
    expect(calls.at(-1)).toEqual({
      route: 'POST /account/sign-up',
      body: { name: 'Ann', password: 'correct horse battery' },
    });
  });

  it('shows a signed-in player their devices and signs out everywhere else', async () => {
    const device = (id: string, current: boolean, browser: string, system: string) => ({
      id,
      browser,
      system,
      current,
      createdAt: 0,
      lastSeenAt: 0,
    });
    const calls = mockApi({
      'GET /account/me': { body: { account: { id: 'a1', name: 'Ann' } } },
      'GET /account/devices': {
        body: { devices: [device('d1', true, 'Firefox', 'Android'), device('d2', false, 'other', 'other')] },
      },
      'POST /account/devices/sign-out-others': { body: { signedOut: 1 } },
    });
    render(
      <LanguageProvider language="en">
        <AccountPage />
      </LanguageProvider>,
    );
    await screen.findByText('Signed in as Ann');
    await screen.findByText(/Firefox on Android/);
    expect(screen.getByText(/other on other/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Sign out this device' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect((await screen.findByRole('status')).textContent).toBe('Signed out on 1 other device.');
    expect(calls.map((c) => c.route)).toContain('POST /account/devices/sign-out-others');
  });
});

describe('refused actions on the account page', () => {
  it('keeps the link code sign-in busy while it runs, then says why the code was refused', async () => {
    const answer = gate();
    mockApi({
      'GET /account/me': { body: { account: null } },
      'POST /account/link-code/sign-in': {
        status: 401,
        body: { error: 'wrong or expired code' },
        after: answer.promise,
      },
    });
    render(
      <LanguageProvider language="en">
        <AccountPage />
      </LanguageProvider>,
    );
    const form = await screen.findByRole('form', { name: 'Sign in with a link code' });
    fireEvent.change(within(form).getByRole('textbox'), { target: { value: 'ABCD-2345' } });
    fireEvent.submit(form);
    const button = within(form).getByRole('button') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    answer.open();
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'This code is wrong, used or expired. Show a new one on your other device.',
    );
    expect(button.disabled).toBe(false);
  });

  it('keeps "Show a link code" busy while it runs (one code at a time), and says in its place why a code, a rename and a sign-out were refused', async () => {
    const answer = gate();
    mockApi({
      ...signedInAs,
      'GET /account/devices': {
        body: {
          devices: [{ id: 'd2', browser: 'Firefox', system: 'Linux', current: false, createdAt: 0, lastSeenAt: 0 }],
        },
      },
      'POST /account/link-code': {
        status: 429,
        body: { error: 'too many' },
        headers: { 'Retry-After': '7' },
        after: answer.promise,
      },
      'POST /account/rename': { status: 409, body: { error: 'name is taken: choose another' } },
      'POST /account/devices/sign-out': { status: 503, body: { error: 'busy' } },
    });
    render(
      <LanguageProvider language="en">
        <AccountPage />
      </LanguageProvider>,
    );
    await screen.findByText(/Firefox on Linux/);
    const codeSection = screen.getByRole('region', { name: 'Sign in on another device' });
    const show = within(codeSection).getByRole('button') as HTMLButtonElement;
    fireEvent.click(show);
    expect(show.disabled).toBe(true);
    answer.open();
    expect((await within(codeSection).findByRole('alert')).textContent).toBe(
      'Too many attempts. Try again in 7 seconds.',
    );
    const rename = screen.getByRole('form', { name: 'Change your display name' });
    fireEvent.change(within(rename).getByRole('textbox'), { target: { value: 'Bea' } });
    fireEvent.submit(rename);
    expect((await within(rename).findByRole('alert')).textContent).toBe('This name is already taken. Choose another.');
    const devices = screen.getByRole('region', { name: 'Your signed-in devices' });
    fireEvent.click(within(devices).getByRole('button', { name: 'Sign out this device' }));
    expect((await within(devices).findByRole('alert')).textContent).toBe('The server is busy. Try again in a moment.');
  });
});

describe('profile page', () => {
  it("shows a player's matches per game, wins and recent matches with their players' avatars and replay links, in Dutch", async () => {
    const id = '11111111-2222-3333-4444-555555555555';
    const calls = mockApi({
      'POST /account/seated': { body: { seated: [{ matchID: 'm1', seats: [{ playerID: '0', accountID: id }] }] } },
      [`GET /account/profile/${id}`]: {
        body: {
          profile: {
            id,
            name: 'Ann',
            games: [{ gameName: 'carcassonne', played: 3, wins: 1 }],
            recent: [
              {
                gameName: 'carcassonne',
                matchID: 'm1',
                playerID: '0',
                finishedAt: 0,
                won: true,
                players: ['Ann', 'Bob', 'Bot 3 (easy)'],
                bots: [2],
              },
            ],
          },
        },
      },
      'GET /account/profile/nobody': { status: 404, body: { error: 'no such player' } },
    });
    render(
      <LanguageProvider language="nl">
        <ProfilePage accountID={id} />
      </LanguageProvider>,
    );
    await screen.findByRole('heading', { name: 'Ann' });
    expect(screen.getByText('Carcassonne: 3 partijen, 1 overwinning')).toBeTruthy();
    expect(document.querySelector('li[data-match="m1"]')?.textContent).toContain('Ann, Bob, Bot 3 (easy)');
    // Ann's avatar by her account, Bob's (a guest) by match and seat, none for the bot; one request for the list.
    await waitFor(() =>
      expect(
        Array.from(document.querySelectorAll('li[data-match="m1"] img.avatar'), (img) =>
          img.getAttribute('data-avatar'),
        ),
      ).toEqual([id, 'm1:1']),
    );
    expect(calls.filter((c) => c.route === 'POST /account/seated')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Terugkijken' }).getAttribute('href')).toBe('/replay/carcassonne/m1');
    cleanup();
    render(
      <LanguageProvider language="en">
        <ProfilePage accountID="nobody" />
      </LanguageProvider>,
    );
    await screen.findByRole('heading', { name: 'There is no such player.' });
  });
});

describe('signing out', () => {
  it("forgets the account's seats in this browser, and keeps the others", async () => {
    localStorage.clear();
    const seat = JSON.stringify({ playerID: '0', credentials: 'c', playerName: 'Ann' });
    localStorage.setItem('seat:carcassonne:mine', seat);
    localStorage.setItem('seat:carcassonne:other', seat);
    const calls = mockApi({
      'GET /account/me': { body: { account: { id: 'a1', name: 'Ann' } } },
      'GET /account/devices': { body: { devices: [] } },
      'GET /account/matches': {
        body: { matches: [{ gameName: 'carcassonne', matchID: 'mine', playerID: '0', joinedAt: 1 }] },
      },
      'POST /account/sign-out': { body: { signedOut: true } },
    });
    render(
      <LanguageProvider language="en">
        <AccountPage />
      </LanguageProvider>,
    );
    await screen.findByText('Signed in as Ann');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('form', { name: 'Sign in' });
    expect(calls.map((c) => c.route)).toContain('POST /account/sign-out');
    expect(localStorage.getItem('seat:carcassonne:mine')).toBeNull();
    expect(localStorage.getItem('seat:carcassonne:other')).toBe(seat);
  });
});
