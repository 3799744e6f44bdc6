/**
 * The rules of account names and passwords (server/accounts/names.ts, passwords.ts), without a server:
 * which names are one name, the password policy, and argon2id hashing with its check.
 */
import { accountName, lookKey, nameKey } from '../../server/accounts/names';
import { skeleton } from '../../server/storage/skeleton';
import { playerName } from '../../server/lobby/lobby-body';
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

  it('gives look-alikes one look key (a UTS #39 skeleton around the sign-in key), and different names different ones', () => {
    const look = lookKey('Anne');
    for (const same of ['\u0410nne', '\u0391nne', '\u0430nne', 'Ann\u0435', 'ANNE', 'Ａｎｎｅ', 'Anné'])
      expect(lookKey(same), same).toBe(look);
    expect(lookKey('Bo1d')).toBe(lookKey('Bold'));
    expect(lookKey('B0LD')).toBe(lookKey('bold'));
    expect(lookKey('rn')).toBe(lookKey('m'));
    for (const other of ['Anna', 'Ann', 'Anne Marie', '李小龙']) expect(lookKey(other), other).not.toBe(look);
    // The skeleton itself maps each character by confusables.txt, between two NFDs.
    expect(skeleton('\u0410\u0392\u0421')).toBe('ABC');
    expect(skeleton('é')).toBe('e\u0301');
    // Only the look key folds scripts: signing in still takes the name as typed, up to case and accents.
    expect(nameKey('\u0410nne')).not.toBe(nameKey('Anne'));
  });

  it('refuses every format character (\\p{Cf}) and the blank letters, in account and seat names alike', () => {
    const hidden = [
      '\u{E0041}',
      '\u{E0001}',
      '\u206A',
      '\u061C',
      '\u2064',
      '\u200B',
      '\u115F',
      '\u1160',
      '\u3164',
      '\uFFA0',
      '\u2800',
      '\u{1D173}',
      '\u2028',
    ];
    for (const mark of hidden) {
      expect(accountName(`An${mark}ne`).error, JSON.stringify(mark)).toMatch(/^name must not contain control/);
      expect(playerName(`An${mark}ne`, 'playerName').error, JSON.stringify(mark)).toMatch(
        /^playerName must not contain control/,
      );
    }
    for (const fine of ['Anne', 'Zoë', '李小龙', 'Ana María', 'Ὀδυσσεύς'])
      expect(playerName(fine, 'playerName').value).toBe(fine.normalize('NFC'));
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
