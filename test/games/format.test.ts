// Numbers, percentages, dates, times, clocks and lists in each language, all through Intl
// (games/locales/format.ts), as Node's ICU writes them; and the words that use them: the client's
// translate fills in numbers and picks plural forms in the language, the mails fill in numbers and lists.
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDuration,
  formatList,
  formatNumber,
  formatPercent,
  formatTime,
} from '../../games/locales/format';
import { translate } from '../../client/i18n/dictionary';
import { mailWord, nameList } from '../../server/mail/mail-words';
import { LANGUAGES, type Language } from '../../games/shared/languages';

// Dates in Amsterdam's time (the formatters read the zone when first made, below).
process.env.TZ = 'Europe/Amsterdam';

const NNBSP = '\u202f';
const all = (write: (language: Language) => string) => LANGUAGES.map(write);
/** 6 December 2026, 14:05 in Amsterdam (13:05 UTC). */
const DAY = Date.UTC(2026, 11, 6, 13, 5);

describe('formatting through Intl', () => {
  it('writes numbers with each language’s separators', () => {
    expect(all((l) => formatNumber(l, 1234.5))).toEqual(['1,234.5', '1.234,5', '1.234,5', `1${NNBSP}234,5`]);
    expect(all((l) => formatNumber(l, 20000))).toEqual(['20,000', '20.000', '20.000', `20${NNBSP}000`]);
    expect(all((l) => formatNumber(l, -12, { signDisplay: 'always' }))).toEqual(['-12', '-12', '-12', '-12']);
  });

  it('writes percentages with each language’s spacing (a no-break space in German and French)', () => {
    expect(all((l) => formatPercent(l, 0.688))).toEqual(['69%', '69%', '69\u00a0%', '69\u00a0%']);
  });

  it('writes dates and times in each language', () => {
    expect(all((l) => formatDate(l, DAY))).toEqual(['6 Dec 2026', '6 dec 2026', '06.12.2026', '6 déc. 2026']);
    expect(all((l) => formatTime(l, DAY))).toEqual(['14:05', '14:05', '14:05', '14:05']);
    expect(all((l) => formatDateTime(l, DAY))).toEqual([
      '6 Dec 2026, 14:05',
      '6 dec 2026, 14:05',
      '06.12.2026, 14:05',
      '6 déc. 2026, 14:05',
    ]);
  });

  it('writes a clock in minutes and seconds, and long ones in Intl’s units', () => {
    expect(all((l) => formatDuration(l, 245_000))).toEqual(['4:05', '4:05', '4:05', '4:05']);
    expect(all((l) => formatDuration(l, 5 * 3600_000 + 4 * 60_000))).toEqual([
      '5h 04m',
      '5 u 04 m',
      '5h 04 Min.',
      '5h 04min',
    ]);
    expect(all((l) => formatDuration(l, 2 * 86400_000 + 3600_000))).toEqual([
      '2d 1h 00m',
      '2 d 1 u 00 m',
      '2 T 1h 00 Min.',
      '2j 1h 00min',
    ]);
  });

  it('joins names as each language does', () => {
    expect(all((l) => formatList(l, ['Ann', 'Bob', 'Cy']))).toEqual([
      'Ann, Bob and Cy',
      'Ann, Bob en Cy',
      'Ann, Bob und Cy',
      'Ann, Bob et Cy',
    ]);
  });
});

describe('words with numbers', () => {
  it('fill a number in as the language writes it, and pick its plural form', () => {
    const medium = (l: Language) => translate(l, 'bots.guide.medium', { share: formatPercent(l, 0.5), games: 1200 });
    expect(all(medium)).toEqual([
      'Medium: finished ahead of easy in 50% of 1,200 measured games.',
      'Gemiddeld: eindigde in 50% van 1.200 gemeten spellen boven makkelijk.',
      expect.stringContaining('1.200'),
      expect.stringContaining(`1${NNBSP}200`),
    ]);
    const discarded = (n: number) => (l: Language) => translate(l, 'carcassonne.turnLog.discarded', { n, tiles: 'X' });
    expect(all(discarded(1))).toEqual([
      'Tile removed as unplaceable: X',
      'Afgelegd omdat hij nergens past: X',
      'Plättchen als unlegbar entfernt: X',
      'Retirée car impossible à poser : X',
    ]);
    expect(all(discarded(2))).toEqual([
      'Tiles removed as unplaceable: X',
      'Afgelegd omdat ze nergens passen: X',
      'Plättchen als unlegbar entfernt: X',
      'Retirées car impossibles à poser : X',
    ]);
    expect(all((l) => translate(l, 'account.error.tooMany', { seconds: 1 }))).toEqual([
      'Too many attempts. Try again in 1 second.',
      'Te veel pogingen. Probeer het over 1 seconde opnieuw.',
      'Zu viele Versuche. Versuche es in 1 Sekunde erneut.',
      'Trop de tentatives. Réessayez dans 1 seconde.',
    ]);
  });

  it('fill numbers and name lists into mails through Intl', () => {
    expect(all((l) => mailWord(l, 'digestSubject', { n: 1200 }))).toEqual([
      '1,200 games wait for your move',
      '1.200 partijen wachten op je zet',
      '1.200 Partien warten auf deinen Zug',
      `1${NNBSP}200 parties attendent votre coup`,
    ]);
    expect(all((l) => nameList(l, ['Ann', 'Bob']))).toEqual(['Ann and Bob', 'Ann en Bob', 'Ann und Bob', 'Ann et Bob']);
  });
});
