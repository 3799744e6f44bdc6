/**
 * Quick play on a cluster (docs/quick-play.md#pairing, docs/deploy.md#cluster): two processes on the shared
 * PostgreSQL. A player presses *Play now*; the process that then holds the high-card fixture's pairer row is
 * killed with kill -9; a second player presses *Play now* on the other process, which takes the row over once
 * its lease runs out, and the two meet in one match: both tickets answer the same match, each with a seat of its own, and exactly one match
 * was made for them.
 */
import pg from 'pg';
import { highCardGame } from '../fixtures/high-card-game';
import { clusterPerFile } from './support/cluster-per-file';
import { api, expectOk } from '../server/helpers';

const file = clusterPerFile({
  nodes: 2,
  clientDir: '/nonexistent',
  entry: 'test/server/support/fixture-server.ts',
  env: { LIMIT_READS_PER_MINUTE: '100000' },
});

const GAME = highCardGame().name!;

interface Status {
  state: 'waiting' | 'opening' | 'matched';
  matchID?: string;
  playerID?: string;
}

describe('quick play on a cluster', () => {
  it('pairs a queue once, on the process left, when the one pairing it is killed', async () => {
    const urls = file.cluster.nodes.map((node) => node.url);
    const db = new pg.Client({ connectionString: file.cluster.databaseUrl });
    await db.connect();
    try {
      const join = async (url: string, name: string) =>
        expectOk(
          await api(url, `/quick-play/${GAME}/join`, {
            players: 2,
            rated: false,
            botAfterSeconds: null,
            playerName: name,
          }),
          'join',
        ).body.ticket as string;
      // Every process ticks every second; with someone waiting, one of them holds the game's row (its holder
      // begins with its pid).
      const holderPid = async () => {
        const { rows } = await db.query<{ holder: string; held_until: string }>(
          'SELECT holder, held_until FROM quick_play_pairers WHERE game_name = $1',
          [GAME],
        );
        return rows[0] && Number(rows[0].held_until) > Date.now() ? Number(rows[0].holder.split(':')[0]) : undefined;
      };
      const tickets = [await join(urls[0]!, 'Quinn')];
      let pid: number | undefined;
      for (let tries = 0; tries < 300 && pid === undefined; tries++) {
        pid = await holderPid();
        if (pid === undefined) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const killed = file.cluster.nodes.findIndex((node) => node.process.pid === pid);
      expect(killed).toBeGreaterThanOrEqual(0);
      await file.cluster.kill(killed);
      const survivor = urls[1 - killed]!;
      const survivorPid = file.cluster.nodes[1 - killed]!.process.pid;
      tickets.push(await join(survivor, 'Robin'));

      // The players keep asking (as the page does), which keeps them in the queue until they are matched.
      const statuses: Status[] = [];
      for (let tries = 0; tries < 60; tries++) {
        statuses.length = 0;
        for (const ticket of tickets)
          statuses.push(
            expectOk(await api(survivor, `/quick-play/${GAME}/status`, { ticket }), 'status').body as unknown as Status,
          );
        if (statuses.every((status) => status.state === 'matched')) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(statuses.map((status) => status.state)).toEqual(['matched', 'matched']);
      expect(statuses[0]!.matchID).toBe(statuses[1]!.matchID);
      expect(statuses.map((status) => status.playerID).sort()).toEqual(['0', '1']);
      expect(await holderPid()).toBe(survivorPid);
      const made = await db.query<{ n: string }>('SELECT COUNT(*) AS n FROM matches WHERE id = $1', [
        statuses[0]!.matchID,
      ]);
      expect(Number(made.rows[0]!.n)).toBe(1);
      const entries = await db.query<{ match_id: string }>(
        'SELECT DISTINCT match_id FROM quick_play_entries WHERE game_name = $1 AND match_id IS NOT NULL',
        [GAME],
      );
      expect(entries.rows.map((row) => row.match_id)).toEqual([statuses[0]!.matchID]);
    } finally {
      await db.end();
    }
  });
});
