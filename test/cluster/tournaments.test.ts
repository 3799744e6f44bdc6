/**
 * A tournament on a cluster (docs/tournaments.md#lifecycle, docs/deploy.md#cluster): two processes on the
 * shared PostgreSQL, a 4-player two-seat Swiss of 2 rounds of the high-card fixture. Once round 1 is
 * seated, the process that holds the tournament's lease is killed with kill -9 in the middle of the round;
 * the players play their tables through the other process, which takes the lease over, scores the tables,
 * seats round 2 and finishes the tournament. No table is made twice and none is lost: two tables a round,
 * each with one match of its own.
 */
import pg from 'pg';
import { highCardGame } from '../fixtures/high-card-game';
import { clusterPerFile } from './support/cluster-per-file';
import { api, SeatClient, until, cookieOf, expectOk } from '../server/helpers';

const file = clusterPerFile({
  nodes: 2,
  clientDir: '/nonexistent',
  entry: 'test/server/support/fixture-server.ts',
  env: { LIMIT_READS_PER_MINUTE: '100000', LIMIT_SOCKET_PACKETS_PER_SECOND: '1000' },
});

const game = highCardGame();
const GAME = game.name!;

interface TableRow {
  round: number;
  table_no: number;
  seats: string;
  match_id: string | null;
  opened_at: string | null;
  points: string | null;
}

describe('tournaments on a cluster', () => {
  it('runs a Swiss to its end when the process running it is killed mid-round, no table made twice or lost', async () => {
    const urls = file.cluster.nodes.map((node) => node.url);
    const db = new pg.Client({ connectionString: file.cluster.databaseUrl });
    await db.connect();
    try {
      const stamp = Date.now().toString(36);
      const people: { name: string; cookie: string; id?: string }[] = [];
      for (let i = 0; i < 4; i++) {
        const name = `T${i}${stamp}`;
        const answer = expectOk(
          await api(urls[i % 2]!, '/account/sign-up', { name, password: 'correct horse battery' }),
          'sign-up',
        );
        people.push({ name, cookie: cookieOf(answer), id: (answer.body.account as { id: string }).id });
      }
      const created = expectOk(
        await api(
          urls[0]!,
          '/tournaments',
          {
            name: 'Cluster Swiss',
            game: GAME,
            tableSize: 2,
            format: 'swiss',
            rounds: 2,
            rated: false,
            clock: 'move-120',
            startsAt: Date.now() + 120_000,
            checkInMinutes: 0,
            cap: 4,
          },
          { cookie: people[0]!.cookie },
        ),
        'create',
      );
      const id = created.body.id as string;
      for (const [i, p] of people.entries())
        expectOk(await api(urls[i % 2]!, `/tournaments/${id}/register`, {}, { cookie: p.cookie }), 'register');
      await db.query('UPDATE tournaments SET starts_at = $1 WHERE id = $2', [Date.now() - 1, id]);

      const tables = async (round: number) =>
        (
          await db.query<TableRow>(
            'SELECT round, table_no, seats, match_id, opened_at, points FROM tournament_tables WHERE tournament_id = $1 AND round = $2 ORDER BY table_no',
            [id, round],
          )
        ).rows;
      const seatedRound = async (round: number) => {
        for (let tries = 0; tries < 600; tries++) {
          const rows = await tables(round);
          if (rows.length === 2 && rows.every((r) => r.opened_at !== null)) return rows;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        throw new Error(`round ${round} not seated within a minute`);
      };
      const round1 = await seatedRound(1);

      // Kill the process that holds the tournament's lease (its holder begins with its pid), mid-round.
      const { rows } = await db.query<{ holder: string }>('SELECT holder FROM tournaments WHERE id = $1', [id]);
      const pid = Number(rows[0]!.holder.split(':')[0]);
      const killed = file.cluster.nodes.findIndex((node) => node.process.pid === pid);
      expect(killed).toBeGreaterThanOrEqual(0);
      await file.cluster.kill(killed);
      const survivor = urls[1 - killed]!;

      const byID = new Map(people.map((p) => [p.id!, p]));
      const playTable = async (row: TableRow) => {
        const seats = JSON.parse(row.seats) as string[];
        const clients: SeatClient[] = [];
        for (const account of seats) {
          const seat = expectOk(
            await api(survivor, '/account/seat', { matchID: row.match_id }, { cookie: byID.get(account)!.cookie }),
            'seat',
          ).body.seat as { playerID: string; credentials: string };
          const client = new SeatClient(survivor, game, row.match_id!, seat.playerID, seat.credentials);
          file.sockets.push(client);
          await client.sync();
          clients.push(client);
        }
        for (;;) {
          const state = await until(() => clients[0]!.state, 'a state');
          if (state.ctx.gameover !== undefined) break;
          const mover = clients.find((c) => c.playerID === String(state.ctx.currentPlayer))!;
          await mover.reach(state._stateID);
          await mover.play();
          for (const c of clients) await c.reach(state._stateID + 1);
        }
        for (const c of clients) c.close();
      };
      for (const row of round1) await playTable(row);
      const round2 = await seatedRound(2);
      for (const row of round2) await playTable(row);
      for (let tries = 0; tries < 600; tries++) {
        const state = (await db.query<{ state: string }>('SELECT state FROM tournaments WHERE id = $1', [id])).rows[0];
        if (state!.state === 'finished') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }

      const all = (
        await db.query<TableRow>(
          'SELECT round, table_no, seats, match_id, opened_at, points FROM tournament_tables WHERE tournament_id = $1 ORDER BY round, table_no',
          [id],
        )
      ).rows;
      expect(all.map((r) => [r.round, r.table_no])).toEqual([
        [1, 1],
        [1, 2],
        [2, 1],
        [2, 2],
      ]);
      // Round 1's matches are the ones named before the kill; every table has one match of its own.
      expect(all.slice(0, 2).map((r) => r.match_id)).toEqual(round1.map((r) => r.match_id));
      const matchIDs = all.map((r) => r.match_id!);
      expect(new Set(matchIDs).size).toBe(4);
      const made = await db.query<{ n: string }>('SELECT COUNT(*) AS n FROM matches WHERE id = ANY($1)', [matchIDs]);
      expect(Number(made.rows[0]!.n)).toBe(4);
      // Each player once a round; each table's points written (a point a table).
      for (const round of [1, 2]) {
        const seated = all.filter((r) => r.round === round).flatMap((r) => JSON.parse(r.seats) as string[]);
        expect(seated.sort()).toEqual(people.map((p) => p.id!).sort());
      }
      for (const r of all) {
        const points = JSON.parse(r.points!) as number[];
        expect(points.reduce((x, y) => x + y, 0)).toBe(1);
      }
      const finished = (await api(survivor, `/tournaments/${id}`)).body as {
        tournament: { state: string; round: number };
        standings: { score: number }[];
      };
      expect(finished.tournament).toMatchObject({ state: 'finished', round: 2 });
      expect(finished.standings.map((s) => s.score).reduce((x, y) => x + y, 0)).toBe(4);
    } finally {
      await db.end();
    }
  });
});
