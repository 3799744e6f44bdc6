/**
 * The home page's line for a signed-in player whose tournament table is waiting: the tournament's name and
 * a link to the match, where the account's seat is theirs (GET /tournaments/next, docs/tournaments.md#routes).
 * Nothing is shown, and nothing asked, for a guest; nothing is shown when no table waits or the request fails.
 */
import { useEffect, useState } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { linkProps } from '../router';
import { useSignedIn } from '../api/signed-in';
import { fetchYourTournamentTable, type YourTournamentTable } from '../api/tournaments-api';

export function NextTournamentTable() {
  const t = useT();
  const account = useSignedIn();
  const [next, setNext] = useState<YourTournamentTable | null>(null);
  const accountID = account?.id;
  useEffect(() => {
    setNext(null);
    if (accountID === undefined) return;
    let cancelled = false;
    fetchYourTournamentTable().then(
      (found) => {
        if (!cancelled) setNext(found);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [accountID]);
  if (!next || accountID === undefined) return null;
  return (
    <p className="home-tournament-table" role="status">
      {next.name ? t('home.tournamentTable.named', { name: next.name }) : t('home.tournamentTable')}{' '}
      <a className="button" {...linkProps(`/match/${next.game}/${encodeURIComponent(next.matchID)}`)}>
        {t('home.tournamentTable.go')}
      </a>
    </p>
  );
}
