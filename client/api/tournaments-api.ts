/**
 * The tournaments' routes as the tournament pages call them (server/tournaments/, docs/tournaments.md#pages):
 * the list, one tournament with its players, standings and rounds, creating one, and registering, checking
 * in and withdrawing, and the signed-in player's table to play now (the home page's line). A refusal throws
 * with the server's reason.
 */

export type TournamentFormat = 'swiss' | 'swiss-tables' | 'single-elimination' | 'groups-then-knockout';
export type BestOf = 1 | 3 | 5;
export type TournamentState = 'upcoming' | 'running' | 'finished' | 'cancelled';
export type PlacementScheme = '5-3-2-1' | '6-4-2-0';
/** Dropped: registered, but not checked in when the tournament started. */
export type PlayerState = 'registered' | 'checked-in' | 'withdrawn' | 'dropped';

export interface TournamentSummary {
  id: string;
  name: string;
  game: string;
  tableSize: number;
  format: TournamentFormat;
  rounds: number;
  /** The round being played: 0 before the start. */
  round: number;
  rated: boolean;
  startsAt: number;
  players: number;
  cap: number;
  byInvitation: boolean;
  state: TournamentState;
}

export interface TournamentList {
  upcoming: TournamentSummary[];
  running: TournamentSummary[];
  finished: TournamentSummary[];
}

export interface Named {
  player: string;
  name: string;
}

export interface Standing extends Named {
  score: number;
  buchholz: number;
  medianBuchholz: number;
  sonnebornBerger: number;
  games: number;
  byes: number;
}

export interface TournamentTable {
  table: number;
  /** Null for the moment between a round being written and its table's match being made. */
  matchID: string | null;
  seats: (Named & { points?: number })[];
  finished: boolean;
}

export interface TournamentRound {
  round: number;
  bye?: Named;
  tables: TournamentTable[];
}

export interface NextTable {
  matchID: string;
  playerID: string;
}

/** The signed-in player's tournament table to play now (GET /tournaments/next). */
export interface YourTournamentTable extends NextTable {
  tournament: string;
  name?: string;
  game: string;
  round: number;
}

/** A match of an elimination's bracket: its two places (null while unknown, or a bye's empty place). */
export interface BracketMatch {
  players: [Named | null, Named | null];
  bye: boolean;
  /** Games won by each place. */
  wins: [number, number];
  winner?: string;
}

export interface GroupRow extends Named {
  matchWins: number;
  matchLosses: number;
  gameWins: number;
  rank: number;
}

/** An elimination format's bracket (docs/tournaments.md#routes). */
export interface Bracket {
  /** Groups then knockout: each group's standings, the top first, and how many of each go on. */
  groups?: GroupRow[][];
  qualifiers?: number;
  /** The knockout's rounds, the first first; absent while the groups play. */
  knockout?: BracketMatch[][];
  /** Once it is over: every player's place. */
  ranking?: (Named & { rank: number })[];
}

export interface GroupSettings {
  count: number;
  qualifiers: number;
  bestOf: BestOf;
}

export interface TournamentDetail {
  tournament: TournamentSummary & {
    creator: string;
    placement?: PlacementScheme;
    checkInMinutes: number;
    setupData?: unknown;
    /** The elimination formats only. */
    bestOf?: BestOf;
    groups?: GroupSettings | null;
  };
  players: (Named & { state: PlayerState })[];
  standings: Standing[];
  /** The elimination formats only: null before the start. */
  bracket?: Bracket | null;
  rounds: TournamentRound[];
  you?: { registered: boolean; state?: PlayerState; nextTable?: NextTable };
}

export interface NewTournament {
  name: string;
  game: string;
  tableSize: number;
  format: TournamentFormat;
  /** The Swiss formats only: an elimination plays until it has a champion. */
  rounds?: number;
  placement?: PlacementScheme;
  /** The elimination formats: each match's (the knockout's) best of. */
  bestOf?: BestOf;
  /** Groups then knockout: how many groups, how many of each go on, and the groups' best of. */
  groups?: number;
  qualifiers?: number;
  groupBestOf?: BestOf;
  rated: boolean;
  clock: string;
  setupData?: unknown;
  startsAt: number;
  checkInMinutes: number;
  cap: number;
  byInvitation: boolean;
}

async function call<T>(path: string, init?: { body: object }): Promise<T> {
  const response = await fetch(path, {
    method: init ? 'POST' : 'GET',
    credentials: 'same-origin',
    headers: init ? { 'content-type': 'application/json', accept: 'application/json' } : { accept: 'application/json' },
    body: init ? JSON.stringify(init.body) : undefined,
  });
  const answer = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (!response.ok) throw new Error(answer.error ?? `HTTP status ${response.status}`);
  return answer;
}

const one = (id: string) => `/tournaments/${encodeURIComponent(id)}`;

export const fetchTournaments = () => call<TournamentList>('/tournaments');

export const fetchTournament = (id: string) => call<TournamentDetail>(one(id));

/** The signed-in player's tournament table to play now, or null for none. */
export const fetchYourTournamentTable = () =>
  call<{ next: YourTournamentTable | null }>('/tournaments/next').then((answer) => answer.next);

export const createTournament = (tournament: NewTournament) =>
  call<{ id: string; invite?: string }>('/tournaments', { body: tournament });

export const registerForTournament = (id: string, invite?: string) =>
  call<object>(`${one(id)}/register`, { body: invite ? { invite } : {} });

export const checkInToTournament = (id: string) => call<object>(`${one(id)}/check-in`, { body: {} });

export const withdrawFromTournament = (id: string) => call<object>(`${one(id)}/withdraw`, { body: {} });
