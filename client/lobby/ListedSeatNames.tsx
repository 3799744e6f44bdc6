/**
 * The names of a listed match's seats in the lobby, with their avatars (client/table/SeatNames.tsx), and at
 * a rated table each account's rating beside its name, as the table's seat list shows it from the first move
 * (client/table/seat-ratings.ts, docs/ratings.md); a casual table asks for no rating.
 */
import { SeatNames } from '../table/SeatNames';
import { useSeatRatings } from '../table/seat-ratings';

interface ListedSeat {
  id: number;
  name?: string;
  data?: unknown;
}

export function ListedSeatNames({
  game,
  matchID,
  seats,
  accounts = {},
  rated,
}: {
  game: string;
  matchID: string;
  seats: readonly ListedSeat[];
  /** Seat → account id, asked for the whole list at once (useListedSeatAccounts). */
  accounts?: Record<string, string>;
  rated: boolean;
}) {
  const ratings = useSeatRatings(game, accounts, rated);
  return (
    <span className="lobby-names">
      <SeatNames matchID={matchID} seats={seats} accounts={accounts} ratings={ratings} />
    </span>
  );
}
