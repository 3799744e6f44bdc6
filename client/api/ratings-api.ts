/** The client's side of the rating routes (server/ratings/rating-routes.ts, docs/ratings.md#routes). */
import { fetchMe } from './account-api';

/** A rating identity; a leaderboard's accounts come with their ids (their avatars). */
export type Who = { kind: 'account'; name: string; id?: string } | { kind: 'bot'; level: string };

export interface LeaderboardEntry {
  place: number;
  who: Who;
  rating: number;
  games: number;
  provisional: boolean;
}

export interface Leaderboard {
  season: string;
  min: number;
  entries: LeaderboardEntry[];
}

export interface SeatChange {
  seat: string;
  who: Who;
  rank: number;
  left: boolean;
  before: number;
  after: number;
  change: number;
  provisional: boolean;
}

export interface MyRating {
  rating: number;
  games: number;
  provisional: boolean;
  chart: { at: number; rating: number }[];
}

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { headers: { accept: 'application/json' } });
  const body = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (!response.ok) throw new Error(body.error ?? `HTTP status ${response.status}`);
  return body;
}

const base = (game: string) => `/ratings/${encodeURIComponent(game)}`;

export const fetchLeaderboard = (game: string, season: string, kind: 'players' | 'bots', min: number) =>
  getJson<Leaderboard>(`${base(game)}/leaderboard?season=${encodeURIComponent(season)}&kind=${kind}&min=${min}`);

export const fetchMatchChanges = (game: string, matchID: string) =>
  getJson<{ rated: boolean; seats: SeatChange[] }>(`${base(game)}/matches/${encodeURIComponent(matchID)}`);

/**
 * The signed-in account's rating, or undefined when nobody is signed in. A guest does not ask (the route
 * would refuse it with a 401, an error in the browser's console on every visit of the leaderboard).
 */
export async function fetchMyRating(game: string): Promise<MyRating | undefined> {
  if (!(await fetchMe())) return undefined;
  const response = await fetch(`${base(game)}/me`);
  if (response.status === 401) return undefined;
  if (!response.ok) throw new Error(`HTTP status ${response.status}`);
  return (await response.json()) as MyRating;
}

/** A player's rating and its chart in one game (their public profile, `/profile/<id>`). */
export const fetchPlayerRating = (game: string, accountID: string) =>
  getJson<MyRating>(`${base(game)}/players/${encodeURIComponent(accountID)}`);
