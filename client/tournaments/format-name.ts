/** A tournament's format in words: "Swiss, two players a table", "Swiss, 4 players a table". */
import { useT } from '../i18n/LanguageProvider';
import type { TournamentSummary } from '../api/tournaments-api';

export function useFormatName() {
  const t = useT();
  return (tournament: Pick<TournamentSummary, 'format' | 'tableSize'>) =>
    tournament.format === 'swiss'
      ? t('tournaments.format.swiss')
      : t('tournaments.format.swiss-tables', { n: tournament.tableSize });
}
