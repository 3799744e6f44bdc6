// Web Push through a real push endpoint on loopback: a small HTTP server stands in for the push service,
// receives web-push's encrypted POST, checks its VAPID signature against the server's public key and
// decrypts it (aes128gcm, with http_ece) with the device's own key pair. A turn that comes to a seat reaches
// its device with "Your turn in Carcassonne with …" and the match's page; a whole game's payloads hold
// nothing but those words (no tile, no state, no credentials); a muted match sends nothing; a 410 removes
// the subscription; a failure is retried; and a push service that never answers does not hold up the moves.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPublicKey, verify } from 'node:crypto';
import type { Game } from 'boardgame.io';
import { carcassonneGame } from '../../games/carcassonne/game';
import { carcassonneCore } from '../../games/carcassonne/rules/core';
import { decrypt, device, PushService, type Received } from './support/push-service';
import { api, createMatch, playRandomly, SeatClient, startTestServer, until, type TestServer } from './helpers';

const game = carcassonneGame as Game;
let server: TestServer;

/** Checks the VAPID header: a JWT for the endpoint's origin, signed with the server's key `k`. */
function checkVapid(received: Received, serviceUrl: string, publicKey: string) {
  const [, token, k] = /^vapid t=([^,]+), k=(.+)$/.exec(String(received.headers.authorization)) ?? [];
  expect(k).toBe(publicKey);
  const [header, claims, signature] = (token ?? '').split('.') as [string, string, string];
  expect(JSON.parse(Buffer.from(claims, 'base64url').toString())).toMatchObject({ aud: serviceUrl });
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(signed).toBe(true);
  expect(received.headers['content-encoding']).toBe('aes128gcm');
}

const service = new PushService();
beforeAll(async () => {
  await service.start();
  server = await startTestServer([game], { pushLoopback: true, pushRetryDelaysMs: [10, 10] });
});
afterAll(async () => {
  await server?.stop();
  await service.stop();
});
afterEach(() => {
  service.received.length = 0;
  service.answer = () => 201;
});

/** A two-seat match of Ann and Bob, both joined; answers the id and the credentials. */
async function match(): Promise<{ matchID: string; credentials: [string, string] }> {
  const matchID = await createMatch(server.url, game);
  const credentials: string[] = [];
  for (const name of ['Ann', 'Bob']) {
    const { body } = await api(server.url, `/games/carcassonne/${matchID}/join`, {
      playerID: String(credentials.length),
      playerName: name,
    });
    credentials.push(body.playerCredentials as string);
  }
  return { matchID, credentials: credentials as [string, string] };
}

const push = (matchID: string, body: object) => api(server.url, `/games/carcassonne/${matchID}/push`, body);

describe('turn notifications by Web Push', () => {
  it('keeps one VAPID key pair, made at first start', async () => {
    const first = (await api(server.url, '/push/key')).body.publicKey as string;
    expect(Buffer.from(first, 'base64url')).toHaveLength(65);
    expect((await api(server.url, '/push/key')).body.publicKey).toBe(first);
  });

  it('sends the seat whose turn came an encrypted, signed "Your turn in Carcassonne with Ann", in its language', async () => {
    const publicKey = (await api(server.url, '/push/key')).body.publicKey as string;
    const { matchID, credentials } = await match();
    const bob = device(service, 'bob');
    expect(
      await push(matchID, {
        playerID: '1',
        credentials: credentials[1],
        op: 'subscribe',
        subscription: bob.subscription,
        language: 'nl',
      }),
    ).toMatchObject({ status: 200, body: { muted: false } });
    const seats = credentials.map((c, i) => new SeatClient(server.url, game, matchID, String(i), c));
    await seats[1]!.sync();
    await seats[0]!.sync();
    // Ann places her tile; it is still her turn (the meeple), so Bob is told only after her second move.
    await seats[0]!.play();
    expect(service.received).toHaveLength(0);
    await seats[0]!.play();
    const received = await until(() => service.received[0], 'the notification');
    expect(received.path).toBe('/push/bob');
    checkVapid(received, service.url, publicKey);
    expect(decrypt(received, bob)).toEqual({
      title: 'Je bent aan de beurt',
      body: 'Je bent aan de beurt in Carcassonne met Ann',
      url: `/match/carcassonne/${matchID}`,
      tag: `match:${matchID}`,
      kind: 'turn',
    });
    for (const s of seats) s.close();
  });

  it('puts nothing but the words and the match page in any payload of a whole game, and nothing to a muted seat', async () => {
    const { matchID, credentials } = await match();
    const ann = device(service, 'ann');
    const bob = device(service, 'bob2');
    await push(matchID, {
      playerID: '0',
      credentials: credentials[0],
      op: 'subscribe',
      subscription: ann.subscription,
      language: 'en',
    });
    await push(matchID, {
      playerID: '1',
      credentials: credentials[1],
      op: 'subscribe',
      subscription: bob.subscription,
      language: 'en',
    });
    const seats = credentials.map((c, i) => new SeatClient(server.url, game, matchID, String(i), c));
    await seats[1]!.sync();
    await seats[0]!.sync();
    let annTurns = 0;
    await playRandomly(seats, carcassonneCore as never, 'push-secrets', {
      limit: 40,
      afterMove: (mover) => {
        if (mover.playerID === '1' && seats[1]!.state!.ctx.currentPlayer === '0') annTurns++;
      },
    });
    await until(() => service.received.filter((r) => r.path === '/push/ann').length >= annTurns, "Ann's notifications");
    expect(annTurns).toBeGreaterThan(3);
    const expected = (names: string) => ({
      title: 'Your turn',
      body: `Your turn in Carcassonne with ${names}`,
      url: `/match/carcassonne/${matchID}`,
      tag: `match:${matchID}`,
      kind: 'turn',
    });
    for (const r of service.received) {
      const payload = decrypt(r, r.path === '/push/ann' ? ann : bob);
      expect(payload).toEqual(expected(r.path === '/push/ann' ? 'Bob' : 'Ann'));
      for (const secret of credentials) expect(JSON.stringify(payload)).not.toContain(secret);
    }
    // Bob mutes the match: his next turns send nothing; Ann's still do.
    expect(await push(matchID, { playerID: '1', credentials: credentials[1], op: 'mute' })).toMatchObject({
      body: { muted: true },
    });
    const before = service.received.length;
    await playRandomly(seats, carcassonneCore as never, 'push-muted', { limit: 8 });
    await until(() => service.received.length > before && true, "Ann's next notification");
    expect(service.received.slice(before).every((r) => r.path === '/push/ann')).toBe(true);
    for (const s of seats) s.close();
  });

  it('removes a subscription the push service says is gone (410), and retries a failure', async () => {
    const { matchID, credentials } = await match();
    const gone = device(service, 'gone');
    const flaky = device(service, 'flaky');
    for (const d of [gone, flaky])
      await push(matchID, {
        playerID: '1',
        credentials: credentials[1],
        op: 'subscribe',
        subscription: d.subscription,
        language: 'en',
      });
    let flakyTries = 0;
    service.answer = (r) => (r.path === '/push/gone' ? 410 : ++flakyTries === 1 ? 503 : 201);
    const seats = credentials.map((c, i) => new SeatClient(server.url, game, matchID, String(i), c));
    await seats[1]!.sync();
    await seats[0]!.sync();
    await playRandomly(seats, carcassonneCore as never, 'push-gone', { limit: 2 });
    await until(() => flakyTries === 2 && true, 'the retry after a 503');
    const endpoints = async () =>
      (
        await server.db.sql!.all<{ endpoint: string }>('SELECT endpoint FROM push_subscriptions WHERE match_id = ?', [
          matchID,
        ])
      ).map((r) => r.endpoint);
    for (let i = 0; (await endpoints()).length > 1 && i < 500; i++) await new Promise((r) => setTimeout(r, 10));
    expect(await endpoints()).toEqual([flaky.subscription.endpoint]);
    expect(decrypt(service.received.filter((r) => r.path === '/push/flaky')[1]!, flaky)).toMatchObject({
      kind: 'turn',
    });
    for (const s of seats) s.close();
  });

  it('plays on while a push service holds its answer', async () => {
    const { matchID, credentials } = await match();
    const slow = device(service, 'slow');
    await push(matchID, {
      playerID: '1',
      credentials: credentials[1],
      op: 'subscribe',
      subscription: slow.subscription,
      language: 'en',
    });
    service.answer = () => 'hold';
    const seats = credentials.map((c, i) => new SeatClient(server.url, game, matchID, String(i), c));
    await seats[1]!.sync();
    await seats[0]!.sync();
    await playRandomly(seats, carcassonneCore as never, 'push-slow', { limit: 2 });
    await until(() => service.received.length > 0 && true, 'the held notification');
    // Bob's moves go through while the push service still holds its answer.
    await playRandomly(seats, carcassonneCore as never, 'push-slow-2', { limit: 4 });
    expect(seats[0]!.state!._stateID).toBeGreaterThanOrEqual(6);
    service.release();
    for (const s of seats) s.close();
  });

  it('refuses malformed subscriptions with the field named, endpoints that are not https, and wrong credentials', async () => {
    const { matchID, credentials } = await match();
    const good = device(service, 'x').subscription;
    const seat = { playerID: '1', credentials: credentials[1], op: 'subscribe', language: 'en' };
    expect(
      await push(matchID, { ...seat, subscription: { ...good, keys: { ...good.keys, p256dh: 'AAAA' } } }),
    ).toMatchObject({
      status: 400,
      body: { error: 'subscription.keys.p256dh must be 65 bytes in base64url' },
    });
    expect(await push(matchID, { ...seat, subscription: { ...good, keys: { ...good.keys, auth: 12 } } })).toMatchObject(
      {
        status: 400,
        body: { error: 'subscription.keys.auth must be 16 bytes in base64url' },
      },
    );
    expect(await push(matchID, { ...seat, subscription: { ...good, endpoint: 'ftp://x' } })).toMatchObject({
      status: 400,
      body: { error: 'subscription.endpoint must be an https URL' },
    });
    expect(
      await push(matchID, { ...seat, subscription: { ...good, endpoint: 'http://push.example/x' } }),
    ).toMatchObject({
      status: 400,
      body: { error: 'subscription.endpoint must be an https URL of a push service' },
    });
    expect(await push(matchID, { ...seat, subscription: good, language: 'es' })).toMatchObject({
      status: 400,
      body: { error: 'language must be one of en, nl, de, fr' },
    });
    expect(await push(matchID, { ...seat, op: 'shout' })).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/^op must be/) },
    });
    expect(await push(matchID, { ...seat, credentials: credentials[0], subscription: good })).toMatchObject({
      status: 403,
    });
  });
});
