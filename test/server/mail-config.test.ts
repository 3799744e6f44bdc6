/**
 * The mail settings of the environment (server/mail/index.ts mailConfigFromEnv): SMTP_URL, MAIL_FROM,
 * SITE_URL as given (empty: unset), and MAIL_TURN_DELAY_SECONDS a whole number of seconds from 0 to 3600,
 * refused otherwise with the variable named.
 */
import { mailConfigFromEnv } from '../../server/mail';

describe('mailConfigFromEnv', () => {
  it('reads the SMTP server, the sender, the site and the turn delay', () => {
    expect(
      mailConfigFromEnv({
        SMTP_URL: 'smtp://mail.example:587',
        MAIL_FROM: 'Games <games@example.org>',
        SITE_URL: 'https://games.example.org',
        MAIL_TURN_DELAY_SECONDS: '30',
      }),
    ).toEqual({
      smtpUrl: 'smtp://mail.example:587',
      from: 'Games <games@example.org>',
      siteUrl: 'https://games.example.org',
      turnDelayMs: 30_000,
    });
    expect(mailConfigFromEnv({ SMTP_URL: '', MAIL_TURN_DELAY_SECONDS: '0' })).toEqual({
      smtpUrl: undefined,
      from: undefined,
      siteUrl: undefined,
      turnDelayMs: 0,
    });
    expect(mailConfigFromEnv({}).turnDelayMs).toBeUndefined();
  });

  it.each(['-1', '3601', '1.5', 'soon', ' 30'])('refuses MAIL_TURN_DELAY_SECONDS=%j', (value) => {
    expect(() => mailConfigFromEnv({ MAIL_TURN_DELAY_SECONDS: value })).toThrow(
      `MAIL_TURN_DELAY_SECONDS must be a whole number of seconds from 0 to 3600, not ${JSON.stringify(value)}`,
    );
  });
});
