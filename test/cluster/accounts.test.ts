/**
 * Accounts on a cluster (docs/security.md#accounts, docs/deploy.md#cluster): sessions, link codes and the
 * seats of accounts live in the shared PostgreSQL, so a player signs up and joins a match through one
 * process, signs a second device in with a link code through another, gets the seat's credentials there
 * and takes a turn over that process's socket, which the first process's sockets see. A link code made
 * through one process dies when its session is signed out through another (docs/security.md#link-codes).
 */
import type { Game } from 'boardgame.io';
import { GAMES } from '../../games/index';
import { clusterPerFile } from './support/cluster-per-file';
import { api, SeatClient, until, cookieOf, expectOk } from '../server/helpers';

const file = clusterPerFile({
  nodes: 2,
  clientDir: '/nonexistent',
  env: { LIMIT_READS_PER_MINUTE: '100000', LIMIT_SOCKET_PACKETS_PER_SECOND: '1000' },
});

const carcassonne = GAMES.find((g) => g.name === 'carcassonne') as Game;

describe('accounts on a cluster', () => {
  it('signs in through one process and plays the same seat through another', async () => {
    const [first, second] = file.cluster.nodes.map((node) => node.url) as [string, string];
    const name = `Cl${Date.now().toString(36)}`;
    const signedUp = expectOk(
      await api(first, '/account/sign-up', { name, password: 'correct horse battery' }),
      'sign-up',
    );
    const laptop = cookieOf(signedUp);
    const created = expectOk(await api(first, '/games/carcassonne/create', { numPlayers: 2 }), 'create');
    const matchID = created.body.matchID as string;
    const joined = expectOk(
      await api(first, `/games/carcassonne/${matchID}/join`, { playerID: '0', playerName: name }, { cookie: laptop }),
      'join',
    );
    const guest = expectOk(
      await api(second, `/games/carcassonne/${matchID}/join`, { playerID: '1', playerName: 'Guest' }),
      'guest join',
    );

    // A link code shown through the first process signs the phone in through the second.
    const code = expectOk(await api(first, '/account/link-code', {}, { cookie: laptop }), 'link code').body
      .code as string;
    const phone = cookieOf(expectOk(await api(second, '/account/link-code/sign-in', { code }), 'code sign-in'));
    const listed = expectOk(await api(second, '/account/matches', undefined, { cookie: phone }), 'matches');
    expect(listed.body.matches).toEqual([expect.objectContaining({ matchID, playerID: '0' })]);
    const seat = expectOk(await api(second, '/account/seat', { matchID }, { cookie: phone }), 'seat').body
      .seat as Record<string, unknown>;
    expect(seat).toMatchObject({ playerID: '0', credentials: joined.body.playerCredentials });

    const annPhone = new SeatClient(second, carcassonne, matchID, '0', seat.credentials as string);
    const other = new SeatClient(first, carcassonne, matchID, '1', guest.body.playerCredentials as string);
    file.sockets.push(annPhone, other);
    await annPhone.sync();
    await other.sync();
    // Seat 1 moves first if it is its turn; then seat 0 moves from the phone's process.
    while (annPhone.state!.ctx.currentPlayer !== '0') {
      const next = other.state!._stateID + 1;
      await other.play();
      await annPhone.reach(next);
    }
    const before = annPhone.state!._stateID;
    await annPhone.play();
    const seen = await other.reach(before + 1);
    expect(seen._stateID).toBe(before + 1);
    await until(() => other.state!._stateID === annPhone.state!._stateID, 'both processes at the same state');
  });

  it('ends a link code made through one process when its session is signed out through another', async () => {
    const [first, second] = file.cluster.nodes.map((node) => node.url) as [string, string];
    const name = `Lc${Date.now().toString(36)}`;
    const owner = cookieOf(
      expectOk(await api(first, '/account/sign-up', { name, password: 'correct horse battery' }), 'sign-up'),
    );
    const thief = cookieOf(
      expectOk(await api(second, '/account/sign-in', { name, password: 'correct horse battery' }), 'sign-in'),
    );
    const code = expectOk(await api(second, '/account/link-code', {}, { cookie: thief }), 'link code').body
      .code as string;
    expect(
      expectOk(await api(first, '/account/devices/sign-out-others', {}, { cookie: owner }), 'sign-out-others').body,
    ).toMatchObject({ signedOut: 1 });
    for (const node of [first, second])
      expect(await api(node, '/account/link-code/sign-in', { code })).toMatchObject({
        status: 401,
        body: { error: 'wrong or expired code' },
      });
  });
});
