/**
 * Sends the mails of the durable outbox (mail-store.ts; docs/security.md#email), off the move path: a turn,
 * an invitation or a tournament's opened table only queues a row (one INSERT, never awaited by a move), and
 * every POLL_MS each process claims the due mails of a few accounts and sends them through nodemailer's
 * transport, one at a time.
 * Claims make each mail go once with several processes. At send time a turn mail is dropped when its seat
 * no longer waits (the player moved meanwhile), and the turns that still wait for one account (those still
 * in their delay too, mail-store.ts's claim) go as one mail, a digest when there are several. A failure is retried after RETRY_DELAYS_MS, then dropped; a hard
 * bounce (a 5xx answer to the address) turns the address off. An account gets at most `perAccountPerHour`
 * mails an hour (the rest wait), and a process sends at most `accountsPerTick` accounts' mails per poll.
 */
import type { Server } from 'boardgame.io';
import type { MatchStore } from '../storage/match-store';
import type { SeatStore } from '../accounts/seat-store';
import { credentialsHash } from '../accounts/seat-store';
import { tableOf } from '../table/table-state';
import {
  invitationMail,
  tournamentMail,
  turnMail,
  verificationMail,
  type MailMessage,
  type MailSite,
  type MatchMention,
} from './mail-compose';
import type { MailStore, OutboxMail } from './mail-store';

/** The delays before each retry of a mail that failed (then it is dropped). */
export const RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000];
const POLL_MS = 5_000;
const HOUR_MS = 3600_000;
/** Sent mails are kept this long (the per-account bound counts them), then forgotten. */
const KEEP_SENT_MS = 24 * HOUR_MS;

/** What sends a message (nodemailer's Transporter). */
export interface MailTransport {
  sendMail(message: MailMessage): Promise<unknown>;
  close?(): void;
}

export interface MailOutboxOptions {
  store: MailStore;
  seats: SeatStore;
  matches: MatchStore;
  transport: MailTransport;
  site: MailSite;
  pollMs?: number;
  retryDelaysMs?: readonly number[];
  /** How long a turn waits before its mail is sent (the player may move first). Default 2 minutes. */
  turnDelayMs?: number;
  perAccountPerHour?: number;
  accountsPerTick?: number;
}

const isOver = (metadata: Server.MatchData) => metadata.gameover !== undefined && metadata.gameover !== null;

/** A hard bounce: the server refused the address for good (5xx), not a passing failure. */
const hardBounce = (error: unknown) => {
  const code = Number((error as { responseCode?: unknown })?.responseCode);
  return code >= 500 && code < 600;
};

export class MailOutbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly options: MailOutboxOptions) {}

  start(): void {
    const poll = () => {
      if (this.stopped) return;
      this.timer = setTimeout(() => void this.tick().finally(poll), this.options.pollMs ?? POLL_MS);
      this.timer.unref();
    };
    poll();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.options.transport.close?.();
  }

  /** Queues the turn mails of the seats now to play (their accounts' choices permitting); returns at once. */
  turn(matchID: string, metadata: Server.MatchData, seats: string[]): void {
    if (this.stopped || seats.length === 0) return;
    void this.queueTurns(matchID, metadata, seats).catch((error: Error) =>
      console.error('[mail] queueing a turn failed:', error.message),
    );
  }

  /** Queues a friend's invitation mail (the friend's choices permitting); returns at once. */
  invitation(to: string, from: string, gameName: string, matchID: string): void {
    if (this.stopped) return;
    const now = Date.now();
    void this.options.store
      .queue(to, 'invitation', 'invitations', { from, gameName, matchID }, now, now)
      .catch((error: Error) => console.error('[mail] queueing an invitation failed:', error.message));
  }

  /**
   * Queues the mail that a tournament round's table is open with the account seated at it (its choice
   * "tournaments" permitting); returns at once (docs/tournaments.md#rounds).
   */
  tournamentTable(
    accountID: string,
    tournament: string,
    gameName: string,
    matchID: string,
    round: number,
    seat: string,
  ): void {
    if (this.stopped) return;
    const now = Date.now();
    void this.options.store
      .queue(accountID, 'tournament', 'tournaments', { tournament, gameName, matchID, round, seat }, now, now)
      .catch((error: Error) => console.error('[mail] queueing a tournament table failed:', error.message));
  }

  private async queueTurns(matchID: string, metadata: Server.MatchData, seats: string[]): Promise<void> {
    const now = Date.now();
    const due = now + (this.options.turnDelayMs ?? 120_000);
    for (const held of await this.options.seats.accountsIn(matchID)) {
      if (!seats.includes(held.playerID)) continue;
      const credentials = metadata.players[Number(held.playerID)]?.credentials;
      if (!credentials || credentialsHash(credentials) !== held.credentialsHash) continue;
      const payload = { matchID, seat: held.playerID };
      await this.options.store.queue(
        held.accountID,
        'turn',
        'turns',
        payload,
        due,
        now,
        `turn:${held.accountID}:${matchID}`,
      );
    }
  }

  /** Sends what is due now (tests call it directly; the poll calls it every POLL_MS). */
  tick(): Promise<void> {
    this.running ??= this.sendDue().finally(() => (this.running = undefined));
    return this.running;
  }

  private async sendDue(): Promise<void> {
    const { store } = this.options;
    const now = Date.now();
    try {
      for (const account of await store.dueAccounts(now, this.options.accountsPerTick ?? 20)) {
        if (this.stopped) return;
        await this.sendAccount(account, now);
      }
      await store.sweep(now - KEEP_SENT_MS);
    } catch (error) {
      console.error('[mail] sending failed:', (error as Error).message);
    }
  }

  private async sendAccount(accountID: string, now: number): Promise<void> {
    const { store } = this.options;
    const mails = await store.claim(accountID, now);
    if (mails.length === 0) return;
    const address = await store.addressOf(accountID);
    if (!address) return store.drop(mails.map((m) => m.id));
    if ((await store.sentSince(accountID, now - HOUR_MS)) >= (this.options.perAccountPerHour ?? 10))
      return store.retry(
        mails.map((m) => m.id),
        now + HOUR_MS / 4,
      );
    const { site } = this.options;
    for (const mail of mails.filter((m) => m.kind === 'verify'))
      await this.send([mail], verificationMail(site, address, String(mail.payload.token)), accountID);
    if (!address.verified) return store.drop(mails.filter((m) => m.kind !== 'verify').map((m) => m.id));
    const turns: { mail: OutboxMail; match: MatchMention }[] = [];
    const stale: string[] = [];
    for (const mail of mails.filter((m) => m.kind !== 'verify')) {
      const matchID = String(mail.payload.matchID);
      const metadata = (await this.options.matches.fetch(matchID, { metadata: true }))?.metadata;
      // A turn's and a tournament table's mail know the account's seat: the others are named, not the account.
      const seat = mail.kind === 'invitation' ? undefined : String(mail.payload.seat);
      const waits =
        metadata && !isOver(metadata) && (mail.kind !== 'turn' || tableOf(metadata).toPlay?.includes(seat!));
      if (!metadata || !waits) {
        stale.push(mail.id);
        continue;
      }
      const match = {
        gameName: metadata.gameName,
        matchID,
        others: Object.entries(metadata.players)
          .filter(([id, p]) => id !== seat && p.name)
          .map(([, p]) => p.name as string),
      };
      if (mail.kind === 'turn') turns.push({ mail, match });
      else if (mail.kind === 'tournament') {
        const { tournament, round } = mail.payload;
        await this.send([mail], tournamentMail(site, address, String(tournament), Number(round), match), accountID);
      } else await this.send([mail], invitationMail(site, address, String(mail.payload.from), match), accountID);
    }
    await store.drop(stale);
    if (turns.length > 0)
      await this.send(
        turns.map((t) => t.mail),
        turnMail(
          site,
          address,
          turns.map((t) => t.match),
        ),
        accountID,
      );
  }

  private async send(mails: OutboxMail[], message: MailMessage, accountID: string): Promise<void> {
    const { store } = this.options;
    const ids = mails.map((m) => m.id);
    try {
      await this.options.transport.sendMail(message);
      await store.sent(ids, Date.now());
    } catch (error) {
      if (hardBounce(error)) {
        console.warn('[mail] a hard bounce: the address is turned off');
        return store.bounced(accountID);
      }
      const delays = this.options.retryDelaysMs ?? RETRY_DELAYS_MS;
      const delay = delays[Math.max(...mails.map((m) => m.attempts))];
      if (delay === undefined) return store.drop(ids);
      await store.retry(ids, Date.now() + delay);
    }
  }
}
