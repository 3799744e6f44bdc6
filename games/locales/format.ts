/**
 * Numbers, percentages, dates, times, durations and lists in one of the site's languages, every one through
 * `Intl` (British English for English): the client's words (client/i18n/dictionary.ts formats every number it
 * fills in), its dates and clocks, and the server's push and mail words in the recipient's language. Plural
 * forms are picked by `Intl.PluralRules` where the words are filled in (`translate`).
 */
import type { Language } from '../shared/languages';

/** The BCP 47 locale of a language for Intl: British English, the others as they are. */
export function intlLocale(language: Language): string {
  return language === 'en' ? 'en-GB' : language;
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(
  kind: string,
  language: Language,
  options: object,
  make: (locale: string) => F,
): F {
  const key = `${kind} ${language} ${JSON.stringify(options)}`;
  let format = cache.get(key) as F | undefined;
  if (!format) {
    format = make(intlLocale(language));
    cache.set(key, format);
  }
  return format;
}

/** 1234.5 as "1,234.5", "1.234,5", "1.234,5", "1 234,5" (a narrow no-break space in French). */
export function formatNumber(language: Language, n: number, options: Intl.NumberFormatOptions = {}): string {
  return cached('number', language, options, (locale) => new Intl.NumberFormat(locale, options)).format(n);
}

/** A share from 0 to 1 as a percentage: 0.35 as "35%" (English, Dutch) or "35 %" (German, French). */
export function formatPercent(language: Language, share: number, maximumFractionDigits = 0): string {
  return formatNumber(language, share, { style: 'percent', maximumFractionDigits });
}

function formatDateParts(language: Language, ms: number, options: Intl.DateTimeFormatOptions): string {
  return cached('date', language, options, (locale) => new Intl.DateTimeFormat(locale, options)).format(ms);
}

/** A day: "6 Dec 2026", "6 dec 2026", "06.12.2026", "6 déc. 2026". */
export function formatDate(language: Language, ms: number): string {
  return formatDateParts(language, ms, { dateStyle: 'medium' });
}

/** A day and time: "6 Dec 2026, 14:05". */
export function formatDateTime(language: Language, ms: number): string {
  return formatDateParts(language, ms, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A time of day: "14:05". */
export function formatTime(language: Language, ms: number): string {
  return formatDateParts(language, ms, { timeStyle: 'short' });
}

/** "Ann", "Ann and Bob", "Ann, Bob and Cy" (no serial comma in British English), "Ann und Bob". */
export function formatList(language: Language, items: readonly string[]): string {
  return cached('list', language, {}, (locale) => new Intl.ListFormat(locale, { type: 'conjunction' })).format(items);
}

/**
 * A list of `count` items as the language joins them, for items that are not plain words (a name with its
 * picture): each part either the index of an item or the words between two items (", ", " and ").
 */
export function listParts(language: Language, count: number): (number | string)[] {
  const slots = Array.from({ length: count }, (_, i) => `\u0000${i}\u0000`);
  const format = cached('list', language, {}, (locale) => new Intl.ListFormat(locale, { type: 'conjunction' }));
  return format
    .formatToParts(slots)
    .map((part) => (part.type === 'element' ? Number(part.value.slice(1, -1)) : part.value));
}

const unit = (language: Language, name: 'day' | 'hour' | 'minute', n: number): string =>
  formatNumber(language, n, {
    style: 'unit',
    unit: name,
    unitDisplay: 'narrow',
    ...(name === 'minute' ? { minimumIntegerDigits: 2 } : {}),
  });

/**
 * The time left on a clock, in ms (never negative): under an hour as a clock shows it, "4:05"; from an hour
 * on in hours and minutes, "5h 04m" ("5 u 04 m", "5h 04 Min.", "5h 04min"), and from a day on with the days
 * in front, "2d 5h 04m" (the turn-based clocks, docs/turn-based.md#tables: seconds ticking by would only
 * distract). The units are Intl's narrow ones, side by side as on a clock face.
 */
export function formatDuration(language: Language, ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(seconds / 86400);
  const hours = Math.floor((seconds % 86400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days === 0 && hours === 0)
    return `${formatNumber(language, minutes)}:${formatNumber(language, seconds % 60, { minimumIntegerDigits: 2 })}`;
  const parts = [
    ...(days > 0 ? [unit(language, 'day', days)] : []),
    unit(language, 'hour', hours),
    unit(language, 'minute', minutes),
  ];
  return parts.join(' ');
}
