/**
 * What a tap on a turn notification does (client/pwa/service-worker.ts, docs/turn-based.md#push): the
 * notification's match page, if it is a page of this site (a path), is focused where a window already
 * shows it, and opened in a new window otherwise. Kept apart from the worker so it is tested as a unit.
 */

/** A window the service worker controls: its URL, and focusing it. */
export interface WindowLike {
  url: string;
  focus(): Promise<unknown>;
}

/** The path a notification's data names to open, or undefined (no data, or not a path of this site). */
export function notificationPath(data: unknown): string | undefined {
  const url = (data as { url?: unknown } | null | undefined)?.url;
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : undefined;
}

/** Focuses the first window showing `path`, or opens it; answers which it did. */
export async function openNotificationPath(
  path: string,
  windows: readonly WindowLike[],
  openWindow: (path: string) => Promise<unknown>,
): Promise<'focused' | 'opened'> {
  const open = windows.find((client) => new URL(client.url).pathname === path);
  if (open) {
    await open.focus();
    return 'focused';
  }
  await openWindow(path);
  return 'opened';
}
