/**
 * E-mail (server/mail/, docs/security.md#email) on SQLite always and on PostgreSQL when TEST_DATABASE_URL is
 * a postgres:// URL, against a real SMTP server on loopback (the `smtp-server` package), every mail parsed
 * with `mailparser`: the verification mail and its link (valid once), a turn mail and a digest when several
 * matches wait, a friend's invitation, a tournament's table opened, in Dutch and English, each with a plain-text part, the links on the
 * site's address, the one-click unsubscribe (link and List-Unsubscribe / List-Unsubscribe-Post headers, and
 * the POST that turns the choice off), and no seat credentials or game state in them. Each turn mail goes
 * once with two outboxes (two processes) on one database; a hard bounce turns the address off; no SMTP
 * configured means no mail; removing the address deletes it. Verification mails are limited per account and
 * per address (whoever asks).
 */
import { randomUUID } from 'node:crypto';
import type { Game } from 'boardgame.io';
import nodemailer from 'nodemailer';
import { carcassonneGame } from '../../games/carcassonne/game';
import { MailOutbox } from '../../server/mail/mail-outbox';
import { MailStore } from '../../server/mail/mail-store';
import { SeatStore } from '../../server/accounts/seat-store';
import type { Storage } from '../../server/storage';
import { api, cookieOf, createMatch, SeatClient, startTestServer, type TestServer } from './helpers';
import { HIGH_ACCOUNT_LIMITS, storageBackends, TEST_PASSWORD } from './account-backends';
import { MailSink, type Received } from '../support/mail-sink';

const game = carcassonneGame as Game;
const backends = storageBackends('mail');
const SITE = 'https://games.example';
let counter = 0;

/** A header's value as sent (its raw line, unfolded). */
const header = (received: Received, name: string) =>
  received.mail.headerLines
    .find((h) => h.key === name.toLowerCase())
    ?.line.slice(name.length + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();

describe.each(backends)('$name e-mail', (backend) => {
  const sink = new MailSink();
  let server: TestServer;
  let second: Storage;
  const sockets: SeatClient[] = [];
  beforeAll(async () => {
    await sink.start();
    server = await startTestServer([game], {
      db: backend.open() as never,
      accountLimits: HIGH_ACCOUNT_LIMITS,
      // The server's own outbox never polls within a test: the tests run outboxes of their own and tick them.
      mail: {
        smtpUrl: `smtp://127.0.0.1:${sink.port}`,
        from: 'Games <games@example.test>',
        siteUrl: SITE,
        pollMs: 3_600_000,
        turnDelayMs: 0,
      },
    });
    second = backend.open();
    await second.connect();
  });
  afterAll(async () => {
    for (const socket of sockets.splice(0)) socket.close();
    await server?.stop();
    await second?.close();
    await sink.stop();
  });

  /** An outbox as a server process runs it, on this storage (the server's, or a second connection). */
  const outboxOn = (db: Storage | TestServer['db'] = server.db) =>
    new MailOutbox({
      store: new MailStore(db.sql!),
      seats: new SeatStore(db.sql!),
      matches: db as never,
      transport: nodemailer.createTransport(`smtp://127.0.0.1:${sink.port}`),
      site: { url: SITE, from: 'Games <games@example.test>' },
      pollMs: 3_600_000,
      turnDelayMs: 0,
      retryDelaysMs: [0],
    });

  const call = (route: string, body: unknown, cookie: string) =>
    api(server.url, `/account/${route}`, body, cookie ? { cookie } : {});

  async function signUp(prefix = 'Ml') {
    const name = `${prefix}${randomUUID().slice(0, 6)}${counter++}`;
    const result = await call('sign-up', { name, password: TEST_PASSWORD }, '');
    expect(result.status).toBe(201);
    return { name, id: (result.body.account as { id: string }).id, cookie: cookieOf(result) };
  }

  /** Adds and verifies an address through its mail's link; answers the verification mail. */
  async function withAddress(
    cookie: string,
    language: 'en' | 'nl' | 'de' | 'fr',
    address = `p${counter++}@example.test`,
  ) {
    expect(await call('mail/address', { address, language }, cookie)).toMatchObject({
      status: 200,
      body: { pending: true },
    });
    await outboxOn().tick();
    const [verification] = sink.to(address);
    expect(verification, 'a verification mail').toBeDefined();
    const link = /https:\/\/games\.example(\/mail\/verify\/[\w-]+)/.exec(verification!.mail.text ?? '')![1]!;
    const opened = await api(server.url, link);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/account#mail-verified');
    return { address, verification: verification!, link };
  }

  /** A match where a guest sits at seat 0 and the account at seat 1; after the guest's turn it is the account's. */
  async function turnComes(cookie: string) {
    const matchID = await createMatch(server.url, game);
    const join = (playerID: string, playerName: string, headers: Record<string, string>) =>
      api(server.url, `/games/carcassonne/${matchID}/join`, { playerID, playerName }, headers);
    const guest = (await join('0', 'Gus', {})).body.playerCredentials as string;
    const mine = (await join('1', 'Me', { cookie })).body.playerCredentials as string;
    const seats = [guest, mine].map((c, i) => new SeatClient(server.url, game, matchID, String(i), c));
    sockets.push(...seats);
    for (const seat of seats) await seat.sync();
    await seats[0]!.play();
    await seats[0]!.play();
    return { matchID, credentials: [guest, mine] };
  }

  /** Waits until the mails waiting for the account are `count` (they are queued after the move's commit). */
  async function queued(accountID: string, count: number) {
    const deadline = Date.now() + 5000;
    while ((await queuedFor(accountID)).length < count) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${count} queued mails`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  const queuedFor = async (accountID: string) =>
    (
      await server.db.sql!.all<{ kind: string }>(
        'SELECT kind FROM mail_outbox WHERE account_id = ? AND sent_at IS NULL',
        [accountID],
      )
    ).map((r) => r.kind);

  it('verifies an address by its mail’s link, once, in the chosen language, with no unsubscribe headers', async () => {
    const ann = await signUp();
    expect((await api(server.url, '/account/mail', undefined, { cookie: ann.cookie })).body).toEqual({
      configured: true,
      address: null,
      verified: false,
      choices: { turns: true, invitations: true, tournaments: true },
    });
    const { address, verification, link } = await withAddress(ann.cookie, 'nl');
    expect(verification.mail.subject).toBe('Bevestig je e-mailadres');
    expect(verification.mail.from?.text).toBe('"Games" <games@example.test>');
    expect(verification.mail.text).toContain('Open deze link binnen een dag om te bevestigen');
    expect(verification.mail.html).toContain(`<a href="${SITE}${link}">`);
    expect(header(verification, 'List-Unsubscribe')).toBeUndefined();
    expect((await api(server.url, '/account/mail', undefined, { cookie: ann.cookie })).body).toMatchObject({
      address,
      verified: true,
    });
    // The link works once.
    expect((await api(server.url, link)).headers.get('location')).toBe('/account#mail-expired');
  });

  it('writes in German and French too, the languages the site speaks', async () => {
    const de = await withAddress((await signUp()).cookie, 'de');
    expect(de.verification.mail.subject).toBe('Bestätige deine E-Mail-Adresse');
    expect(de.verification.mail.text).toContain('Öffne diesen Link innerhalb eines Tages');
    const fr = await withAddress((await signUp()).cookie, 'fr');
    expect(fr.verification.mail.subject).toBe('Confirmez votre adresse e-mail');
    expect(fr.verification.mail.text).toContain('Ouvrez ce lien dans la journée');
  });

  it('answers an address the same whoever has it, and refuses one that is not an address', async () => {
    const [ann, bob] = [await signUp(), await signUp()];
    const { address } = await withAddress(ann.cookie, 'en');
    expect(await call('mail/address', { address, language: 'en' }, bob.cookie)).toMatchObject({
      status: 200,
      body: { pending: true },
    });
    expect(await call('mail/address', { address: 'not an address', language: 'en' }, bob.cookie)).toMatchObject({
      status: 400,
      body: { error: 'address must be an e-mail address' },
    });
    expect((await call('mail/address', { address: 'x@example.test', language: 'xx' }, bob.cookie)).status).toBe(400);
  });

  it('sends a turn mail with the match’s link, the unsubscribe link and headers, and nothing secret', async () => {
    const ann = await signUp();
    const { address } = await withAddress(ann.cookie, 'en');
    const { matchID, credentials } = await turnComes(ann.cookie);
    await queued(ann.id, 1);
    await outboxOn().tick();
    const [turn] = sink.to(address).slice(1);
    expect(turn!.mail.subject).toBe('Your turn in Carcassonne');
    const text = turn!.mail.text ?? '';
    expect(text).toContain(
      `It is your turn in Carcassonne with Gus.\nOpen the match: ${SITE}/match/carcassonne/${matchID}?signin`,
    );
    const key = /\/mail\/unsubscribe\/([\w-]{32})\/turns/.exec(text)![1]!;
    expect(text).toContain(`Stop these mails: ${SITE}/mail/unsubscribe/${key}/turns`);
    expect(header(turn!, 'List-Unsubscribe')).toBe(`<${SITE}/mail/unsubscribe/${key}/turns>`);
    expect(header(turn!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(turn!.mail.html).toContain(`<a href="${SITE}/match/carcassonne/${matchID}?signin">`);
    for (const secret of credentials) expect(turn!.raw).not.toContain(secret);
    expect(turn!.raw).not.toMatch(/"(tiles|bag|hand|deck|secret)"/i);
    // One click turns the choice off (no Origin, the form body of RFC 8058).
    const page = await api(server.url, `/mail/unsubscribe/${key}/turns`);
    expect(page.body.text).toContain('<form method="post">');
    const off = await api(server.url, `/mail/unsubscribe/${key}/turns`, 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(off.status).toBe(200);
    expect((await api(server.url, '/account/mail', undefined, { cookie: ann.cookie })).body).toMatchObject({
      choices: { turns: false, invitations: true, tournaments: true },
    });
    const now = Date.now();
    expect(await new MailStore(server.db.sql!).queue(ann.id, 'turn', 'turns', { matchID, seat: '1' }, now, now)).toBe(
      false,
    );
    expect(await new MailStore(server.db.sql!).queue(ann.id, 'invitation', 'invitations', {}, now, now)).toBe(true);
    expect((await api(server.url, `/mail/unsubscribe/${'x'.repeat(32)}/turns`, '')).status).toBe(404);
  });

  it('sends one digest in Dutch when several matches wait, and each turn once with two processes', async () => {
    const ann = await signUp();
    const { address } = await withAddress(ann.cookie, 'nl');
    const first = await turnComes(ann.cookie);
    const secondMatch = await turnComes(ann.cookie);
    await queued(ann.id, 2);
    await Promise.all([outboxOn().tick(), outboxOn(second).tick()]);
    const mails = sink.to(address).slice(1);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.mail.subject).toBe('2 partijen wachten op je zet');
    const text = mails[0]!.mail.text ?? '';
    expect(text).toContain('Deze partijen wachten op je zet:');
    for (const { matchID } of [first, secondMatch])
      expect(text).toContain(`- Carcassonne met Gus: ${SITE}/match/carcassonne/${matchID}?signin`);
    const key = /Geen mails meer hiervan: https:\/\/games\.example\/mail\/unsubscribe\/([\w-]{32})\/turns/.exec(
      text,
    )![1]!;
    expect(header(mails[0]!, 'List-Unsubscribe')).toBe(`<${SITE}/mail/unsubscribe/${key}/turns>`);
    expect(header(mails[0]!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    for (const secret of [...first.credentials, ...secondMatch.credentials])
      expect(mails[0]!.raw).not.toContain(secret);
  });

  it('takes a turn still in its delay into the digest when another turn’s mail is due, and sends no second mail', async () => {
    const ann = await signUp();
    const { address } = await withAddress(ann.cookie, 'en');
    const first = await turnComes(ann.cookie);
    await queued(ann.id, 1);
    const later = await turnComes(ann.cookie);
    await queued(ann.id, 2);
    // The second match's turn came a minute later: its own mail would wait a minute more.
    await server.db.sql!.run('UPDATE mail_outbox SET next_at = ? WHERE account_id = ? AND payload LIKE ?', [
      Date.now() + 60_000,
      ann.id,
      `%${later.matchID}%`,
    ]);
    await outboxOn().tick();
    const mails = sink.to(address).slice(1);
    expect(mails.map((m) => m.mail.subject)).toEqual(['2 games wait for your move']);
    for (const { matchID } of [first, later])
      expect(mails[0]!.mail.text).toContain(`- Carcassonne with Gus: ${SITE}/match/carcassonne/${matchID}?signin`);
    expect(await queuedFor(ann.id)).toEqual([]);
    await outboxOn().tick();
    expect(sink.to(address)).toHaveLength(2);
  });

  it('mails a friend’s invitation to the table, in English and in Dutch', async () => {
    const [ann, bob, cy] = [await signUp('Ann'), await signUp(), await signUp()];
    const { address } = await withAddress(bob.cookie, 'en');
    const dutch = (await withAddress(cy.cookie, 'nl')).address;
    for (const friend of [bob, cy]) {
      await call('friends/request', { account: friend.id }, ann.cookie);
      await call('friends/accept', { account: ann.id }, friend.cookie);
    }
    const matchID = await createMatch(server.url, game, 3);
    const seated = await api(
      server.url,
      `/games/carcassonne/${matchID}/join`,
      { playerID: '0', playerName: 'Ann' },
      { cookie: ann.cookie },
    );
    const annsCredentials = seated.body.playerCredentials as string;
    expect(annsCredentials).toMatch(/\S{8}/);
    expect((await call('invitations/send', { account: bob.id, matchID }, ann.cookie)).status).toBe(200);
    await queued(bob.id, 1);
    await outboxOn().tick();
    const [invitation] = sink.to(address).slice(1);
    expect(invitation!.mail.subject).toBe(`${ann.name} invites you to a table of Carcassonne`);
    expect(invitation!.mail.text).toContain(
      `${ann.name}, your friend, invites you to a table of Carcassonne.\nTake your seat: ${SITE}/match/carcassonne/${matchID}?signin`,
    );
    expect(header(invitation!, 'List-Unsubscribe')).toMatch(
      /^<https:\/\/games\.example\/mail\/unsubscribe\/[\w-]{32}\/invitations>$/,
    );
    expect(header(invitation!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect((await call('invitations/send', { account: cy.id, matchID }, ann.cookie)).status).toBe(200);
    await queued(cy.id, 1);
    await outboxOn().tick();
    const [uitnodiging] = sink.to(dutch).slice(1);
    expect(uitnodiging!.mail.subject).toBe(`${ann.name} nodigt je uit aan een tafel van Carcassonne`);
    expect(uitnodiging!.mail.text).toContain(
      `${ann.name}, je vriend, nodigt je uit aan een tafel van Carcassonne.\nNeem je plaats in: ${SITE}/match/carcassonne/${matchID}?signin`,
    );
    expect(uitnodiging!.mail.text).toContain('Geen mails meer hiervan: ');
    expect(header(uitnodiging!, 'List-Unsubscribe')).toMatch(
      /^<https:\/\/games\.example\/mail\/unsubscribe\/[\w-]{32}\/invitations>$/,
    );
    // Nothing secret: not the inviter's seat credentials, no game state.
    for (const mail of [invitation!, uitnodiging!]) {
      expect(mail.raw).not.toContain(annsCredentials);
      expect(mail.raw).not.toMatch(/"(tiles|bag|hand|deck|secret)"/i);
    }
  });

  it('mails a tournament’s player that their table is open, in English and in Dutch, unless they chose not', async () => {
    const [bob, cy, dee] = [await signUp(), await signUp(), await signUp()];
    const { address } = await withAddress(bob.cookie, 'en');
    const dutch = (await withAddress(cy.cookie, 'nl')).address;
    const none = (await withAddress(dee.cookie, 'en')).address;
    expect(
      (await call('mail/choices', { turns: true, invitations: true, tournaments: false, language: 'en' }, dee.cookie))
        .status,
    ).toBe(200);
    /** A tournament's table: Ann at seat 0, the account at seat 1. */
    async function table(cookie: string) {
      const matchID = await createMatch(server.url, game);
      const join = (playerID: string, playerName: string, headers: Record<string, string>) =>
        api(server.url, `/games/carcassonne/${matchID}/join`, { playerID, playerName }, headers);
      await join('0', 'Ann', {});
      await join('1', 'Me', { cookie });
      return matchID;
    }
    const outbox = outboxOn();
    const matchID = await table(bob.cookie);
    outbox.tournamentTable(bob.id, 'Spring Swiss', 'carcassonne', matchID, 2, '1');
    await queued(bob.id, 1);
    await outboxOn().tick();
    const [told] = sink.to(address).slice(1);
    expect(told!.mail.subject).toBe('Round 2 of Spring Swiss begins');
    expect(told!.mail.text).toContain(
      `Round 2 of Spring Swiss begins: your table of Carcassonne with Ann is open.\nTake your seat: ${SITE}/match/carcassonne/${matchID}?signin`,
    );
    expect(header(told!, 'List-Unsubscribe')).toMatch(
      /^<https:\/\/games\.example\/mail\/unsubscribe\/[\w-]{32}\/tournaments>$/,
    );
    const hers = await table(cy.cookie);
    outbox.tournamentTable(cy.id, 'Lentetoernooi', 'carcassonne', hers, 1, '1');
    await queued(cy.id, 1);
    await outboxOn().tick();
    const [verteld] = sink.to(dutch).slice(1);
    expect(verteld!.mail.subject).toBe('Ronde 1 van Lentetoernooi begint');
    expect(verteld!.mail.text).toContain(
      `Ronde 1 van Lentetoernooi begint: je tafel van Carcassonne met Ann is open.\nNeem je plaats in: ${SITE}/match/carcassonne/${hers}?signin`,
    );
    // The choice off: nothing is queued, nothing sent but the verification.
    const now = Date.now();
    const payload = { tournament: 'Spring Swiss', gameName: 'carcassonne', matchID: await table(dee.cookie), round: 1 };
    expect(await new MailStore(server.db.sql!).queue(dee.id, 'tournament', 'tournaments', payload, now, now)).toBe(
      false,
    );
    await outboxOn().tick();
    expect(sink.to(none)).toHaveLength(1);
  });

  it('turns the address off at a hard bounce', async () => {
    const ann = await signUp();
    await call('mail/address', { address: `bounce${counter++}@example.test`, language: 'en' }, ann.cookie);
    // The verification mail is refused for good: the address is not verified, nothing waits.
    await outboxOn().tick();
    expect(await queuedFor(ann.id)).toEqual([]);
    expect((await api(server.url, '/account/mail', undefined, { cookie: ann.cookie })).body).toMatchObject({
      verified: false,
    });
  });

  it('deletes the address and its waiting mails for good', async () => {
    const ann = await signUp();
    await withAddress(ann.cookie, 'en');
    await call('mail/address', { address: 'later@example.test', language: 'en' }, ann.cookie);
    expect(await queuedFor(ann.id)).toEqual(['verify']);
    expect((await call('mail/remove', {}, ann.cookie)).body).toEqual({ removed: true });
    expect(await server.db.sql!.all('SELECT 1 AS one FROM mail_addresses WHERE account_id = ?', [ann.id])).toEqual([]);
    expect(await queuedFor(ann.id)).toEqual([]);
  });
});

describe.each(backends)('$name without an SMTP server', (backend) => {
  it('sends no mail and says so', async () => {
    const server = await startTestServer([game], { db: backend.open() as never, accountLimits: HIGH_ACCOUNT_LIMITS });
    try {
      const result = await api(server.url, '/account/sign-up', {
        name: `Nm${randomUUID().slice(0, 6)}`,
        password: TEST_PASSWORD,
      });
      const cookie = cookieOf(result);
      expect((await api(server.url, '/account/mail', undefined, { cookie })).body).toMatchObject({ configured: false });
      expect(
        await api(server.url, '/account/mail/address', { address: 'a@example.test', language: 'en' }, { cookie }),
      ).toMatchObject({ status: 503, body: { error: 'this server sends no mail' } });
    } finally {
      await server.stop();
    }
  });
});

describe.each(backends)('$name limits of verification mails', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer([game], {
      db: backend.open() as never,
      accountLimits: { ...HIGH_ACCOUNT_LIMITS, verificationMailsPerDay: 2 },
      mail: { transport: { sendMail: async () => ({}) }, pollMs: 3_600_000 },
    });
  });
  afterAll(async () => server?.stop());

  const add = (cookie: string, address: string) =>
    api(server.url, '/account/mail/address', { address, language: 'en' }, { cookie });
  async function signUp() {
    const result = await api(server.url, '/account/sign-up', {
      name: `Vl${randomUUID().slice(0, 6)}${counter++}`,
      password: TEST_PASSWORD,
    });
    return cookieOf(result);
  }
  const refused = {
    status: 429,
    body: { error: expect.stringMatching(/^too many verification mails; try again in \d+ s$/) },
  };

  it('allows an account a day’s verification mails, then answers 429', async () => {
    const ann = await signUp();
    expect((await add(ann, `a${counter++}@example.test`)).status).toBe(200);
    expect((await add(ann, `a${counter++}@example.test`)).status).toBe(200);
    expect(await add(ann, `a${counter++}@example.test`)).toMatchObject(refused);
  });

  it('allows an address a day’s verification mails whoever asks, the same answer to every account', async () => {
    const address = `shared${counter++}@example.test`;
    const [ann, bob, cy] = [await signUp(), await signUp(), await signUp()];
    expect(await add(ann, address)).toMatchObject({ status: 200, body: { pending: true } });
    expect(await add(bob, address)).toMatchObject({ status: 200, body: { pending: true } });
    // Cy has sent none, but the address has had its two; another address is Cy's to add.
    expect(await add(cy, address)).toMatchObject(refused);
    expect((await add(cy, `own${counter++}@example.test`)).status).toBe(200);
  });
});
