/**
 * A list's line of a match's seats (the lobby's open tables, My matches): each player's name with their avatar
 * (docs/security.md#avatars), an account's from its account id (`accounts`: seat → account id), a guest's
 * from its match and seat, as at the table; a bot's name and an open seat ("—") have none; with `ratings`
 * (seat → rating, a rated table's), each account's rating after its name. Separated by commas as before, so
 * the line reads the same without the pictures. The pictures' code (DiceBear) loads
 * on demand: My matches is on the home page, whose bundle stays small (e2e/home.spec.ts).
 */
import { Fragment, lazy, Suspense } from 'react';
import { useT } from '../i18n/LanguageProvider';
import type { SeatRating } from './seat-ratings';

const Avatar = lazy(() => import('../shared/Avatar').then((m) => ({ default: m.Avatar })));

interface Seat {
  id: number;
  name?: string;
  data?: unknown;
}

export function SeatNames({
  matchID,
  seats,
  accounts = {},
  ratings = {},
}: {
  matchID: string;
  seats: readonly Seat[];
  accounts?: Record<string, string>;
  ratings?: Record<string, SeatRating>;
}) {
  const t = useT();
  return (
    <>
      {seats.map((seat, i) => (
        <Fragment key={seat.id}>
          {i > 0 && ', '}
          {seat.name && !(seat.data as { bot?: unknown } | undefined)?.bot && (
            // Its own boundary: the names show at once, each picture when its code has come.
            <Suspense fallback={null}>
              <Avatar id={accounts[String(seat.id)] ?? `${matchID}:${seat.id}`} />
            </Suspense>
          )}
          {seat.name ?? '—'}
          {ratings[String(seat.id)] && (
            <span className="table-rating">
              {' '}
              (
              {t(ratings[String(seat.id)]!.provisional ? 'table.ratingProvisional' : 'table.rating', {
                rating: ratings[String(seat.id)]!.rating,
              })}
              )
            </span>
          )}
        </Fragment>
      ))}
    </>
  );
}
