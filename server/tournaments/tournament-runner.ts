/**
 * The loop that runs tournaments (docs/tournaments.md#lifecycle). Every process runs it, and on each tick
 * it takes or renews the lease of each tournament that has work (tournament-store.ts takeLease): only the
 * holder acts on that tournament, and another process takes over within LEASE_MS of its death. At the start
 * time the holder closes registration (with a check-in window, who did not check in is dropped; with too
 * few players the tournament is cancelled), seeds the players by rating and writes round 1's tables with
 * the start, in one transaction. Then, on each tick: every table of the round without its match gets one
 * (named on the table's row first, then made, then seated: each step done once, so a process killed
 * anywhere leaves a table the next holder finishes opening, never a second match), and when its row is
 * marked opened its players are told (`notify`: push and mail, at most once); a seat not taken within
 * SEAT_GRACE_MS of the opening goes to a bot (seated-match.ts), as does the seat of a player who withdrew;
 * a finished match's points are written once (tournament-rounds.ts); and when every table of the round has
 * its points, the next round is paired and written with the round's step, or after the last round (or when
 * the players left cannot fill the game's tables) the tournament finishes. The elimination formats move by
 * their bracket instead (elimination-rounds.ts): a match's next game is a new table of the round as soon as
 * its last game ends, the next round starts when every match of the round is decided, and a game with a
 * withdrawn player is a walkover. A restart in the middle of a round resumes it from the database.
 */
import { leaseHolder, TickLoop } from '../cluster/tick-loop';
import type { Game } from 'boardgame.io';
import { newMatch } from '../lobby/new-match';
import { newCredentials, newMatchID } from '../lobby/lobby-routes';
import { QUICK_CLOCKS, type QuickClock } from './quick-play-clocks';
import { forfeitNoShows, forfeitSeat, playedBy, seatMatch, type SeatDeps, type StandInDeps } from './seated-match';
import { bracketOf, bracketRounds, fitGroups, progressOf, walkover } from './elimination-rounds';
import { enoughFor, gamesOf, pairNext, tablePoints } from './tournament-rounds';
import {
  IN_STATES,
  isElimination,
  type Registration,
  type Tournament,
  type TournamentStore,
  type TournamentTable,
} from './tournament-store';

/** How long the holder's lease lasts without renewal. */
export const LEASE_MS = 10_000;
/** How often each process ticks. */
export const TICK_MS = 2000;
/** How long a seated player may take to come to a real-time table before a bot takes the seat. */
export const SEAT_GRACE_MS = 5 * 60_000;
/** The level of the bots that take forfeited seats. */
export const STAND_IN_LEVEL = 'medium';

export interface RunnerDeps extends SeatDeps {
  store: TournamentStore;
  games: readonly Game[];
  table: SeatDeps['table'] & StandInDeps['table'];
  /** An account's shown rating in a game, to seed by (absent without ratings: registration's rating). */
  ratingOf?: (accountID: string, gameName: string) => Promise<number>;
  /**
   * Tells a player their table is open (push and mail, server/app.ts): called once per seat when the row is
   * marked opened, so at most once even when a process dies while it opens the table.
   */
  notify?: (notice: TableNotice) => void;
  /** This process, as the lease names its holder (default: its pid and a random id, for operators to read). */
  holder?: string;
}

/** A round's table opened with the account seated at it (docs/tournaments.md#rounds). */
export interface TableNotice {
  accountID: string;
  tournamentID: string;
  tournamentName: string;
  gameName: string;
  matchID: string;
  round: number;
  /** The account's seat at the table. */
  seat: string;
}

export class TournamentRunner {
  private readonly loop = new TickLoop(() => this.tick(), '[tournaments] tick');
  private readonly holder: string;

  constructor(private readonly deps: RunnerDeps) {
    this.holder = deps.holder ?? leaseHolder();
  }

  start(everyMs = TICK_MS): void {
    this.loop.start(everyMs);
  }

  /** Stops ticking and gives the leases up, so another process runs the tournaments at once. */
  async stop(): Promise<void> {
    await this.loop.stop();
    await this.deps.store.releaseLeases(this.holder).catch(() => undefined);
  }

  /** One round of the loop; answers the ids of the tournaments this process acted on. */
  async tick(now = Date.now()): Promise<string[]> {
    const { store } = this.deps;
    const acted: string[] = [];
    for (const id of await store.due(
      now,
      this.deps.games.map((g) => g.name as string),
    )) {
      if (!(await store.takeLease(id, this.holder, now, LEASE_MS))) continue;
      acted.push(id);
      try {
        await this.step(id, now);
      } catch (error) {
        console.error(`[tournaments] tournament ${id}:`, (error as Error).message);
      }
    }
    return acted;
  }

  private async step(id: string, now: number): Promise<void> {
    const { store } = this.deps;
    const t = await store.get(id);
    if (!t) return;
    const game = this.deps.games.find((g) => g.name === t.gameName);
    if (!game) {
      if (t.state === 'upcoming') await store.cancel(id);
      return;
    }
    if (t.state === 'upcoming' && !(await this.begin(t, game))) return;
    // A round that ends in this tick is followed by the next one's opening, in the same tick.
    for (let rounds = 0; rounds < 2; rounds++) {
      const current = await store.get(id);
      if (current?.state !== 'running' || !(await this.play(current, game, now))) return;
    }
  }

  /** Closes registration and starts round 1, or cancels; answers whether the tournament runs. */
  private async begin(t: Tournament, game: Game): Promise<boolean> {
    const { store } = this.deps;
    const registered = (await store.players(t.id)).filter((p) => IN_STATES.includes(p.state));
    const plays = (p: Registration) => t.checkInMinutes === 0 || p.state === 'checked-in';
    const playing = registered.filter(plays);
    const least = game.minPlayers ?? 2;
    if (!enoughFor(t.format, playing.length, t.tableSize, least)) {
      await store.cancel(t.id);
      return false;
    }
    const rated = await Promise.all(
      playing.map(async (p) => ({
        p,
        rating: this.deps.ratingOf ? await this.deps.ratingOf(p.accountID, t.gameName) : p.rating,
      })),
    );
    rated.sort((a, b) => b.rating - a.rating || a.p.registeredAt - b.p.registeredAt);
    const seeded = rated.map(({ p, rating }) => ({ accountID: p.accountID, rating }));
    const dropped = registered.filter((p) => !plays(p)).map((p) => p.accountID);
    if (isElimination(t.format)) {
      // The bracket drawn from the seeds: round 1's first games, its rounds and groups stored with the start.
      const ids = seeded.map((s) => s.accountID);
      const groups = t.groups && fitGroups(ids.length, t.groups);
      const bracket = bracketOf({ ...t, groups }, ids, []);
      await store.start(t.id, seeded, dropped, bracket.state.next, { rounds: bracketRounds(bracket), groups });
      return true;
    }
    const tables = await pairNext(
      t.format,
      t.tableSize,
      seeded.map((s) => s.accountID),
      [],
      least,
    );
    await store.start(t.id, seeded, dropped, tables);
    return true;
  }

  /**
   * Opens, watches and scores the current round's tables; when all are over, pairs the next round or
   * finishes. Answers whether a new round was written (to be opened at once).
   */
  private async play(t: Tournament, game: Game, now: number): Promise<boolean> {
    const { store } = this.deps;
    const players = await store.players(t.id);
    const names = new Map(players.map((p) => [p.accountID, p.playerName]));
    const out = new Set(players.filter((p) => p.state === 'withdrawn').map((p) => p.accountID));
    const tables = await store.tables(t.id, t.round);
    for (const table of tables) {
      if (table.points !== null) continue;
      const walkedOver = isElimination(t.format) && table.matchID === null ? walkover(table.seats, out) : null;
      if (walkedOver) {
        await store.score(table, walkedOver);
        table.points = walkedOver;
        continue;
      }
      const opened = table.openedAt !== null ? table : await this.open(t, game, table, names, now);
      const matchID = opened.matchID!;
      const { metadata } = await this.deps.db.fetch(matchID, { metadata: true });
      if (!metadata) continue;
      if (metadata.gameover !== undefined && metadata.gameover !== null) {
        const points = tablePoints(t.format, t.placement, metadata);
        await store.score(opened, points);
        table.points = points;
        continue;
      }
      for (const [seat, player] of opened.seats.entries())
        if (out.has(player) && playedBy(metadata, String(seat)))
          await forfeitSeat(this.deps, t.gameName, matchID, String(seat));
      if (!opened.settled && opened.openedAt! + SEAT_GRACE_MS <= now) {
        await forfeitNoShows(
          this.deps,
          t.gameName,
          matchID,
          opened.seats.map((_, seat) => String(seat)),
        );
        await store.settled(opened);
      }
    }
    if (isElimination(t.format)) return this.advance(t, players, tables);
    if (tables.some((table) => table.points === null)) return false;
    const active = players.filter((p) => p.state === 'checked-in').map((p) => p.accountID);
    const least = game.minPlayers ?? 2;
    const games = gamesOf(await store.tables(t.id));
    if (t.round >= t.rounds || !enoughFor(t.format, active.length, t.tableSize, least)) {
      await store.finish(t.id, t.round);
      return false;
    }
    return store.nextRound(t.id, t.round, await pairNext(t.format, t.tableSize, active, games, least));
  }

  /**
   * Moves an elimination format on (docs/tournaments.md#elimination-rounds): a match whose last game ended
   * gets its next game as a new table of the round; when every match of the round is decided, the next round
   * is written with its first games; when the bracket has its champion, the tournament finishes. Answers
   * whether tables were written (to be opened at once).
   */
  private async advance(t: Tournament, players: Registration[], tables: TournamentTable[]): Promise<boolean> {
    const { store } = this.deps;
    const seeded = players.filter((p) => p.seed !== null).map((p) => p.accountID);
    const progress = progressOf(bracketOf(t, seeded, gamesOf(await store.tables(t.id))));
    if (progress.finished) {
      await store.finish(t.id, t.round);
      return false;
    }
    if (progress.round! > t.round) return store.nextRound(t.id, t.round, progress.next);
    const playing = new Set(tables.filter((x) => x.points === null).map((x) => x.seats.join('|')));
    const fresh = progress.next.filter((pair) => !playing.has(pair.join('|')));
    if (fresh.length === 0) return false;
    await store.addTables(t.id, t.round, fresh);
    return true;
  }

  /**
   * Opens a table's match: its id named on the row first (or the one named before), the match made if it
   * is not there yet, then seated once, then the row marked opened. Answers the table as it is now.
   */
  private async open(
    t: Tournament,
    game: Game,
    table: TournamentTable,
    names: Map<string, string>,
    now: number,
  ): Promise<TournamentTable> {
    const { db, store } = this.deps;
    const matchID = table.matchID ?? (await store.nameMatch(table, newMatchID()));
    const { metadata } = await db.fetch(matchID, { metadata: true });
    if (!metadata) {
      const created = newMatch({
        game,
        numPlayers: table.seats.length,
        setupData: t.setupData,
        unlisted: true,
      });
      if ('setupDataError' in created) throw new Error(`the match options: ${String(created.setupDataError)}`);
      await db.createMatch(matchID, created);
    }
    await seatMatch(
      this.deps,
      {
        game,
        matchID,
        sitters: table.seats.map((accountID) => ({
          name: names.get(accountID) ?? accountID,
          accountID,
          credentials: newCredentials(),
        })),
        clock: QUICK_CLOCKS[t.clock as QuickClock] ?? QUICK_CLOCKS['move-120'],
        rated: t.rated,
        botLevel: STAND_IN_LEVEL,
        graceSeconds: SEAT_GRACE_MS / 1000,
      },
      now,
    );
    if (await store.opened(table, now))
      for (const [seat, accountID] of table.seats.entries())
        this.deps.notify?.({
          accountID,
          tournamentID: t.id,
          tournamentName: t.name,
          gameName: t.gameName,
          matchID,
          round: t.round,
          seat: String(seat),
        });
    return { ...table, matchID, openedAt: table.openedAt ?? now };
  }
}
