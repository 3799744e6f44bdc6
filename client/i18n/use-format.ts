/**
 * `const format = useFormat(); format.dateTime(ms)`: the formatting of games/locales/format.ts (numbers,
 * percentages, dates, times, clocks, lists, all through Intl) in the language in use.
 */
import { useMemo } from 'react';
import {
  formatDate,
  formatDateTime,
  formatDuration,
  formatList,
  listParts,
  formatNumber,
  formatPercent,
  formatTime,
} from '../../games/locales/format';
import { useLanguage } from './LanguageProvider';

export function useFormat() {
  const { language } = useLanguage();
  return useMemo(
    () => ({
      number: (n: number, options?: Intl.NumberFormatOptions) => formatNumber(language, n, options),
      percent: (share: number) => formatPercent(language, share),
      date: (ms: number) => formatDate(language, ms),
      dateTime: (ms: number) => formatDateTime(language, ms),
      time: (ms: number) => formatTime(language, ms),
      duration: (ms: number) => formatDuration(language, ms),
      list: (items: readonly string[]) => formatList(language, items),
      listParts: (count: number) => listParts(language, count),
    }),
    [language],
  );
}
