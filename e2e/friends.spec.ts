// Friends and e-mail in the browser (docs/security.md#friends, #email and #avatars), on a server this spec
// starts itself with mail to a real SMTP server on loopback (test/support/mail-sink.ts): Ann picks her
// avatar's style and colour (Bob sees them at the table), finds Bob and Cy by name and asks them as
// friends, and both accept on their account pages; Ann creates a table of three and invites both from it.
// Cy sees the invitation, blocks Ann from her profile, and from then on sees no invitation from her, and
// at the table none of her chat (while Bob's shows). Bob accepts from the notice on his page (his
// invitation came by mail too), takes a seat, and after Ann's turn gets a turn mail: its link, opened
// signed out on another device, asks him to sign in first and then opens the match in his seat, where he
// plays.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { GAMES } from '../games';
import { startServer, type RunningServer } from '../server/app';
import { randomDecision } from '../server/bots/bot-decide';
import { MailSink } from '../test/support/mail-sink';
import { launchBrowser, openPage, playCarcassonneTurn, saveConsoleOnFailure, type RecordedPage } from './browser';
import { unpooled } from './api';

const PASSWORD = 'correct horse battery';
const sink = new MailSink();
let browser: Browser;
let server: RunningServer;
beforeAll(async () => {
  await sink.start();
  browser = await launchBrowser();
  server = await startServer({
    games: GAMES,
    port: 0,
    host: '127.0.0.1',
    clientDir: inject('clientDir'),
    decideBot: randomDecision,
    // Three sign-ups from one address, and the other specs' server keeps its own budget.
    accountLimits: { signUpsPerHour: 100 },
    mail: { smtpUrl: sink.url, from: 'Games <games@example.test>', pollMs: 200, turnDelayMs: 0 },
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink.stop();
});

interface Player {
  name: string;
  id: string;
  context: BrowserContext;
  page: Page;
}

describe('friends, invitations, blocks and a turn mail', () => {
  it('invites a friend who accepts from the notice and plays; a player who blocked the sender sees nothing of her', async () => {
    const base = server.url;
    const pages: RecordedPage[] = [];
    saveConsoleOnFailure('friends', pages);
    /** A new account signed in in a browser context of its own, on its account page. */
    async function player(prefix: string): Promise<Player> {
      const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 950 } });
      const name = `${prefix}${randomUUID().slice(0, 6)}`;
      const response = await unpooled(context.request).post(`${base}/account/sign-up`, {
        data: { name, password: PASSWORD },
      });
      expect(response.status()).toBe(201);
      const { id } = ((await response.json()) as { account: { id: string } }).account;
      const recorded = await openPage(context, `${base}/account`);
      pages.push(recorded);
      await recorded.page.getByText(`Signed in as ${name}`).waitFor();
      return { name, id, context, page: recorded.page };
    }
    const [ann, bob, cy] = [await player('Ann'), await player('Bob'), await player('Cy')];

    // Bob wants mail: his address, verified by the link of its mail.
    const bobAddress = `bob-${randomUUID().slice(0, 6)}@example.test`;
    const added = await unpooled(bob.context.request).post(`${base}/account/mail/address`, {
      data: { address: bobAddress, language: 'en' },
    });
    expect(added.status()).toBe(200);
    const verification = await sink.waitFor(bobAddress);
    const verifyLink = /http:\/\/127\.0\.0\.1:\d+\/mail\/verify\/[\w-]+/.exec(verification.mail.text ?? '')![0];
    expect((await unpooled(bob.context.request).get(verifyLink, { maxRedirects: 0 })).status()).toBe(303);

    // Ann picks her avatar on her account page: every page shows it so (here, Bob's table below).
    const avatar = ann.page.getByRole('form', { name: 'Your avatar' });
    await avatar.getByLabel('Shapes').check();
    await avatar.getByLabel('Background').selectOption('mint');
    await avatar.getByRole('button', { name: 'Save avatar' }).click();
    await avatar.getByText('Your avatar is saved.').waitFor();

    // Ann finds Bob and Cy by name and asks them; each accepts on their account page.
    const search = ann.page.getByRole('form', { name: 'Find a player' });
    for (const friend of [bob, cy]) {
      await search.getByLabel('Name starts with').fill(friend.name.toLowerCase());
      await search.getByRole('button', { name: 'Search' }).click();
      const found = search.getByRole('listitem').filter({ hasText: friend.name });
      await found.getByRole('button', { name: 'Add as friend' }).click();
      await found.getByText('Friend request sent.').waitFor();
    }
    for (const friend of [bob, cy]) {
      await friend.page.reload();
      const request = friend.page.locator('.friends-panel li').filter({ hasText: ann.name });
      await request.getByRole('button', { name: 'Accept' }).click();
      await friend.page.locator('.friends-line').filter({ hasText: ann.name }).waitFor();
    }

    // Ann creates a table of three (her account's name is fixed) and invites both from it.
    await ann.page.goto(`${base}/lobby/carcassonne`);
    await ann.page.locator('select[name="numPlayers"]').selectOption('3');
    await ann.page.getByRole('button', { name: 'Create and join' }).click();
    await ann.page.waitForURL(/\/match\/carcassonne\//);
    const matchPath = new URL(ann.page.url()).pathname;
    const invite = ann.page.getByRole('region', { name: 'Invite a friend' });
    for (const friend of [bob, cy]) {
      const line = invite.locator('.friends-line').filter({ hasText: friend.name });
      await line.getByRole('button', { name: 'Invite to this table' }).click();
      await line.getByText('Invited').waitFor();
    }

    // Cy sees the invitation, then blocks Ann from her profile: the invitation is gone, on every page.
    const invitation = `${ann.name} invites you to a table of Carcassonne`;
    await cy.page.goto(`${base}/lobby/carcassonne`);
    await cy.page.getByText(invitation).waitFor();
    await cy.page.goto(`${base}/profile/${ann.id}`);
    await cy.page.getByRole('button', { name: 'Block' }).click();
    await cy.page.getByText('You blocked this player: you see no requests, invitations or chat from them.').waitFor();
    const invitationsAsked = cy.page.waitForResponse((r) => r.url().endsWith('/account/invitations'));
    await cy.page.goto(`${base}/lobby/carcassonne`);
    expect(await (await invitationsAsked).json()).toEqual({ invitations: [] });
    await cy.page.getByRole('heading', { name: 'New match' }).waitFor();
    expect(await cy.page.getByText(invitation).count()).toBe(0);

    // Bob accepts from the notice on his page: the table, where he takes a seat.
    await bob.page.goto(`${base}/lobby/carcassonne`);
    await bob.page.getByText(invitation).waitFor();
    await bob.page.getByRole('button', { name: 'Go to the table' }).click();
    await bob.page.waitForURL(`${base}${matchPath}`);
    await bob.page.getByRole('button', { name: 'Take seat 2' }).click();
    await bob.page.locator('.match-panel').getByText(`${bob.name} (you)`).waitFor();
    expect(await bob.page.getByText(invitation).count()).toBe(0);
    const annAvatar = bob.page.locator(`.match-panel .table-seats img[data-avatar="${ann.id}"]`);
    await annAvatar.and(bob.page.locator('[data-avatar-style="shapes"][data-avatar-colour="mint"]')).waitFor();
    // Cy comes by the table's link too (she has it from Ann, as anyone may), and the game starts.
    await cy.page.goto(`${base}${matchPath}`);
    await cy.page.getByRole('button', { name: 'Take seat 3' }).click();
    await cy.page.locator('.match-panel').getByText(`${cy.name} (you)`).waitFor();

    // At the table Cy reads Bob's chat but never Ann's, which came first.
    await ann.page.locator('input[name="chat"]').fill('hello from Ann');
    await ann.page.getByRole('button', { name: 'Send' }).click();
    await bob.page.locator('.table-chat-messages').getByText('hello from Ann').waitFor();
    await bob.page.locator('input[name="chat"]').fill('hello from Bob');
    await bob.page.getByRole('button', { name: 'Send' }).click();
    await cy.page.locator('.table-chat-messages').getByText('hello from Bob').waitFor();
    expect(await cy.page.locator('.table-chat-messages li').allTextContents()).toEqual([`${bob.name}: hello from Bob`]);

    // Ann plays; Bob's turn comes by mail. Its link, opened signed out on his phone, asks him to sign in
    // first and then opens the match in his seat, where he plays his turn.
    await playCarcassonneTurn(ann.page.locator('.match-board .carc'), 0);
    const turn = await sink.waitFor(bobAddress, 2);
    expect(sink.to(bobAddress).map((r) => r.mail.subject)).toEqual([
      'Confirm your e-mail address',
      `${ann.name} invites you to a table of Carcassonne`,
      'Your turn in Carcassonne',
    ]);
    const link = `${base}${matchPath}?signin`;
    expect(turn.mail.text).toContain(`Open the match: ${link}\n`);
    const phone = await browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 950 } });
    const recorded = await openPage(phone, link);
    pages.push(recorded);
    const bobPhone = recorded.page;
    await bobPhone.waitForURL(`${base}/account?next=${encodeURIComponent(matchPath)}`);
    await bobPhone.getByText('Sign in to open your match: you will go back to it in your seat.').waitFor();
    const signIn = bobPhone.getByRole('form', { name: 'Sign in', exact: true });
    await signIn.getByLabel('Display name').fill(bob.name);
    await signIn.getByLabel('Password').fill(PASSWORD);
    await signIn.getByRole('button').click();
    await bobPhone.waitForURL(`${base}${matchPath}`);
    await bobPhone.locator('.match-panel').getByText(`${bob.name} (you)`).waitFor();
    await playCarcassonneTurn(bobPhone.locator('.match-board .carc'), 1);
    await ann.page.locator('.match-board .carc[data-turn="2"]').waitFor();

    for (const page of pages) expect(page.consoleLines.filter((l) => l.startsWith('[pageerror]'))).toEqual([]);
    for (const context of [ann.context, bob.context, cy.context, phone]) await context.close();
  }, 240_000);
});
