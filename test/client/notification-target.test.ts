// A tap on a turn notification (client/pwa/notification-target.ts, used by the service worker's
// notificationclick): the match page is focused where a window shows it, opened otherwise, and nothing
// that is not a path of this site (another origin, `//host`, no data) is ever opened.
import { describe, expect, it, vi } from 'vitest';
import { notificationPath, openNotificationPath } from '../../client/pwa/notification-target';

const windowAt = (url: string) => ({ url, focus: vi.fn(async () => undefined) });

describe('a tap on a turn notification', () => {
  it('focuses the window that shows the match, and opens the match where none does', async () => {
    const home = windowAt('https://play.example/');
    const match = windowAt('https://play.example/match/carcassonne/m1');
    const openWindow = vi.fn(async () => undefined);
    expect(await openNotificationPath('/match/carcassonne/m1', [home, match], openWindow)).toBe('focused');
    expect(match.focus).toHaveBeenCalledOnce();
    expect(home.focus).not.toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
    expect(await openNotificationPath('/match/carcassonne/m2', [home, match], openWindow)).toBe('opened');
    expect(openWindow).toHaveBeenCalledWith('/match/carcassonne/m2');
  });

  it('opens only paths of this site', () => {
    expect(notificationPath({ url: '/match/citadels/x' })).toBe('/match/citadels/x');
    for (const data of [{ url: 'https://evil.example/' }, { url: '//evil.example/x' }, { url: 42 }, null, undefined])
      expect(notificationPath(data)).toBeUndefined();
  });
});
