/**
 * E-mail as the server composes it (docs/security.md#email): configured by SMTP_URL, MAIL_FROM, SITE_URL
 * (the address links start with) and MAIL_TURN_DELAY_SECONDS (how long a turn mail waits); without SMTP_URL no mail is sent, the account page says so, and adding an
 * address answers 503. The outbox (mail-outbox.ts) runs in every process; claims make each mail go once.
 */
import nodemailer from 'nodemailer';
import type { MatchStore } from '../storage/match-store';
import { SeatStore } from '../accounts/seat-store';
import { accountMailRoutes } from './mail-routes';
import { MailOutbox, type MailTransport } from './mail-outbox';
import { MailStore } from './mail-store';

export interface MailConfig {
  /** The SMTP server (`smtp://user:pass@host:587`, `smtps://…`); none: no mail. */
  smtpUrl?: string;
  /** The sender (`"Games" <games@example.org>`). */
  from?: string;
  /** The site's address as mails link to it (default: the server's own URL). */
  siteUrl?: string;
  /** Tests: the transport to send through instead of SMTP_URL's. */
  transport?: MailTransport;
  pollMs?: number;
  turnDelayMs?: number;
  retryDelaysMs?: number[];
  perAccountPerHour?: number;
}

/** MAIL_TURN_DELAY_SECONDS: how long a turn mail waits for the player to move first (0 to 3600; default 120). */
function turnDelayFromEnv(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const seconds = Number(value);
  if (!/^\d+$/.test(value) || seconds > 3600)
    throw new Error(
      `MAIL_TURN_DELAY_SECONDS must be a whole number of seconds from 0 to 3600, not ${JSON.stringify(value)}`,
    );
  return seconds * 1000;
}

/** The mail settings of the environment (server/main.ts). */
export const mailConfigFromEnv = (env: NodeJS.ProcessEnv): MailConfig => ({
  smtpUrl: env.SMTP_URL || undefined,
  from: env.MAIL_FROM || undefined,
  siteUrl: env.SITE_URL || undefined,
  turnDelayMs: turnDelayFromEnv(env.MAIL_TURN_DELAY_SECONDS),
});

export function mailFor(db: MatchStore, config: MailConfig | undefined, serverUrl: () => string) {
  const sql = db.sql;
  const configured = Boolean(config?.transport ?? config?.smtpUrl);
  const store = sql && new MailStore(sql);
  const transport =
    config?.transport ?? (config?.smtpUrl ? (nodemailer.createTransport(config.smtpUrl) as MailTransport) : undefined);
  const outbox =
    sql && store && transport
      ? new MailOutbox({
          store,
          seats: new SeatStore(sql),
          matches: db,
          transport,
          site: {
            get url() {
              return (config?.siteUrl ?? serverUrl()).replace(/\/+$/, '');
            },
            from: config?.from ?? 'no-reply@localhost',
          },
          pollMs: config?.pollMs,
          turnDelayMs: config?.turnDelayMs,
          retryDelaysMs: config?.retryDelaysMs,
          perAccountPerHour: config?.perAccountPerHour,
        })
      : undefined;
  return { store, outbox, accountRoutes: accountMailRoutes(configured) };
}
