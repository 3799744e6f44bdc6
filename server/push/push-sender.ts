/**
 * Sends turn notifications off the move path: `notify` only queues (a move never waits for a push service),
 * and the sending runs in the background. A subscription the push service says is gone (404, 410) is
 * removed; a failure (a network error, a timeout, 429 or 5xx) is retried after growing delays, then
 * dropped; any other answer is final. An endpoint whose address is refused (push-address.ts) is removed at
 * once, and one that failed LIMIT_PUSH_FAILURES deliveries in a row (any answer but 2xx) is removed too.
 * Deliveries run within delivery-slots.ts's caps (LIMIT_PUSH_DELIVERIES, LIMIT_PUSH_DELIVERIES_PER_HOST),
 * and at most LIMIT_PUSH_QUEUED wait (for a slot, and for a retry); past it they are dropped. The payload
 * holds the words (push-words.ts), the match's page and a tag per match, nothing of the game's state
 * (docs/turn-based.md#push, docs/security.md#push-addresses).
 */
import type { Server } from 'boardgame.io';
import { credentialsHash } from '../accounts/seat-store';
import { DEFAULT_LIMITS, type Limits } from '../guards/limits';
import type { AccountDevices } from './account-devices';
import { DeliverySlots } from './delivery-slots';
import { hostOf, RefusedAddress } from './push-address';
import { deliver } from './push-delivery';
import { invitationWords, noticeWords, tournamentTableWords, type NoticeKind } from './push-words';
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
  /** The caps on deliveries and failures (default: DEFAULT_LIMITS). */
  limits?: Partial<PushLimits>;
  /** Tests: endpoints on loopback may be posted to (push-address.ts; the other private ranges stay refused). */
  allowLoopback?: boolean;
}

export type PushLimits = Pick<
  Limits,
  'pushDeliveries' | 'pushDeliveriesPerHost' | 'pushQueued' | 'pushFailuresBeforeDrop'
>;

/** Endpoints whose consecutive failures are counted at most (the oldest count is forgotten past it). */
const MAX_FAILING_ENDPOINTS = 100_000;

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
  private readonly limits: PushLimits;
  private readonly slots: DeliverySlots;
  /** Failed deliveries in a row per endpoint (reset by a delivery that succeeds). */
  private readonly failures = new Map<string, number>();
  private droppedSince = 0;

  constructor(private readonly options: PushSenderOptions) {
    this.retryDelays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
    this.send = options.deliver ?? deliver;
    this.limits = { ...DEFAULT_LIMITS, ...options.limits };
    this.slots = new DeliverySlots({
      total: this.limits.pushDeliveries,
      perHost: this.limits.pushDeliveriesPerHost,
      queued: this.limits.pushQueued,
    });
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

  /**
   * Queues a friend's invitation to a table for every device of the invited account; returns at once. The
   * payload names the friend and the game and opens the table's page (docs/security.md#friends).
   */
  notifyInvitation(to: string, from: string, gameName: string, matchID: string): void {
    const accounts = this.options.accounts;
    if (this.stopped || !accounts) return;
    this.track(async () => {
      for (const device of await accounts.devicesOfAccount(to, Date.now())) {
        const payload = {
          ...invitationWords(device.language, gameName, from),
          url: `/match/${encodeURIComponent(gameName)}/${encodeURIComponent(matchID)}`,
          tag: `invitation:${matchID}`,
          kind: 'invitation',
        };
        this.attempt(device, JSON.stringify(payload), 0);
      }
    });
  }

  /**
   * Queues the notice that a tournament round's table is open, with the account seated at it, for every
   * device of the account; returns at once. The payload names the tournament, the round and the game, and
   * opens the table's match (docs/tournaments.md#rounds).
   */
  notifyTournamentTable(
    accountID: string,
    tournamentName: string,
    gameName: string,
    matchID: string,
    round: number,
  ): void {
    const accounts = this.options.accounts;
    if (this.stopped || !accounts) return;
    this.track(async () => {
      for (const device of await accounts.devicesOfAccount(accountID, Date.now())) {
        const payload = {
          ...tournamentTableWords(device.language, gameName, tournamentName, round),
          url: `/match/${encodeURIComponent(gameName)}/${encodeURIComponent(matchID)}`,
          tag: `match:${matchID}`,
          kind: 'tournament',
        };
        this.attempt(device, JSON.stringify(payload), 0);
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

  /** Deliveries under way, waiting for a slot or waiting for a retry (for tests and stats). */
  get pending(): number {
    return this.running + this.slots.running + this.slots.queued + this.timers.size;
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.slots.clear();
  }

  /** Queues one delivery of the payload to the device, within the slots' caps (dropped past the line's bound). */
  private attempt(device: PushDevice, payload: string, tries: number): void {
    if (this.stopped) return;
    const host = hostOf(new URL(device.endpoint)).toLowerCase();
    const queued = this.slots.run(host, () =>
      this.deliverOnce(device, payload, tries).catch((error: unknown) =>
        console.error('[push] sending failed:', error),
      ),
    );
    if (!queued) this.dropped();
  }

  private async deliverOnce(device: PushDevice, payload: string, tries: number): Promise<void> {
    if (this.stopped) return;
    let status: number | undefined;
    try {
      status = await this.send(
        device,
        payload,
        await this.options.store.keys(),
        this.options.subject ?? DEFAULT_SUBJECT,
        this.options.allowLoopback ?? false,
      );
    } catch (error) {
      if (error instanceof RefusedAddress) {
        console.warn(`[push] ${error.message}: the subscription is removed`);
        return this.remove(device.endpoint);
      }
      status = undefined;
    }
    if (status === 404 || status === 410) return this.remove(device.endpoint);
    if (status !== undefined && status >= 200 && status < 300) {
      this.failures.delete(device.endpoint);
      return;
    }
    if (this.failedAgain(device.endpoint) >= this.limits.pushFailuresBeforeDrop) {
      console.warn(
        `[push] ${this.limits.pushFailuresBeforeDrop} deliveries in a row failed: the subscription is removed`,
      );
      return this.remove(device.endpoint);
    }
    const failed = status === undefined || status === 429 || status >= 500;
    const delay = this.retryDelays[tries];
    if (!failed || delay === undefined || this.stopped) return;
    if (this.timers.size + this.slots.queued >= this.limits.pushQueued) return this.dropped();
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.attempt(device, payload, tries + 1);
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }

  /** Counts a failed delivery to the endpoint; answers how many failed in a row. */
  private failedAgain(endpoint: string): number {
    const count = (this.failures.get(endpoint) ?? 0) + 1;
    this.failures.delete(endpoint);
    if (this.failures.size >= MAX_FAILING_ENDPOINTS) this.failures.delete(this.failures.keys().next().value!);
    this.failures.set(endpoint, count);
    return count;
  }

  private async remove(endpoint: string): Promise<void> {
    this.failures.delete(endpoint);
    await this.options.store.removeEndpoint(endpoint);
  }

  /** A delivery past the line's bound is dropped; said in the log once per 100. */
  private dropped(): void {
    if (this.droppedSince++ % 100 === 0)
      console.warn(`[push] ${this.limits.pushQueued} deliveries wait already: a notification is dropped`);
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
