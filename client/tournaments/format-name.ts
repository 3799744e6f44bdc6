/**
 * A tournament's format in words: "Swiss, two players a table", "Swiss, 4 players a table", "Single
 * elimination", "Groups, then knockout".
 */
import { useT } from '../i18n/LanguageProvider';
import type { TournamentSummary } from '../api/tournaments-api';

export function useFormatName() {
  const t = useT();
  return (tournament: Pick<TournamentSummary, 'format' | 'tableSize'>) =>
    tournament.format === 'swiss-tables'
      ? t('tournaments.format.swiss-tables', { n: tournament.tableSize })
      : t(`tournaments.format.${tournament.format}`);
}
