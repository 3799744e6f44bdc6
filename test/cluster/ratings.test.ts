/**
 * Ratings on a cluster (docs/ratings.md#once, docs/deploy.md#cluster): two processes on the shared
 * PostgreSQL serve a rated match of the high-card fixture between two accounts; the mover's every move,
 * the last one too, is sent through both processes at once, so the two race the match's end. The match is
 * rated exactly once, with openskill's numbers, and both processes serve the same leaderboard.
 *
 * Issue 50: a rated table's options are fixed from its start through either process (409), and an account
 * beating two seats of the random bot, its seats and the bots served by two processes, is rated once
 * against one opponent, the bot level once (docs/ratings.md#how).
 */
import pg from 'pg';
import { rate, rating } from 'openskill';
import { highCardGame } from '../fixtures/high-card-game';
import { clusterPerFile } from './support/cluster-per-file';
import { api, SeatClient, until, cookieOf, expectOk } from '../server/helpers';
import { seedFrom } from '../../server/ratings/bot-identities';
import { gameRanks } from '../../server/ratings/rate-match';
import { displayRating } from '../../server/ratings/rating-scale';

const file = clusterPerFile({
  nodes: 2,
  clientDir: '/nonexistent',
  entry: 'test/server/support/fixture-server.ts',
  env: { LIMIT_READS_PER_MINUTE: '100000', LIMIT_SOCKET_PACKETS_PER_SECOND: '1000' },
});

const game = highCardGame();
const GAME = game.name!;

describe('ratings on a cluster', () => {
  it('rates a match once when two processes race its end, and serves one leaderboard', async () => {
    const [first, second] = file.cluster.nodes.map((node) => node.url) as [string, string];
    const stamp = Date.now().toString(36);
    const signUp = async (url: string, name: string) =>
      cookieOf(expectOk(await api(url, '/account/sign-up', { name, password: 'correct horse battery' }), 'sign-up'));
    const ann = { name: `Ann${stamp}`, cookie: await signUp(first, `Ann${stamp}`) };
    const bob = { name: `Bob${stamp}`, cookie: await signUp(second, `Bob${stamp}`) };
    const created = expectOk(await api(first, `/games/${GAME}/create`, { numPlayers: 2 }), 'create');
    const matchID = created.body.matchID as string;
    const join = async (url: string, playerID: string, cookie: string) =>
      expectOk(
        await api(url, `/games/${GAME}/${matchID}/join`, { playerID, playerName: `P${playerID}` }, { cookie }),
        'join',
      ).body.playerCredentials as string;
    const annCredentials = await join(first, '0', ann.cookie);
    expectOk(
      await api(
        first,
        '/ratings/rated',
        { gameName: GAME, matchID, playerID: '0', credentials: annCredentials },
        { cookie: ann.cookie },
      ),
      'rated',
    );
    const bobCredentials = await join(second, '1', bob.cookie);

    // Each seat has a socket through each process.
    const seats = [annCredentials, bobCredentials].map((credentials, seat) =>
      [first, second].map((url) => new SeatClient(url, game, matchID, String(seat), credentials)),
    );
    const all = seats.flat();
    file.sockets.push(...all);
    for (const socket of all) await socket.sync();
    for (;;) {
      const state = await until(() => all[0]!.state, 'a state');
      if (state.ctx.gameover !== undefined) break;
      const [viaFirst, viaSecond] = seats[Number(state.ctx.currentPlayer)]!;
      await viaFirst!.reach(state._stateID);
      await viaSecond!.reach(state._stateID);
      const { move, args } = viaFirst!.legalMove();
      // The same move at the same state through both processes at once: one commits, the other is refused.
      viaFirst!.move(move, args);
      viaSecond!.move(move, args);
      for (const socket of all) await socket.reach(state._stateID + 1);
    }
    const final = await until(() => all.every((s) => s.state?.ctx.gameover !== undefined) && all[0]!.state, 'the end');

    // Exactly once, in the shared database.
    const db = new pg.Client({ connectionString: file.cluster.databaseUrl });
    await db.connect();
    try {
      const claims = await db.query('SELECT count(*)::int AS n FROM rated_matches WHERE match_id = $1', [matchID]);
      expect(claims.rows[0].n).toBe(1);
      const results = await db.query('SELECT identity FROM rated_results WHERE match_id = $1', [matchID]);
      expect(results.rowCount).toBe(2);
      const games = await db.query(
        'SELECT games FROM ratings WHERE game_name = $1 AND identity = ANY($2) ORDER BY identity',
        [GAME, results.rows.map((r: { identity: string }) => r.identity)],
      );
      expect(games.rows.map((r: { games: number }) => Number(r.games))).toEqual([1, 1]);
    } finally {
      await db.end();
    }

    // openskill's numbers, the same through both processes, and one leaderboard.
    const ranks = gameRanks(final.ctx.gameover as { winners: string[]; scores: number[] }, ['0', '1']);
    const expected = rate([[rating()], [rating()]], { rank: [ranks.get('0')!, ranks.get('1')!] });
    const changes = await Promise.all(
      [first, second].map(async (url) => expectOk(await api(url, `/ratings/${GAME}/matches/${matchID}`), 'changes')),
    );
    for (const answer of changes) {
      expect(answer.body.rated).toBe(true);
      expect((answer.body.seats as { after: number }[]).map((s) => s.after)).toEqual(
        expected.map(([r]) => displayRating(r!)),
      );
    }
    const boards = await Promise.all(
      [first, second].map(async (url) => expectOk(await api(url, `/ratings/${GAME}/leaderboard?min=1`), 'leaderboard')),
    );
    expect(boards[1]!.body).toEqual(boards[0]!.body);
    const names = (boards[0]!.body.entries as { who: { name?: string } }[]).map((e) => e.who.name);
    expect(names).toEqual(expect.arrayContaining([ann.name, bob.name]));
  });

  it('keeps a rated table’s options from the start and rates a bot level in two seats once', async () => {
    const [first, second] = file.cluster.nodes.map((node) => node.url) as [string, string];
    const name = `Cy${Date.now().toString(36)}`;
    const cookie = cookieOf(
      expectOk(await api(second, '/account/sign-up', { name, password: 'correct horse battery' }), 'sign-up'),
    );
    const matchID = expectOk(await api(first, `/games/${GAME}/create`, { numPlayers: 3 }), 'create').body
      .matchID as string;
    const credentials = expectOk(
      await api(first, `/games/${GAME}/${matchID}/join`, { playerID: '0', playerName: 'Cy' }, { cookie }),
      'join',
    ).body.playerCredentials as string;
    const options = { playerID: '0', credentials, clock: { mode: 'move', moveSeconds: 300 }, takeoverLevel: 'random' };
    expectOk(await api(second, `/games/${GAME}/${matchID}/table`, options), 'table');
    expectOk(
      await api(first, '/ratings/rated', { gameName: GAME, matchID, playerID: '0', credentials }, { cookie }),
      'rated',
    );
    const db = new pg.Client({ connectionString: file.cluster.databaseUrl });
    await db.connect();
    try {
      // The random bot's skill so far (earlier runs on this database may have rated it).
      const held = await db.query('SELECT mu, sigma, games FROM ratings WHERE identity = $1 AND game_name = $2', [
        'bot:random',
        GAME,
      ]);
      const row = held.rows[0] as { mu: number; sigma: number; games: number } | undefined;
      const botBefore = row ? { mu: Number(row.mu), sigma: Number(row.sigma) } : seedFrom({})('bot:random', GAME);
      const gamesBefore = Number(row?.games ?? 0);
      // Two random bots, one through each process: the game starts.
      for (const [url, seat] of [
        [first, '1'],
        [second, '2'],
      ] as const)
        expectOk(
          await api(url, `/games/${GAME}/${matchID}/bots`, { playerID: '0', credentials, seat, level: 'random' }),
          'bot',
        );
      // Started: neither process lets the creator change the options (a 2 s clock would hand the bots' turns
      // to random stand-ins; the same options again would restart the creator's own clock).
      for (const url of [first, second])
        for (const change of [{ ...options, clock: { mode: 'move', moveSeconds: 2 } }, options]) {
          const refused = await api(url, `/games/${GAME}/${matchID}/table`, change);
          expect(refused).toMatchObject({ status: 409, body: { error: expect.stringMatching(/rated table keeps/) } });
        }

      // Cy plays to the end through both processes, one socket each.
      const sockets = [first, second].map((url) => new SeatClient(url, game, matchID, '0', credentials));
      file.sockets.push(...sockets);
      for (const socket of sockets) await socket.sync();
      for (let turn = 0; ; turn++) {
        const state = await until(() => sockets[turn % 2]!.state, 'a state', 30_000);
        if (state.ctx.gameover !== undefined) break;
        if (state.ctx.currentPlayer === '0') await sockets[turn % 2]!.play();
        else await sockets[turn % 2]!.reach(state._stateID + 1, 30_000);
      }
      const final = sockets.find((s) => s.state?.ctx.gameover !== undefined)!.state!;
      // One result per competitor: Cy and the random bot, from its better-placed seat.
      const results = await db.query(
        'SELECT seat, identity, rank FROM rated_results WHERE match_id = $1 ORDER BY seat',
        [matchID],
      );
      const ranks = gameRanks(final.ctx.gameover as { winners: string[]; scores: number[] }, ['0', '1', '2']);
      const botSeat = ranks.get('1')! <= ranks.get('2')! ? '1' : '2';
      expect(results.rows.map((r: { seat: string; identity: string }) => [r.seat, r.identity])).toEqual([
        ['0', expect.stringMatching(/^account:/)],
        [botSeat, 'bot:random'],
      ]);
      const [mine, bot] = rate([[rating()], [rating(botBefore)]], { rank: [ranks.get('0')!, ranks.get(botSeat)!] });
      const after = await db.query(
        'SELECT identity, mu, sigma, games FROM ratings WHERE game_name = $1 AND identity = ANY($2) ORDER BY identity',
        [GAME, results.rows.map((r: { identity: string }) => r.identity)],
      );
      expect(
        after.rows.map((r: { mu: number; sigma: number; games: number }) => [r.mu, r.sigma, Number(r.games)]),
      ).toEqual([
        [mine![0]!.mu, mine![0]!.sigma, 1],
        [bot![0]!.mu, bot![0]!.sigma, gamesBefore + 1],
      ]);
    } finally {
      await db.end();
    }
  });
});
