/**
 * The names of a listed match's seats in the lobby: at a rated table each account's rating beside its name,
 * as the table's seat list shows it from the first move (client/table/seat-ratings.ts, docs/ratings.md); a
 * casual table's names as they are, with no request.
 */
import { Fragment } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { useSeatAccounts } from '../table/seat-accounts';
import { useSeatRatings } from '../table/seat-ratings';

interface ListedSeat {
  id: number;
  name?: string;
}

interface ListedSeatNamesProps {
  game: string;
  matchID: string;
  seats: ListedSeat[];
}

function Names({
  seats,
  ratings,
}: {
  seats: ListedSeat[];
  ratings: Record<string, { rating: number; provisional: boolean }>;
}) {
  const t = useT();
  return (
    <span className="lobby-names">
      {seats.map((seat, i) => {
        const rating = ratings[String(seat.id)];
        return (
          <Fragment key={seat.id}>
            {i > 0 && ', '}
            {seat.name ?? '—'}
            {rating && (
              <span className="table-rating">
                {' '}
                ({t(rating.provisional ? 'table.ratingProvisional' : 'table.rating', { rating: rating.rating })})
              </span>
            )}
          </Fragment>
        );
      })}
    </span>
  );
}

function RatedNames({ game, matchID, seats }: ListedSeatNamesProps) {
  const accounts = useSeatAccounts(
    matchID,
    seats.map((seat) => seat.name),
  );
  return <Names seats={seats} ratings={useSeatRatings(game, accounts, true)} />;
}

/** A listed match's seat names, with the accounts' ratings where the table is rated. */
export function ListedSeatNames({ rated, ...props }: ListedSeatNamesProps & { rated: boolean }) {
  return rated ? <RatedNames {...props} /> : <Names seats={props.seats} ratings={{}} />;
}
