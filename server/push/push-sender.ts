/**
 * Sends turn notifications off the move path: `notify` only queues (a move never waits for a push service),
 * and the sending runs in the background, one device at a time per notice. A subscription the push service
 * says is gone (404, 410) is removed; a failure (a network error, a timeout, 429 or 5xx) is retried after
 * growing delays, then dropped; any other answer is final. The payload holds the words (push-words.ts), the
 * match's page and a tag per match, nothing of the game's state (docs/turn-based.md#push).
 */
import type { Server } from 'boardgame.io';
import { credentialsHash } from '../accounts/seat-store';
import type { AccountDevices } from './account-devices';
import { deliver } from './push-delivery';
import { noticeWords, type NoticeKind } from './push-words';
import type { PushDevice, PushStore } from './push-store';

/** The delays before each retry of a failed delivery (then it is dropped). */
export const RETRY_DELAYS_MS = [5_000, 30_000, 300_000];
/** The VAPID subject the push services may contact about our notifications. */
export const DEFAULT_SUBJECT = 'mailto:push@citadels-carcassonne.invalid';

export interface PushSenderOptions {
  store: PushStore;
  /** The accounts' devices (account-devices.ts): each seat's account hears of its turns too. */
  accounts?: AccountDevices;
  subject?: string;
  retryDelaysMs?: readonly number[];
  /** Sends one request (default: push-delivery.ts); answers the status code. */
  deliver?: typeof deliver;
}

/** The payload the service worker shows (client/pwa/service-worker.ts). */
export interface PushPayload {
  title: string;
  body: string;
  /** The match's page, opened when the notification is tapped. */
  url: string;
  /** One notification per match on a device: a newer one replaces it. */
  tag: string;
  kind: NoticeKind;
}

export function noticePayload(
  kind: NoticeKind,
  device: PushDevice,
  gameName: string,
  matchID: string,
  metadata: Server.MatchData,
  seat: string,
): PushPayload {
  const others = Object.entries(metadata.players)
    .filter(([id, p]) => id !== seat && p.name)
    .map(([, p]) => p.name as string);
  return {
    ...noticeWords(kind, device.language, gameName, others),
    url: `/match/${encodeURIComponent(gameName)}/${encodeURIComponent(matchID)}`,
    tag: `match:${matchID}`,
    kind,
  };
}

export class PushSender {
  private readonly timers = new Set<NodeJS.Timeout>();
  private running = 0;
  private stopped = false;
  private readonly retryDelays: readonly number[];
  private readonly send: typeof deliver;

  constructor(private readonly options: PushSenderOptions) {
    this.retryDelays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
    this.send = options.deliver ?? deliver;
  }

  /** Queues the notice for every device of each seat; returns at once. */
  notify(gameName: string, matchID: string, metadata: Server.MatchData, seats: string[], kind: NoticeKind): void {
    if (this.stopped || seats.length === 0) return;
    this.track(async () => {
      for (const seat of seats) {
        for (const device of await this.devicesOf(matchID, metadata, seat)) {
          const payload = JSON.stringify(noticePayload(kind, device, gameName, matchID, metadata, seat));
          this.attempt(device, payload, 0);
        }
      }
    });
  }

  /** The seat's own devices and its account's, each endpoint once. */
  private async devicesOf(matchID: string, metadata: Server.MatchData, seat: string): Promise<PushDevice[]> {
    const own = await this.options.store.devices(matchID, seat);
    const credentials = metadata.players[Number(seat)]?.credentials;
    if (!this.options.accounts || !credentials) return own;
    const account = await this.options.accounts.devicesOfSeat(matchID, seat, credentialsHash(credentials), Date.now());
    const endpoints = new Set(own.map((device) => device.endpoint));
    return [...own, ...account.filter((device) => !endpoints.has(device.endpoint))];
  }

  /** Deliveries under way or waiting for a retry (for tests and stats). */
  get pending(): number {
    return this.running + this.timers.size;
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private attempt(device: PushDevice, payload: string, tries: number): void {
    this.track(async () => {
      let status: number | undefined;
      try {
        status = await this.send(
          device,
          payload,
          await this.options.store.keys(),
          this.options.subject ?? DEFAULT_SUBJECT,
        );
      } catch {
        status = undefined;
      }
      if (status === 404 || status === 410) return this.options.store.removeEndpoint(device.endpoint);
      const failed = status === undefined || status === 429 || status >= 500;
      const delay = this.retryDelays[tries];
      if (!failed || delay === undefined || this.stopped) return;
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.attempt(device, payload, tries + 1);
      }, delay);
      timer.unref();
      this.timers.add(timer);
    });
  }

  /** Runs background work, counted in `pending`; its errors are logged, never thrown at a caller. */
  private track(work: () => Promise<void>): void {
    this.running++;
    setImmediate(() => {
      work()
        .catch((error: unknown) => console.error('[push] sending failed:', error))
        .finally(() => this.running--);
    });
  }
}
