/**
 * The loop that pairs quick play's queues (docs/quick-play.md#pairing). Every process runs it, and on each
 * tick it first takes or renews each game's pairer row (quick-play-store.ts takePairer): only the row's
 * holder pairs that game, so one process pairs a queue, whatever the number of processes, and another takes over within LEASE_MS of its
 * death (a row per game: the games' queues may be paired by different processes). The holder drops the entries whose player stopped asking, deals with the matches opened a minute
 * ago (a claim whose process died before the match was made puts its players back in the queue; a player
 * of a real-time match who never came loses the seat to a bot, as a player who leaves does, so a rated
 * no-show ranks last: docs/ratings.md), then pairs each game's queues (quick-play-match.ts) and opens the
 * matches (quick-play-open.ts). Even a stolen hold makes no match twice: each match claims its entries.
 */
import type { Game } from 'boardgame.io';
import { leaseHolder, TickLoop } from '../cluster/tick-loop';
import { QUICK_CLOCKS, type QuickClock } from './quick-play-clocks';
import { botLevelFor, pairQueues, type QuickTable } from './quick-play-match';
import { ARRIVAL_MS, openQuickMatch, type OpenDeps } from './quick-play-open';
import type { Entry } from './quick-play-store';
import { forfeitNoShows } from './seated-match';
import { groupBy } from '../../games/shared/group-by';

/** How long the pairer's hold lasts without renewal. */
export const LEASE_MS = 10_000;
/** A waiting player who has not asked for the queue's status this long has left (closed the tab). */
export const UNSEEN_MS = 30_000;
/** How often each process ticks. */
export const TICK_MS = 1000;

export interface PairerDeps extends OpenDeps {
  games: readonly Game[];
  table: OpenDeps['table'] & Pick<import('../table/table-service').TableService, 'leaveChange' | 'stoodIn'>;
  /** The bot levels' ratings in a game (the ratings' ladder), for a casual table filled with bots. */
  botLevels(gameName: string): { level: string; rating: number }[];
  /** This process, as the pairer's row names its holder (default: its pid and a random id, for operators to read). */
  holder?: string;
}

export class QuickPlayPairer {
  private readonly loop = new TickLoop(() => this.tick(), '[quick play] pairing');
  private readonly holder: string;

  constructor(private readonly deps: PairerDeps) {
    this.holder = deps.holder ?? leaseHolder();
  }

  start(everyMs = TICK_MS): void {
    this.loop.start(everyMs);
  }

  /** Stops ticking and gives the pairer's row up, so another process pairs at once. */
  async stop(): Promise<void> {
    await this.loop.stop();
    await this.deps.store.releasePairer(this.holder).catch(() => undefined);
  }

  /** One round of the loop; answers how many matches it opened (0 when another process holds the row). */
  async tick(now = Date.now()): Promise<number> {
    const { store } = this.deps;
    // Idle queues cost one read a tick and no write (a write is a commit on disk for SQLite).
    if (!(await store.anyEntries(this.deps.games.map((g) => g.name as string)))) return 0;
    const held: string[] = [];
    for (const game of this.deps.games)
      if (await store.takePairer(game.name as string, this.holder, now, LEASE_MS)) held.push(game.name as string);
    if (held.length === 0) return 0;
    await store.dropUnseen(now - UNSEEN_MS, held);
    await this.settle(now, held);
    const waiting = await store.waiting(held);
    const blocks = await store.blocksAmong([...new Set(waiting.flatMap((e) => (e.accountID ? [e.accountID] : [])))]);
    const blocked = (a: string, b: string) => blocks.has(`${a}|${b}`) || blocks.has(`${b}|${a}`);
    let opened = 0;
    for (const game of this.deps.games) {
      const gameName = game.name as string;
      if (!held.includes(gameName)) continue;
      const mine = waiting.filter((e) => e.gameName === gameName);
      const counts = playerCounts(game);
      if (mine.length === 0 || counts.length === 0) continue;
      const byID = new Map(mine.map((e) => [e.id, e]));
      // One queue's matching at a time, the event loop free between them (docs/performance.md#stalls).
      for (const queue of groupBy(mine, (e) => e.queueKey).values()) {
        await new Promise((resolve) => setImmediate(resolve));
        for (const table of pairQueues({ waiting: queue, counts, now, blocked }))
          if (await this.open(game, table, byID, now)) opened++;
      }
    }
    return opened;
  }

  private async open(game: Game, table: QuickTable, byID: Map<string, Entry>, now: number): Promise<boolean> {
    const entries = table.ids.map((id) => byID.get(id)!);
    const first = entries[0]!;
    const clock = QUICK_CLOCKS[first.clock as QuickClock] ?? QUICK_CLOCKS['move-120'];
    const levels = this.deps.botLevels(game.name as string);
    const mean = entries.reduce((sum, e) => sum + e.rating, 0) / entries.length;
    try {
      const matchID = await openQuickMatch(
        this.deps,
        {
          game,
          entries,
          players: table.players,
          bots: table.bots,
          botLevel: botLevelFor(mean, levels) ?? 'medium',
          clock,
          rated: first.rated,
        },
        now,
      );
      return matchID !== undefined;
    } catch (error) {
      console.error('[quick play] opening a match:', (error as Error).message);
      return false;
    }
  }

  /** The matches opened ARRIVAL_MS ago: their unmade claims go back to the queue, their no-shows lose the seat. */
  private async settle(now: number, gameNames: string[]): Promise<void> {
    const { store, db } = this.deps;
    const byMatch = groupBy(await store.matchedBy(now - ARRIVAL_MS, gameNames), (e) => e.matchID!);
    for (const [matchID, entries] of byMatch) {
      if (entries.some((e) => e.credentials === null)) {
        await db.wipe(matchID).catch(() => undefined);
        await store.release(matchID);
        continue;
      }
      await forfeitNoShows(
        this.deps,
        entries[0]!.gameName,
        matchID,
        entries.map((e) => e.seat!),
      );
      await store.forget(matchID);
    }
  }
}

/** The player counts a game allows (boardgame.io's minPlayers to maxPlayers). */
export function playerCounts(game: Game): number[] {
  const least = game.minPlayers ?? 2;
  return Array.from({ length: Math.max(0, (game.maxPlayers ?? least) - least + 1) }, (_, i) => least + i);
}
