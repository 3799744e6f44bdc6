/**
 * The rules of account names and passwords (server/accounts/names.ts, passwords.ts), without a server:
 * which names are one name, the password policy, and argon2id hashing with its check.
 */
import { accountName, nameKey } from '../../server/accounts/names';
import { checkPassword, hashPassword, isCommonPassword, newPassword } from '../../server/accounts/passwords';

describe('account names', () => {
  it('counts names equal up to case, accents, compatibility forms and spaces as one name', () => {
    const key = nameKey('Anne Marie');
    for (const same of [
      'anne marie',
      'ANNE MARIE',
      'Anné Marie',
      'Anne  Marie',
      'Ａｎｎｅ Ｍａｒｉｅ',
      'Anne\u00A0Marie',
      'Anne\u0301 Marie',
    ]) {
      expect(nameKey(same), same).toBe(key);
    }
    expect(nameKey('Straße')).toBe(nameKey('STRASSE'));
    expect(nameKey('Anne Mari')).not.toBe(key);
    expect(nameKey('Ann')).not.toBe(nameKey('Anna'));
  });

  it("follows the lobby's name rules and needs a letter or digit", () => {
    expect(accountName('  Zoe\u0308 ')).toEqual({ value: 'Zoë' });
    expect(accountName('Ann\u202E').error).toMatch(/^name must not contain control/);
    expect(accountName('An\uD800n').error).toBe('name must be valid Unicode text (it holds a lone surrogate)');
    expect(accountName(7).error).toBe('name must be a string');
    expect(accountName('x'.repeat(33)).error).toBe('name must be 1 to 32 characters');
  });
});

describe('passwords', () => {
  it('refuses common passwords, also with digits or symbols added at the end, and keeps uncommon ones', () => {
    for (const common of ['password123', 'Qwertyuiop', 'wachtwoord', 'wachtwoord2026!', 'iloveyou!!'])
      expect(isCommonPassword(common), common).toBe(true);
    for (const fine of ['correct horse battery', 'ik speel graag carcassonne', 'x7#Lq!m2Zp'])
      expect(isCommonPassword(fine), fine).toBe(false);
  });

  it("checks a new password's length in characters (not bytes) after NFC, and that it is not the name", () => {
    expect(newPassword('ééééééééé!', 'Ann')).toEqual({ value: 'ééééééééé!' });
    expect(newPassword('é'.repeat(4) + 'abcde', 'Ann').error).toBe('password must be at least 10 characters');
    expect(newPassword('Anne Marie', 'anne marie').error).toBe('password must not be your name');
    // Typed decomposed on one device, precomposed on another: one password (NFC), ten characters.
    expect(newPassword('e\u0301'.repeat(5) + 'abcde', 'Ann')).toEqual({ value: 'ééééé' + 'abcde' });
  });

  it('hashes with argon2id and checks only the right password; no hash never matches', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await checkPassword(hash, 'correct horse battery')).toBe(true);
    expect(await checkPassword(hash, 'correct horse batterY')).toBe(false);
    expect(await checkPassword(undefined, 'correct horse battery')).toBe(false);
    expect(await checkPassword(null, '')).toBe(false);
    expect(await checkPassword('not a hash', 'x')).toBe(false);
  });
});
