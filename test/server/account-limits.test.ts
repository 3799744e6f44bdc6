/**
 * The account limits from the environment (server/accounts/account-limits.ts, docs/security.md#limits):
 * each has its LIMIT_* variable with today's default, read like the server's other limits, and a value that
 * is not a positive number throws, naming the variable (the start then stops: test/server/startup.test.ts).
 */
import { readFileSync } from 'node:fs';
import { ACCOUNT_LIMIT_ENV, accountLimitsFromEnv, DEFAULT_ACCOUNT_LIMITS } from '../../server/accounts/account-limits';
import { LIMIT_ENV } from '../../server/guards/limits';

describe('account limits from the environment', () => {
  it('keeps the defaults when nothing (or an empty value) is set', () => {
    expect(accountLimitsFromEnv({})).toEqual({
      signUpsPerHour: 10,
      signInsPerMinute: 10,
      signInsPerNamePerHour: 40,
      accountWritesPerMinute: 60,
      linkCodeTriesPerMinute: 10,
      linkCodeTriesPerMinutePer48: 30,
      renamesPerWeek: 1,
      friendRequestsPerDay: 50,
      invitationsPerHour: 60,
      socialPerAddressPerHour: 200,
      verificationMailsPerDay: 5,
    });
    expect(accountLimitsFromEnv({ LIMIT_SIGN_UPS_PER_HOUR: '' })).toEqual(DEFAULT_ACCOUNT_LIMITS);
  });

  it('reads each limit from its own variable', () => {
    expect(
      accountLimitsFromEnv({
        LIMIT_SIGN_UPS_PER_HOUR: '3',
        LIMIT_SIGN_INS_PER_MINUTE: '4',
        LIMIT_SIGN_INS_PER_NAME_PER_HOUR: '5',
        LIMIT_ACCOUNT_WRITES_PER_MINUTE: '6',
        LIMIT_LINK_CODE_TRIES_PER_MINUTE: '7',
        LIMIT_LINK_CODE_TRIES_PER_MINUTE_PER_48: '8.5',
        LIMIT_RENAMES_PER_WEEK: '2',
        LIMIT_FRIEND_REQUESTS_PER_DAY: '9',
        LIMIT_INVITATIONS_PER_HOUR: '10',
        LIMIT_SOCIAL_PER_ADDRESS_PER_HOUR: '11',
        LIMIT_VERIFICATION_MAILS_PER_DAY: '12',
      }),
    ).toEqual({
      signUpsPerHour: 3,
      signInsPerMinute: 4,
      signInsPerNamePerHour: 5,
      accountWritesPerMinute: 6,
      linkCodeTriesPerMinute: 7,
      linkCodeTriesPerMinutePer48: 8.5,
      renamesPerWeek: 2,
      friendRequestsPerDay: 9,
      invitationsPerHour: 10,
      socialPerAddressPerHour: 11,
      verificationMailsPerDay: 12,
    });
  });

  it.each(['0', '-1', 'lots', 'Infinity', 'NaN'])('refuses %s, naming the variable', (bad) => {
    for (const name of Object.values(ACCOUNT_LIMIT_ENV))
      expect(() => accountLimitsFromEnv({ [name]: bad })).toThrow(`${name} must be a positive number (got "${bad}")`);
  });

  it('names a variable of its own for every limit, none shared with the server limits', () => {
    const names = Object.values(ACCOUNT_LIMIT_ENV);
    expect(Object.keys(ACCOUNT_LIMIT_ENV).sort()).toEqual(Object.keys(DEFAULT_ACCOUNT_LIMITS).sort());
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) {
      expect(name).toMatch(/^LIMIT_[A-Z0-9_]+$/);
      expect(Object.values(LIMIT_ENV)).not.toContain(name);
    }
  });

  it("is documented with its default in the README's limits table and in docs/security.md#limits", () => {
    const readme = readFileSync('README.md', 'utf8');
    const security = readFileSync('docs/security.md', 'utf8');
    for (const [key, name] of Object.entries(ACCOUNT_LIMIT_ENV)) {
      const value = DEFAULT_ACCOUNT_LIMITS[key as keyof typeof DEFAULT_ACCOUNT_LIMITS];
      expect(readme).toContain(`| \`${name}\` | \`${value}\` |`);
      expect(security).toContain(`\`${name}\``);
    }
  });
});
