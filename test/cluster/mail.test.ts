/**
 * E-mail on a cluster (docs/security.md#email, docs/deploy.md#cluster): two server processes on one
 * PostgreSQL and Redis both poll the mail outbox, and a real SMTP server on loopback
 * (test/support/mail-sink.ts) receives what they send. An account adds its address through one process and
 * verifies it through the other; a guest's move through the first makes it the account's turn, and the turn
 * mail goes exactly once, whichever process claims it, with its link on SITE_URL and no seat credentials.
 * Two matches whose turns come through different processes a moment apart go as one digest, once.
 */
import type { Game } from 'boardgame.io';
import pg from 'pg';
import { GAMES } from '../../games/index';
import { MailSink } from '../support/mail-sink';
import { clusterPerFile } from './support/cluster-per-file';
import { api, SeatClient, cookieOf, expectOk } from '../server/helpers';

const SITE = 'https://games.example';
const TURN_DELAY_SECONDS = 15;
const sink = new MailSink();
beforeAll(() => sink.start());
afterAll(() => sink.stop());

// The sink's port is known once it listens: the environment reads it when the cluster starts.
const env: Record<string, string> = {
  MAIL_FROM: 'Games <games@example.test>',
  SITE_URL: SITE,
  // A turn mail waits this long: both turns of the digest's case come within it.
  MAIL_TURN_DELAY_SECONDS: String(TURN_DELAY_SECONDS),
  LIMIT_READS_PER_MINUTE: '100000',
  LIMIT_SOCKET_PACKETS_PER_SECOND: '1000',
};
const file = clusterPerFile({
  nodes: 2,
  clientDir: '/nonexistent',
  get env() {
    return { ...env, SMTP_URL: sink.url };
  },
});

const carcassonne = GAMES.find((g) => g.name === 'carcassonne') as Game;

async function outboxRows(accountID: string) {
  const client = new pg.Client({ connectionString: file.cluster.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'SELECT kind, sent_at FROM mail_outbox WHERE account_id = $1 ORDER BY created_at',
      [accountID],
    );
    return rows.map((r: { kind: string; sent_at: string | null }) => ({ kind: r.kind, sent: r.sent_at !== null }));
  } finally {
    await client.end();
  }
}

/** An account with a verified address: added through the first process, its link opened through the second. */
async function accountWithAddress(first: string, second: string) {
  const name = `Ml${Date.now().toString(36)}`;
  const signedUp = expectOk(
    await api(first, '/account/sign-up', { name, password: 'correct horse battery' }),
    'sign-up',
  );
  const cookie = cookieOf(signedUp);
  const accountID = (signedUp.body.account as { id: string }).id;
  const address = `${name.toLowerCase()}@example.test`;
  expectOk(await api(first, '/account/mail/address', { address, language: 'en' }, { cookie }), 'address');
  const verification = await sink.waitFor(address);
  const token = /\/mail\/verify\/([\w-]+)/.exec(verification.mail.text ?? '')![1]!;
  expect((await api(second, `/mail/verify/${token}`)).status).toBe(303);
  return { name, cookie, accountID, address };
}

/**
 * A match made through `node` with the guest Gus at seat 0 and the account at seat 1: Gus plays his turn
 * through `node`, and the account's turn comes. Answers the match and both seats' credentials.
 */
async function turnComes(node: string, other: string, account: { name: string; cookie: string }) {
  const matchID = expectOk(await api(node, '/games/carcassonne/create', { numPlayers: 2 }), 'create').body
    .matchID as string;
  const guest = expectOk(
    await api(node, `/games/carcassonne/${matchID}/join`, { playerID: '0', playerName: 'Gus' }),
    'guest join',
  ).body.playerCredentials as string;
  const mine = expectOk(
    await api(
      other,
      `/games/carcassonne/${matchID}/join`,
      { playerID: '1', playerName: account.name },
      { cookie: account.cookie },
    ),
    'join',
  ).body.playerCredentials as string;
  const seat = new SeatClient(node, carcassonne, matchID, '0', guest);
  file.sockets.push(seat);
  await seat.sync();
  while (seat.state!.ctx.currentPlayer === '0') await seat.play();
  return { matchID, guest, mine };
}

/** Both processes poll every 5 s: three more polls each, after which nothing more may come. */
const pollsGoBy = () => new Promise((resolve) => setTimeout(resolve, 16_000));

describe('e-mail on a cluster', () => {
  it('sends a turn mail exactly once with two processes polling the outbox', async () => {
    const [first, second] = file.cluster.nodes.map((node) => node.url) as [string, string];
    const account = await accountWithAddress(first, second);
    // The guest at seat 0 plays its turn through the first process: the account's turn at seat 1 comes.
    const { matchID, guest, mine } = await turnComes(first, second, account);

    const turn = await sink.waitFor(account.address, 1, (TURN_DELAY_SECONDS + 30) * 1000);
    expect(turn.mail.subject).toBe('Your turn in Carcassonne');
    expect(turn.mail.text).toContain(
      `It is your turn in Carcassonne with Gus.\nOpen the match: ${SITE}/match/carcassonne/${matchID}?signin\n`,
    );
    expect(turn.raw).not.toContain(mine);
    expect(turn.raw).not.toContain(guest);
    await pollsGoBy();
    expect(sink.to(account.address).map((r) => r.mail.subject)).toEqual([
      'Confirm your e-mail address',
      'Your turn in Carcassonne',
    ]);
    expect(await outboxRows(account.accountID)).toEqual([
      { kind: 'verify', sent: true },
      { kind: 'turn', sent: true },
    ]);
  });

  it('sends one digest, once, for two turns that came through different processes a moment apart', async () => {
    const [first, second] = file.cluster.nodes.map((node) => node.url) as [string, string];
    const account = await accountWithAddress(first, second);
    const started = Date.now();
    const one = await turnComes(first, second, account);
    const two = await turnComes(second, first, account);
    // The case holds only if the second turn came before the first one's mail was due.
    expect(Date.now() - started).toBeLessThan(TURN_DELAY_SECONDS * 1000);

    const digest = await sink.waitFor(account.address, 1, (TURN_DELAY_SECONDS + 30) * 1000);
    expect(digest.mail.subject).toBe('2 games wait for your move');
    for (const { matchID } of [one, two])
      expect(digest.mail.text).toContain(`- Carcassonne with Gus: ${SITE}/match/carcassonne/${matchID}?signin`);
    for (const secret of [one.guest, one.mine, two.guest, two.mine]) expect(digest.raw).not.toContain(secret);
    await pollsGoBy();
    expect(sink.to(account.address).map((r) => r.mail.subject)).toEqual([
      'Confirm your e-mail address',
      '2 games wait for your move',
    ]);
    expect(await outboxRows(account.accountID)).toEqual([
      { kind: 'verify', sent: true },
      { kind: 'turn', sent: true },
      { kind: 'turn', sent: true },
    ]);
  });
});
