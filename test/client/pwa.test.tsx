// @vitest-environment jsdom
// The installable app's parts in the page: the offline line (shown while the server cannot be reached,
// gone by itself when it answers again) and a seat's turn notifications on this device (subscribe with
// the server's key and the page's language, mute the match, stop this device), with a stand-in for the
// browser's push manager.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LanguageProvider } from '../../client/i18n/LanguageProvider';
import { AppStatus } from '../../client/pwa/AppStatus';
import { PushSettings } from '../../client/pwa/PushSettings';
import { AccountPushSettings } from '../../client/pwa/AccountPushSettings';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the offline line', () => {
  it('says you are offline while the server does not answer, and goes by itself when it does', async () => {
    let reachable = false;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return new Response('{}');
    });
    render(
      <LanguageProvider language="en">
        <AppStatus />
      </LanguageProvider>,
    );
    expect((await screen.findByRole('status')).textContent).toMatch(/^You are offline\./);
    reachable = true;
    await act(async () => void window.dispatchEvent(new Event('online')));
    await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});

describe('turn notifications on this device', () => {
  const KEY = Buffer.from(Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : i))).toString('base64url');
  const subscription = { endpoint: 'https://push.example/device', keys: { p256dh: 'p', auth: 'a' } };

  function fakeBrowser() {
    const subscribe = vi.fn(async () => ({ endpoint: subscription.endpoint, toJSON: () => subscription }));
    const pushManager = { getSubscription: vi.fn(async () => null), subscribe };
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { requestPermission: vi.fn(async () => 'granted'), permission: 'default' });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: Promise.resolve({ pushManager }) },
    });
    const posts: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
      if (String(url) === '/push/key') return new Response(JSON.stringify({ publicKey: KEY }));
      if (String(url) === '/account/me') return new Response(JSON.stringify({ account: null }));
      const body = JSON.parse(String(init?.body)) as { op: string };
      posts.push({ url: String(url), ...body });
      return new Response(JSON.stringify({ muted: body.op === 'mute' }));
    });
    return { posts, subscribe, pushManager };
  }

  it('subscribes with the server key and the page language, mutes the match, and stops this device', async () => {
    const { posts, subscribe, pushManager } = fakeBrowser();
    const seat = { playerID: '1', credentials: 'secret', playerName: 'Bob' };
    render(
      <LanguageProvider language="nl">
        <PushSettings game="carcassonne" matchID="m1" seat={seat} />
      </LanguageProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Meld het op dit apparaat als ik aan de beurt ben' }));
    expect((await screen.findByRole('status')).textContent).toBe('Dit apparaat hoort het als je aan de beurt bent.');
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: Uint8Array.from(Buffer.from(KEY, 'base64url')),
    });
    expect(posts).toEqual([
      {
        url: '/games/carcassonne/m1/push',
        playerID: '1',
        credentials: 'secret',
        op: 'subscribe',
        subscription,
        language: 'nl',
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Deze partij dempen' }));
    await screen.findByText('Deze partij is gedempt: geen van je apparaten krijgt een melding.');
    expect(posts[1]).toMatchObject({ op: 'mute', playerID: '1' });
    pushManager.getSubscription.mockResolvedValue({ endpoint: subscription.endpoint } as never);
    fireEvent.click(screen.getByRole('button', { name: 'Niet meer melden op dit apparaat' }));
    await screen.findByRole('button', { name: 'Meld het op dit apparaat als ik aan de beurt ben' });
    expect(posts[2]).toMatchObject({ op: 'unsubscribe', endpoint: subscription.endpoint });
  });

  it('offers the mute where this device hears of the match only through the account, and reads it back', async () => {
    const { posts, pushManager } = fakeBrowser();
    pushManager.getSubscription.mockResolvedValue({ endpoint: subscription.endpoint } as never);
    let muted = true;
    let signedIn = true;
    vi.mocked(globalThis.fetch).mockImplementation(async (url, init) => {
      if (String(url) === '/account/me')
        return new Response(JSON.stringify({ account: signedIn ? { id: 'a1', name: 'Bob' } : null }));
      const body = JSON.parse(String(init?.body)) as { op?: string };
      posts.push({ url: String(url), ...body });
      if (String(url) === '/account/push/status')
        return signedIn
          ? new Response(JSON.stringify({ subscribed: true }))
          : new Response(JSON.stringify({ error: 'sign in first' }), { status: 401 });
      if (body.op === 'mute' || body.op === 'unmute') muted = body.op === 'mute';
      return new Response(JSON.stringify({ muted }));
    });
    const seat = { playerID: '1', credentials: 'secret', playerName: 'Bob' };
    render(
      <LanguageProvider language="en">
        <PushSettings game="carcassonne" matchID="m3" seat={seat} />
      </LanguageProvider>,
    );
    await screen.findByText('This match is muted: no device of yours is told.');
    expect(screen.queryByRole('button', { name: 'Notify me on this device when it is my turn' })).toBeNull();
    expect(posts).toEqual([
      { url: '/account/push/status', endpoint: subscription.endpoint },
      { url: '/games/carcassonne/m3/push', playerID: '1', credentials: 'secret', op: 'status' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Unmute this match' }));
    await screen.findByText('This device is told of your turns through your account.');
    expect(posts[2]).toMatchObject({ op: 'unmute', playerID: '1' });
    // A guest (no account session: the account's status would be refused with a 401, an error in the
    // browser's console) whose device hears of this seat does not ask for it, and reads the seat's mute.
    cleanup();
    signedIn = false;
    muted = false;
    posts.length = 0;
    localStorage.setItem('push:carcassonne:m4', 'on');
    render(
      <LanguageProvider language="en">
        <PushSettings game="carcassonne" matchID="m4" seat={seat} />
      </LanguageProvider>,
    );
    await screen.findByRole('button', { name: 'Stop notifying this device' });
    await vi.waitFor(() => expect(posts).toContainEqual(expect.objectContaining({ op: 'status' })));
    expect(posts).toEqual([{ url: '/games/carcassonne/m4/push', playerID: '1', credentials: 'secret', op: 'status' }]);
    expect(vi.mocked(globalThis.fetch)).toHaveBeenCalledWith('/account/me', expect.anything());
  });

  it('says so when the browser blocks notifications, and shows nothing where pushes cannot arrive', async () => {
    fakeBrowser();
    vi.stubGlobal('Notification', { requestPermission: vi.fn(async () => 'denied'), permission: 'denied' });
    const seat = { playerID: '0', credentials: 's', playerName: 'Ann' };
    render(
      <LanguageProvider language="en">
        <PushSettings game="carcassonne" matchID="m2" seat={seat} />
      </LanguageProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify me on this device when it is my turn' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Notifications are blocked for this site in your browser.',
    );
    cleanup();
    vi.unstubAllGlobals();
    const { container } = render(
      <LanguageProvider language="en">
        <PushSettings game="carcassonne" matchID="m2" seat={seat} />
      </LanguageProvider>,
    );
    expect(container.textContent).toBe('');
  });

  it('shows the account page’s section at once, checking, while the service worker starts, then its button', async () => {
    const { posts } = fakeBrowser();
    let started!: (registration: unknown) => void;
    const ready = new Promise((resolve) => (started = resolve));
    const pushManager = { getSubscription: vi.fn(async () => null) };
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready } });
    render(
      <LanguageProvider language="en">
        <AccountPushSettings />
      </LanguageProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Turn notifications');
    expect(screen.getByRole('status').textContent).toBe("Checking this device's notifications…");
    const button = screen.getByRole<HTMLButtonElement>('button', {
      name: 'Notify me on this device when it is my turn in any of my matches',
    });
    expect(button.disabled).toBe(true);
    await act(async () => started({ pushManager }));
    await vi.waitFor(() => expect(button.disabled).toBe(false));
    expect(screen.queryByRole('status')).toBeNull();
    expect(posts).toEqual([]);
  });
});
