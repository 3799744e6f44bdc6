/**
 * Each seat's rating change in a rated match, on its end screen and in its replay (nothing for a casual
 * match). Asks the server once the match is over; the rating is stored a moment after the last move, so it
 * asks again a few times until it is there.
 */
import { useEffect, useState } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { useFormat } from '../i18n/use-format';
import { fetchMatchChanges, type SeatChange } from '../api/ratings-api';
import { WhoName } from './WhoName';

const RETRIES = 10;
const RETRY_MS = 500;

export function RatingChanges({ game, matchID }: { game: string; matchID: string }) {
  const t = useT();
  const format = useFormat();
  const [seats, setSeats] = useState<SeatChange[]>([]);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (tries: number) => {
      fetchMatchChanges(game, matchID)
        .then((answer) => {
          if (stopped) return;
          if (answer.rated) setSeats(answer.seats);
          else if (tries > 0) timer = setTimeout(() => ask(tries - 1), RETRY_MS);
        })
        .catch(() => undefined);
    };
    ask(RETRIES);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [game, matchID]);
  if (seats.length === 0) return null;
  return (
    <section className="rating-changes" aria-label={t('ratings.changes')}>
      <h3>{t('ratings.changes')}</h3>
      <ul>
        {seats.map((s) => (
          <li key={s.seat}>
            <WhoName who={s.who} />: {format.number(s.before)} → <strong>{format.number(s.after)}</strong> (
            {format.number(s.change, { signDisplay: 'always' })}){s.left && ` · ${t('ratings.left')}`}
            {s.provisional && ` · ${t('ratings.provisional')}`}
          </li>
        ))}
      </ul>
    </section>
  );
}
