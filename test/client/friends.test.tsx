// @vitest-environment jsdom
// Friends in the client (client/friends/, docs/security.md#friends) against a mocked account API: the list
// with who is online and their ratings, a request answered, one click inviting a friend to a table, the
// profile's buttons, the invitations' notice that leads to the table, the friends' refusals in the player's
// language, the chat of a blocked player's seat not shown, and the generated avatars.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LanguageProvider } from '../../client/i18n/LanguageProvider';
import { FriendsPanel } from '../../client/friends/FriendsPanel';
import { FriendButtons } from '../../client/friends/FriendButtons';
import { InvitationNotices } from '../../client/friends/InvitationNotices';
import { ChatPanel } from '../../client/table/ChatPanel';
import { errorMessage } from '../../client/api/account-api';
import { Avatar } from '../../client/shared/Avatar';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Answers each `METHOD /account/route` from the table (a function of the body, or a fixed answer), recording the requests. */
function mockApi(answers: Record<string, unknown | ((body: unknown) => { status: number; body: unknown })>) {
  const calls: { route: string; body?: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const route = `${init?.method ?? 'GET'} ${String(input)}`;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ route, body });
    if (!(route in answers)) return new Response('{"error":"not found"}', { status: 404 });
    const answer = answers[route];
    const { status, body: json } =
      typeof answer === 'function' ? answer(body) : { status: 200, body: answer as unknown };
    return new Response(JSON.stringify(json), { status });
  });
  return calls;
}

const BOB = {
  id: 'b1',
  name: 'Bob',
  since: 1,
  online: true,
  ratings: [{ gameName: 'carcassonne', rating: 1234, games: 12 }],
};
const CY = { id: 'c1', name: 'Cy', since: 1, online: false, ratings: [] };
const lists = (over: Record<string, unknown> = {}) => ({
  friends: [BOB, CY],
  incoming: [{ id: 'd1', name: 'Dee', at: 1 }],
  outgoing: [],
  blocked: [],
  ...over,
});

describe('friends list', () => {
  it('shows each friend online or not with their ratings, and accepts a request, in Dutch', async () => {
    let friends = lists();
    const calls = mockApi({
      'GET /account/friends': () => ({ status: 200, body: friends }),
      'POST /account/friends/accept': () => {
        friends = lists({
          incoming: [],
          friends: [BOB, CY, { id: 'd1', name: 'Dee', since: 2, online: false, ratings: [] }],
        });
        return { status: 200, body: { state: 'friends' } };
      },
    });
    render(
      <LanguageProvider language="nl">
        <FriendsPanel />
      </LanguageProvider>,
    );
    const bob = (await screen.findByRole('link', { name: 'Bob' })).closest('li')!;
    expect(bob.textContent).toBe('Bob (online) Carcassonne: 1.234 Verwijderen Blokkeren');
    expect(screen.getByRole('link', { name: 'Cy' }).closest('li')!.textContent).toBe(
      'Cy (offline)  Verwijderen Blokkeren',
    );
    expect(screen.getByRole('heading', { name: 'Vriendschapsverzoeken' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accepteren' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Vriendschapsverzoeken' })).toBeNull());
    expect(calls).toContainEqual({ route: 'POST /account/friends/accept', body: { account: 'd1' } });
    expect(screen.getByRole('link', { name: 'Dee' })).toBeTruthy();
  });

  it('invites a friend to the table in one click, and says why an invitation was refused', async () => {
    const calls = mockApi({
      'GET /account/friends': lists(),
      'POST /account/invitations/send': (body: unknown) =>
        (body as { account: string }).account === 'b1'
          ? { status: 200, body: { invited: true } }
          : { status: 409, body: { error: 'this table has no free seat' } },
    });
    render(
      <LanguageProvider language="en">
        <FriendsPanel matchID="m1" />
      </LanguageProvider>,
    );
    const [inviteBob, inviteCy] = await screen.findAllByRole('button', { name: 'Invite to this table' });
    fireEvent.click(inviteBob!);
    expect(await screen.findByText('Invited')).toBeTruthy();
    expect(calls).toContainEqual({ route: 'POST /account/invitations/send', body: { account: 'b1', matchID: 'm1' } });
    fireEvent.click(inviteCy!);
    expect((await screen.findByRole('alert')).textContent).toBe('This table has no free seat.');
  });

  it('shows nothing to a guest', async () => {
    const calls = mockApi({ 'GET /account/friends': () => ({ status: 401, body: { error: 'sign in first' } }) });
    const { container } = render(
      <LanguageProvider language="en">
        <FriendsPanel />
      </LanguageProvider>,
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(container.textContent).toBe('');
  });

  it('maps the friends’ refusals to messages of the dictionary', () => {
    expect(errorMessage(409, 'you blocked this player: unblock them first', 0).key).toBe('friends.error.blocked');
    expect(errorMessage(403, 'you may invite only your friends', 0).key).toBe('friends.error.notFriend');
    expect(errorMessage(403, 'you may invite only to a table you sit at', 0).key).toBe('friends.error.notSeated');
    expect(errorMessage(409, 'this game is over', 0).key).toBe('friends.error.over');
    expect(errorMessage(409, 'an account may have at most 500 friends', 0).key).toBe('friends.error.tooMany');
    expect(errorMessage(404, 'no such player', 0).key).toBe('friends.error.noPlayer');
  });
});

describe('profile friend buttons', () => {
  it('adds a player as a friend, then says the request was sent', async () => {
    let friends = lists({ friends: [], incoming: [] });
    const calls = mockApi({
      'GET /account/me': { account: { id: 'a1', name: 'Ann' } },
      'GET /account/friends': () => ({ status: 200, body: friends }),
      'POST /account/friends/request': () => {
        friends = lists({ friends: [], incoming: [], outgoing: [{ id: 'e1', name: 'Eve', at: 1 }] });
        return { status: 200, body: { state: 'requested' } };
      },
    });
    render(
      <LanguageProvider language="en">
        <FriendButtons accountID="e1" />
      </LanguageProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add as friend' }));
    expect(await screen.findByText('Friend request sent.', { exact: false })).toBeTruthy();
    expect(calls).toContainEqual({ route: 'POST /account/friends/request', body: { account: 'e1' } });
  });

  it('shows nothing on one’s own profile', async () => {
    const calls = mockApi({
      'GET /account/me': { account: { id: 'a1', name: 'Ann' } },
      'GET /account/friends': lists(),
    });
    const { container } = render(
      <LanguageProvider language="en">
        <FriendButtons accountID="a1" />
      </LanguageProvider>,
    );
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(container.textContent).toBe('');
  });
});

describe('invitations', () => {
  it('shows a friend’s invitation in Dutch, and opening it goes to the table and dismisses it', async () => {
    const calls = mockApi({
      'GET /account/me': { account: { id: 'a1', name: 'Ann' } },
      'GET /account/invitations': {
        invitations: [
          { id: 'i1', from: { id: 'b1', name: 'Bob' }, gameName: 'carcassonne', matchID: 'm9', createdAt: 1 },
        ],
      },
      'POST /account/invitations/dismiss': { dismissed: true },
    });
    render(
      <LanguageProvider language="nl">
        <InvitationNotices />
      </LanguageProvider>,
    );
    const notice = await screen.findByText('Bob nodigt je uit aan een tafel van Carcassonne', { exact: false });
    expect(notice.textContent).toBe('Bob nodigt je uit aan een tafel van Carcassonne Naar de tafel Negeren');
    fireEvent.click(screen.getByRole('button', { name: 'Naar de tafel' }));
    expect(window.location.pathname).toBe('/match/carcassonne/m9');
    await waitFor(() =>
      expect(calls).toContainEqual({ route: 'POST /account/invitations/dismiss', body: { invitation: 'i1' } }),
    );
    expect(screen.queryByText('Bob', { exact: false })).toBeNull();
  });

  it('asks nothing for a guest', async () => {
    const calls = mockApi({ 'GET /account/me': { account: null } });
    render(
      <LanguageProvider language="en">
        <InvitationNotices />
      </LanguageProvider>,
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.map((c) => c.route)).toEqual(['GET /account/me']);
  });
});

describe('chat of blocked players', () => {
  it('does not show the messages of a seat held by a blocked account', () => {
    render(
      <LanguageProvider language="en">
        <ChatPanel
          messages={[
            { id: 'a', sender: '0', payload: 'hello' },
            { id: 'b', sender: '1', payload: 'rude words' },
          ]}
          send={vi.fn()}
          players={[
            { id: 0, name: 'Ann' },
            { id: 1, name: 'Bob' },
          ]}
          canWrite
          hiddenSenders={new Set(['1'])}
        />
      </LanguageProvider>,
    );
    expect(screen.getByText('Ann:').parentElement!.textContent).toBe('Ann: hello');
    expect(screen.queryByText('rude words', { exact: false })).toBeNull();
  });
});

describe('avatars', () => {
  it('draws the same picture for the same id and another for another id, beside each friend and request', async () => {
    mockApi({ 'GET /account/friends': lists() });
    render(
      <LanguageProvider language="en">
        <FriendsPanel />
        <Avatar id="b1" />
      </LanguageProvider>,
    );
    await screen.findByRole('link', { name: 'Bob' });
    const pictures = [...document.querySelectorAll<HTMLImageElement>('img.avatar')];
    expect(pictures.map((p) => p.dataset.avatar)).toEqual(['d1', 'b1', 'c1', 'b1']);
    expect(pictures[1]!.src).toMatch(/^data:image\/svg\+xml;/);
    expect(pictures[1]!.src).toBe(pictures[3]!.src);
    expect(pictures[1]!.src).not.toBe(pictures[2]!.src);
    expect(pictures[1]!.getAttribute('alt')).toBe('');
  });
});
