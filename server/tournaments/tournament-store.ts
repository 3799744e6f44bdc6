/**
 * The SQL of tournaments (migrations 20 and 21 of server/storage/migrations.ts; docs/tournaments.md#storage):
 * a tournament's settings and state, its players' registrations and each round's tables. Every change that
 * others race for is one conditional statement or one transaction: a registration checks the cap and the
 * account's limits in the transaction that writes it, holding the tournament's and the account's rows
 * locked (`lockRows`) so that two at the same instant are counted one after the other (a creation holds its
 * creator's row likewise); a round's tables are written with the step of the
 * round that makes them (a round moves on once, from the round it was), so no round's tables are written
 * twice; a table's match is named on its row before the match is made (only while it has none), and its
 * points are written once. The one process that runs a tournament holds its lease (`takeLease`).
 */
import type { SqlAccess, SqlStatements } from '../storage/sql-access';
import type { BestOf } from './match-series';
import type { PlacementScheme } from './table-swiss';

export const FORMATS = ['swiss', 'swiss-tables', 'single-elimination', 'groups-then-knockout'] as const;
export type Format = (typeof FORMATS)[number];
/** The formats of matches between two players, best of one, three or five (docs/tournaments.md#elimination). */
export const ELIMINATION_FORMATS: readonly Format[] = ['single-elimination', 'groups-then-knockout'];
export const isElimination = (format: Format) => ELIMINATION_FORMATS.includes(format);

/** Groups then knockout's groups (docs/tournaments.md#groups): how many, how many of each go on, best of. */
export interface GroupSettings {
  count: number;
  qualifiers: number;
  bestOf: BestOf;
}
export type TournamentState = 'upcoming' | 'running' | 'finished' | 'cancelled';
/** Dropped: registered, but not checked in when the tournament started. */
export type PlayerState = 'registered' | 'checked-in' | 'withdrawn' | 'dropped';
/** The states of a player who plays (or will): the others are out. */
export const IN_STATES: readonly PlayerState[] = ['registered', 'checked-in'];

export interface NewTournament {
  id: string;
  name: string;
  gameName: string;
  tableSize: number;
  format: Format;
  rounds: number;
  placement: PlacementScheme | null;
  rated: boolean;
  /** The clock's name (quick-play-clocks.ts). */
  clock: string;
  /** The match options (expansions...), as the lobby's setupData; null for the game's defaults. */
  setupData: unknown;
  startsAt: number;
  checkInMinutes: number;
  cap: number;
  /** SHA-256 of the invitation token; null for an open tournament. */
  inviteHash: string | null;
  creatorID: string;
  creatorName: string;
  createdAt: number;
  /** An elimination format's matches (the knockout's, after groups): best of 1, 3 or 5; null for Swiss. */
  bestOf?: BestOf | null;
  /** Groups then knockout's groups, fitted to the players at the start; null for the other formats. */
  groups?: GroupSettings | null;
}

export interface Tournament extends Omit<NewTournament, 'creatorID' | 'bestOf' | 'groups'> {
  /** Null once the creator's account is gone. */
  creatorID: string | null;
  bestOf: BestOf | null;
  groups: GroupSettings | null;
  state: TournamentState;
  /** The current round; 0 before the start. */
  round: number;
}

export interface Registration {
  tournamentID: string;
  accountID: string;
  playerName: string;
  state: PlayerState;
  rating: number;
  /** 0 for the top seed, given at the start; null before. */
  seed: number | null;
  registeredAt: number;
}

export interface TournamentTable {
  tournamentID: string;
  round: number;
  /** 1 for the top table; a bye is a table of one seat. */
  table: number;
  /** Account ids in seat order (seat 0 first). */
  seats: string[];
  matchID: string | null;
  openedAt: number | null;
  /** Its no-shows were dealt with (their seats went to bots). */
  settled: boolean;
  /** Each seat's tournament points once the table is over; null while it plays. */
  points: number[] | null;
}

/** What an account may hold at once (docs/tournaments.md#limits). */
export interface TournamentLimits {
  createdPerDay: number;
  openPerCreator: number;
  registrationsPerAccount: number;
}

export const TOURNAMENT_LIMITS: TournamentLimits = { createdPerDay: 3, openPerCreator: 2, registrationsPerAccount: 10 };

export type CreateRefusal = 'daily cap' | 'open cap';
export type RegisterRefusal = 'closed' | 'full' | 'registered' | 'registrations cap' | 'real-time elsewhere';

/** What a bye is worth (docs/tournaments.md#swiss). */
export const BYE_POINTS = 1;

const DAY_MS = 86_400_000;
const REAL_TIME = "clock <> 'turn-based'";

interface TournamentRow {
  id: string;
  name: string;
  game_name: string;
  table_size: number | string;
  format: string;
  rounds: number | string;
  placement: string | null;
  rated: number | string;
  clock: string;
  setup_data: string | null;
  starts_at: number | string;
  check_in_minutes: number | string;
  cap: number | string;
  invite_hash: string | null;
  creator_id: string | null;
  creator_name: string;
  created_at: number | string;
  state: string;
  round: number | string;
  best_of: number | string | null;
  group_count: number | string | null;
  qualifiers: number | string | null;
  group_best_of: number | string | null;
}

const T_COLUMNS =
  'id, name, game_name, table_size, format, rounds, placement, rated, clock, setup_data, starts_at, check_in_minutes, cap, invite_hash, creator_id, creator_name, created_at, state, round, best_of, group_count, qualifiers, group_best_of';

const tournamentOf = (r: TournamentRow): Tournament => ({
  id: r.id,
  name: r.name,
  gameName: r.game_name,
  tableSize: Number(r.table_size),
  format: r.format as Format,
  rounds: Number(r.rounds),
  placement: r.placement as PlacementScheme | null,
  rated: Number(r.rated) === 1,
  clock: r.clock,
  setupData: r.setup_data === null ? null : JSON.parse(r.setup_data),
  startsAt: Number(r.starts_at),
  checkInMinutes: Number(r.check_in_minutes),
  cap: Number(r.cap),
  inviteHash: r.invite_hash,
  creatorID: r.creator_id,
  creatorName: r.creator_name,
  createdAt: Number(r.created_at),
  state: r.state as TournamentState,
  round: Number(r.round),
  bestOf: r.best_of === null ? null : (Number(r.best_of) as BestOf),
  groups:
    r.group_count === null
      ? null
      : { count: Number(r.group_count), qualifiers: Number(r.qualifiers), bestOf: Number(r.group_best_of) as BestOf },
});

interface PlayerRow {
  tournament_id: string;
  account_id: string;
  player_name: string;
  state: string;
  rating: number | string;
  seed: number | string | null;
  registered_at: number | string;
}

const P_COLUMNS = 'tournament_id, account_id, player_name, state, rating, seed, registered_at';

const registrationOf = (r: PlayerRow): Registration => ({
  tournamentID: r.tournament_id,
  accountID: r.account_id,
  playerName: r.player_name,
  state: r.state as PlayerState,
  rating: Number(r.rating),
  seed: r.seed === null ? null : Number(r.seed),
  registeredAt: Number(r.registered_at),
});

interface TableRow {
  tournament_id: string;
  round: number | string;
  table_no: number | string;
  seats: string;
  match_id: string | null;
  opened_at: number | string | null;
  settled: number | string;
  points: string | null;
}

const TT_COLUMNS = 'tournament_id, round, table_no, seats, match_id, opened_at, settled, points';

const tableOf = (r: TableRow): TournamentTable => ({
  tournamentID: r.tournament_id,
  round: Number(r.round),
  table: Number(r.table_no),
  seats: JSON.parse(r.seats) as string[],
  matchID: r.match_id,
  openedAt: r.opened_at === null ? null : Number(r.opened_at),
  settled: Number(r.settled) === 1,
  points: r.points === null ? null : (JSON.parse(r.points) as number[]),
});

const count = async (tx: SqlStatements, query: string, params: (string | number)[]) =>
  Number((await tx.all<{ n: number | string }>(query, params))[0]?.n ?? 0);

const IN_LIST = IN_STATES.map((s) => `'${s}'`).join(', ');

class Lost extends Error {}

/**
 * Locks the tournament's row (when given) and then the account's until the transaction ends, by writing
 * them unchanged: on PostgreSQL, where transactions run side by side and each statement sees what was
 * committed before it, a second registration (or creation) waits here until the first commits, and then
 * counts it. (SQLite runs one transaction at a time already.) Always the tournament first, then the
 * account, so two transactions never wait on each other.
 */
async function lockRows(tx: SqlStatements, tournamentID: string | null, accountID: string): Promise<void> {
  if (tournamentID !== null) await tx.run('UPDATE tournaments SET cap = cap WHERE id = ?', [tournamentID]);
  await tx.run('UPDATE accounts SET name = name WHERE id = ?', [accountID]);
}

export class TournamentStore {
  constructor(
    private readonly sql: SqlAccess,
    readonly limits: TournamentLimits = TOURNAMENT_LIMITS,
  ) {}

  /** Writes a new tournament, or says which of its creator's limits refuses it. */
  async create(t: NewTournament): Promise<CreateRefusal | undefined> {
    return this.sql.transaction(async (tx) => {
      await lockRows(tx, null, t.creatorID);
      const today = await count(tx, 'SELECT COUNT(*) AS n FROM tournaments WHERE creator_id = ? AND created_at > ?', [
        t.creatorID,
        t.createdAt - DAY_MS,
      ]);
      if (today >= this.limits.createdPerDay) return 'daily cap';
      const open = await count(
        tx,
        "SELECT COUNT(*) AS n FROM tournaments WHERE creator_id = ? AND state IN ('upcoming', 'running')",
        [t.creatorID],
      );
      if (open >= this.limits.openPerCreator) return 'open cap';
      await tx.run(
        `INSERT INTO tournaments (${T_COLUMNS}, holder, held_until)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'upcoming', 0, ?, ?, ?, ?, NULL, 0)`,
        [
          t.id,
          t.name,
          t.gameName,
          t.tableSize,
          t.format,
          t.rounds,
          t.placement,
          t.rated ? 1 : 0,
          t.clock,
          t.setupData === null || t.setupData === undefined ? null : JSON.stringify(t.setupData),
          t.startsAt,
          t.checkInMinutes,
          t.cap,
          t.inviteHash,
          t.creatorID,
          t.creatorName,
          t.createdAt,
          t.bestOf ?? null,
          t.groups?.count ?? null,
          t.groups?.qualifiers ?? null,
          t.groups?.bestOf ?? null,
        ],
      );
      return undefined;
    });
  }

  async get(id: string): Promise<Tournament | undefined> {
    const rows = await this.sql.all<TournamentRow>(`SELECT ${T_COLUMNS} FROM tournaments WHERE id = ?`, [id]);
    return rows[0] && tournamentOf(rows[0]);
  }

  /** The upcoming and running tournaments, and the `finished` most recent finished or cancelled ones. */
  async listing(finished: number): Promise<Tournament[]> {
    const open = await this.sql.all<TournamentRow>(
      `SELECT ${T_COLUMNS} FROM tournaments WHERE state IN ('upcoming', 'running') ORDER BY starts_at, id`,
    );
    const done = await this.sql.all<TournamentRow>(
      `SELECT ${T_COLUMNS} FROM tournaments WHERE state IN ('finished', 'cancelled') ORDER BY starts_at DESC, id LIMIT ?`,
      [finished],
    );
    return [...open, ...done].map(tournamentOf);
  }

  /** How many players are in (registered or checked in) each of the tournaments. */
  async playerCounts(ids: readonly string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.sql.all<{ tournament_id: string; n: number | string }>(
      `SELECT tournament_id, COUNT(*) AS n FROM tournament_players
         WHERE tournament_id IN (${ids.map(() => '?').join(', ')}) AND state IN (${IN_LIST}) GROUP BY tournament_id`,
      [...ids],
    );
    return new Map(rows.map((r) => [r.tournament_id, Number(r.n)]));
  }

  /**
   * Registers an account (again, after a withdrawal), or says why not: the tournament is not upcoming or
   * has started, it is full, the account is in it already, it is in too many tournaments, or (for a
   * real-time tournament) in another real-time one that has not finished.
   */
  async register(
    tournamentID: string,
    player: { accountID: string; playerName: string; rating: number },
    now: number,
  ): Promise<RegisterRefusal | undefined> {
    return this.sql.transaction(async (tx) => {
      await lockRows(tx, tournamentID, player.accountID);
      const rows = await tx.all<TournamentRow>(`SELECT ${T_COLUMNS} FROM tournaments WHERE id = ?`, [tournamentID]);
      const t = rows[0] && tournamentOf(rows[0]);
      if (!t || t.state !== 'upcoming' || now >= t.startsAt) return 'closed';
      const mine = await tx.all<{ state: string }>(
        'SELECT state FROM tournament_players WHERE tournament_id = ? AND account_id = ?',
        [tournamentID, player.accountID],
      );
      if (mine[0] && IN_STATES.includes(mine[0].state as PlayerState)) return 'registered';
      const players = await count(
        tx,
        `SELECT COUNT(*) AS n FROM tournament_players WHERE tournament_id = ? AND state IN (${IN_LIST})`,
        [tournamentID],
      );
      if (players >= t.cap) return 'full';
      const elsewhere = (extra: string) =>
        count(
          tx,
          `SELECT COUNT(*) AS n FROM tournament_players p JOIN tournaments t ON t.id = p.tournament_id
             WHERE p.account_id = ? AND p.state IN (${IN_LIST}) AND t.state IN ('upcoming', 'running')${extra}`,
          [player.accountID],
        );
      if ((await elsewhere('')) >= this.limits.registrationsPerAccount) return 'registrations cap';
      if (t.clock !== 'turn-based' && (await elsewhere(` AND t.${REAL_TIME}`)) > 0) return 'real-time elsewhere';
      await tx.run(
        `INSERT INTO tournament_players (${P_COLUMNS}) VALUES (?, ?, ?, 'registered', ?, NULL, ?)
           ON CONFLICT (tournament_id, account_id) DO UPDATE SET state = 'registered', player_name = excluded.player_name,
             rating = excluded.rating, registered_at = excluded.registered_at`,
        [tournamentID, player.accountID, player.playerName, player.rating, now],
      );
      return undefined;
    });
  }

  /** Moves a player from one of the `from` states to `to`; false when they were in none of them. */
  async setPlayerState(
    tournamentID: string,
    accountID: string,
    from: readonly PlayerState[],
    to: PlayerState,
  ): Promise<boolean> {
    const changed = await this.sql.run(
      `UPDATE tournament_players SET state = ? WHERE tournament_id = ? AND account_id = ?
         AND state IN (${from.map(() => '?').join(', ')})`,
      [to, tournamentID, accountID, ...from],
    );
    return changed === 1;
  }

  /** The tournament's players, in seed order once seeded (before: by rating, then by registration). */
  async players(tournamentID: string): Promise<Registration[]> {
    const rows = await this.sql.all<PlayerRow>(
      `SELECT ${P_COLUMNS} FROM tournament_players WHERE tournament_id = ?
         ORDER BY seed, rating DESC, registered_at, account_id`,
      [tournamentID],
    );
    // PostgreSQL orders NULL seeds last and SQLite first: the seed's order is put right here.
    return rows.map(registrationOf).sort((a, b) => (a.seed ?? Infinity) - (b.seed ?? Infinity));
  }

  /** The ids of the games' tournaments that have work: upcoming ones whose start has come, and running ones. */
  async due(now: number, gameNames: readonly string[]): Promise<string[]> {
    if (gameNames.length === 0) return [];
    const rows = await this.sql.all<{ id: string }>(
      `SELECT id FROM tournaments WHERE ((state = 'upcoming' AND starts_at <= ?) OR state = 'running')
         AND game_name IN (${gameNames.map(() => '?').join(', ')}) ORDER BY starts_at, id`,
      [now, ...gameNames],
    );
    return rows.map((r) => r.id);
  }

  /**
   * Takes (or renews) the tournament's lease for `holder` until `now + ttlMs`: true when this holder is the
   * one process that runs it, false while another holds it.
   */
  async takeLease(tournamentID: string, holder: string, now: number, ttlMs: number): Promise<boolean> {
    const changed = await this.sql.run(
      'UPDATE tournaments SET holder = ?, held_until = ? WHERE id = ? AND (holder = ? OR held_until <= ?)',
      [holder, now + ttlMs, tournamentID, holder, now],
    );
    return changed === 1;
  }

  /** Gives up the leases `holder` holds (a process that stops), so another takes them at once. */
  async releaseLeases(holder: string): Promise<void> {
    await this.sql.run('UPDATE tournaments SET held_until = 0 WHERE holder = ?', [holder]);
  }

  /**
   * Starts an upcoming tournament: the players' seeds (0 first) and ratings, the `dropped` ones out, round 1
   * and its tables written together; false when it was started (or cancelled) already.
   */
  async start(
    tournamentID: string,
    seeded: readonly { accountID: string; rating: number }[],
    dropped: readonly string[],
    tables: readonly string[][],
    bracket?: { rounds: number; groups: GroupSettings | null },
  ): Promise<boolean> {
    return this.inOne(async (tx) => {
      const changed = await tx.run(
        "UPDATE tournaments SET state = 'running', round = 1 WHERE id = ? AND state = 'upcoming'",
        [tournamentID],
      );
      if (changed !== 1) throw new Lost();
      // An elimination's rounds and groups follow from the players who came.
      if (bracket)
        await tx.run('UPDATE tournaments SET rounds = ?, group_count = ?, qualifiers = ? WHERE id = ?', [
          bracket.rounds,
          bracket.groups?.count ?? null,
          bracket.groups?.qualifiers ?? null,
          tournamentID,
        ]);
      for (const [seed, p] of seeded.entries())
        await tx.run(
          "UPDATE tournament_players SET seed = ?, rating = ?, state = 'checked-in' WHERE tournament_id = ? AND account_id = ?",
          [seed, p.rating, tournamentID, p.accountID],
        );
      for (const accountID of dropped)
        await tx.run("UPDATE tournament_players SET state = 'dropped' WHERE tournament_id = ? AND account_id = ?", [
          tournamentID,
          accountID,
        ]);
      await this.writeTables(tx, tournamentID, 1, tables);
    });
  }

  /** Cancels an upcoming tournament (too few players came): its players are dropped. */
  async cancel(tournamentID: string): Promise<boolean> {
    return this.inOne(async (tx) => {
      const changed = await tx.run("UPDATE tournaments SET state = 'cancelled' WHERE id = ? AND state = 'upcoming'", [
        tournamentID,
      ]);
      if (changed !== 1) throw new Lost();
      await tx.run(
        `UPDATE tournament_players SET state = 'dropped' WHERE tournament_id = ? AND state IN (${IN_LIST})`,
        [tournamentID],
      );
    });
  }

  /** Moves a running tournament from round `from` to the next with its tables; false when it moved already. */
  async nextRound(tournamentID: string, from: number, tables: readonly string[][]): Promise<boolean> {
    return this.inOne(async (tx) => {
      const changed = await tx.run(
        "UPDATE tournaments SET round = ? WHERE id = ? AND state = 'running' AND round = ?",
        [from + 1, tournamentID, from],
      );
      if (changed !== 1) throw new Lost();
      await this.writeTables(tx, tournamentID, from + 1, tables);
    });
  }

  /**
   * Adds the next games of a round's matches (docs/tournaments.md#elimination-rounds) as tables numbered on
   * from the round's last; a table number taken already (by another holder of a lapsed lease) is left as it is.
   */
  async addTables(tournamentID: string, round: number, tables: readonly string[][]): Promise<void> {
    await this.sql.transaction(async (tx) => {
      const last = await count(
        tx,
        'SELECT COALESCE(MAX(table_no), 0) AS n FROM tournament_tables WHERE tournament_id = ? AND round = ?',
        [tournamentID, round],
      );
      for (const [i, seats] of tables.entries())
        await tx.run(
          `INSERT INTO tournament_tables (${TT_COLUMNS}) VALUES (?, ?, ?, ?, NULL, NULL, 0, NULL)
             ON CONFLICT (tournament_id, round, table_no) DO NOTHING`,
          [tournamentID, round, last + i + 1, JSON.stringify(seats)],
        );
    });
  }

  /** Finishes a running tournament after its round `round`; false when it was finished already. */
  async finish(tournamentID: string, round: number): Promise<boolean> {
    return (
      (await this.sql.run(
        "UPDATE tournaments SET state = 'finished' WHERE id = ? AND state = 'running' AND round = ?",
        [tournamentID, round],
      )) === 1
    );
  }

  /** The tournament's tables (of one round, or all), by round and table number. */
  async tables(tournamentID: string, round?: number): Promise<TournamentTable[]> {
    const rows = await this.sql.all<TableRow>(
      `SELECT ${TT_COLUMNS} FROM tournament_tables WHERE tournament_id = ?${round === undefined ? '' : ' AND round = ?'}
         ORDER BY round, table_no`,
      round === undefined ? [tournamentID] : [tournamentID, round],
    );
    return rows.map(tableOf);
  }

  /** Names the table's match, while it has none; answers the match the table has now. */
  async nameMatch(t: Pick<TournamentTable, 'tournamentID' | 'round' | 'table'>, matchID: string): Promise<string> {
    await this.sql.run(
      'UPDATE tournament_tables SET match_id = ? WHERE tournament_id = ? AND round = ? AND table_no = ? AND match_id IS NULL',
      [matchID, t.tournamentID, t.round, t.table],
    );
    const rows = await this.sql.all<{ match_id: string }>(
      'SELECT match_id FROM tournament_tables WHERE tournament_id = ? AND round = ? AND table_no = ?',
      [t.tournamentID, t.round, t.table],
    );
    return rows[0]!.match_id;
  }

  /** The table's match is made and its players seated. */
  /** Marks the table opened; answers whether this call did (not one before it). */
  async opened(t: Pick<TournamentTable, 'tournamentID' | 'round' | 'table'>, now: number): Promise<boolean> {
    const changed = await this.sql.run(
      'UPDATE tournament_tables SET opened_at = ? WHERE tournament_id = ? AND round = ? AND table_no = ? AND opened_at IS NULL',
      [now, t.tournamentID, t.round, t.table],
    );
    return changed === 1;
  }

  /** The table's no-shows were dealt with. */
  async settled(t: Pick<TournamentTable, 'tournamentID' | 'round' | 'table'>): Promise<void> {
    await this.sql.run(
      'UPDATE tournament_tables SET settled = 1 WHERE tournament_id = ? AND round = ? AND table_no = ?',
      [t.tournamentID, t.round, t.table],
    );
  }

  /** Writes the table's points, once: false when they were written already. */
  async score(t: Pick<TournamentTable, 'tournamentID' | 'round' | 'table'>, points: number[]): Promise<boolean> {
    const changed = await this.sql.run(
      'UPDATE tournament_tables SET points = ? WHERE tournament_id = ? AND round = ? AND table_no = ? AND points IS NULL',
      [JSON.stringify(points), t.tournamentID, t.round, t.table],
    );
    return changed === 1;
  }

  /**
   * The account's tables being played now, each with its tournament's name: tables of the current round of
   * running tournaments, opened, not over, where the account sits.
   */
  async playingNow(accountID: string): Promise<(TournamentTable & { name: string })[]> {
    const rows = await this.sql.all<TableRow & { name: string }>(
      `SELECT ${TT_COLUMNS.split(', ')
        .map((c) => `tt.${c}`)
        .join(', ')}, t.name
         FROM tournament_tables tt
         JOIN tournaments t ON t.id = tt.tournament_id AND t.round = tt.round
         JOIN tournament_players p ON p.tournament_id = t.id AND p.account_id = ?
         WHERE t.state = 'running' AND tt.points IS NULL AND tt.opened_at IS NOT NULL
         ORDER BY t.starts_at, t.id, tt.table_no`,
      [accountID],
    );
    return rows.map((r) => ({ ...tableOf(r), name: r.name })).filter((t) => t.seats.includes(accountID));
  }

  private async writeTables(tx: SqlStatements, tournamentID: string, round: number, tables: readonly string[][]) {
    for (const [i, seats] of tables.entries())
      await tx.run(
        `INSERT INTO tournament_tables (${TT_COLUMNS}) VALUES (?, ?, ?, ?, NULL, NULL, 0, ?)`,
        // A bye is over as it is written: its one seat has its point.
        [tournamentID, round, i + 1, JSON.stringify(seats), seats.length === 1 ? JSON.stringify([BYE_POINTS]) : null],
      );
  }

  /** Runs `work` in one transaction; false when it threw Lost (the conditional step was done by another). */
  private async inOne(work: (tx: SqlStatements) => Promise<void>): Promise<boolean> {
    try {
      await this.sql.transaction(work);
      return true;
    } catch (error) {
      if (error instanceof Lost) return false;
      throw error;
    }
  }
}
