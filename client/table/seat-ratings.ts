/**
 * The rating of each seat an account holds at a rated table (GET /ratings/<game>/players/<id>,
 * docs/ratings.md#routes), shown beside the player's name from the start: asked again when the seats'
 * accounts change; a casual table asks nothing, and a failed request shows no rating.
 */
import { useEffect, useState } from 'react';
import { fetchPlayerRating } from '../api/ratings-api';

export interface SeatRating {
  rating: number;
  provisional: boolean;
}

export function useSeatRatings(
  game: string,
  accounts: Record<string, string>,
  rated: boolean,
): Record<string, SeatRating> {
  const [ratings, setRatings] = useState<Record<string, SeatRating>>({});
  const key = rated ? JSON.stringify(accounts) : '';
  useEffect(() => {
    if (!key) return;
    let cancelled = false;
    const seats = Object.entries(JSON.parse(key) as Record<string, string>);
    void Promise.all(
      seats.map(([seat, account]) =>
        fetchPlayerRating(game, account).then(
          ({ rating, provisional }) => [seat, { rating, provisional }] as const,
          () => null,
        ),
      ),
    ).then((found) => {
      if (!cancelled) setRatings(Object.fromEntries(found.filter((entry) => entry !== null)));
    });
    return () => {
      cancelled = true;
    };
  }, [game, key]);
  return key ? ratings : {};
}
