// A password account over plain http (the e2e server is http://127.0.0.1): a guest creates an account on
// the account page, a second browser (another device) signs in with the password, sees both devices and
// signs out everywhere else, after which the first browser is a guest again; a guest who played creates an
// account with a passkey (Chromium's virtual authenticator, over the DevTools protocol, on localhost: a
// secure context), a second browser signs in with the link code the first shows, finds the match under My
// matches and takes its turn in the same seat (its name there links to the account's profile), and the
// first signs in again with its passkey; and the page in Dutch. Then the credentials, in English and
// Dutch: a password account adds a passkey (listed with its name), a device signed in with a link code must
// confirm it is the player (a wrong password refused, the right one accepted) before it changes the
// password, and another such device confirms with the passkey before removing it; signing out everywhere
// else removes the passkey another device added, when asked.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, playCarcassonneTurn, saveConsoleOnFailure, snap } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const PASSWORD = 'correct horse battery';

async function fill(page: Page, form: string, name: string, password: string) {
  const section = page.getByRole('form', { name: form, exact: true });
  await section.getByLabel(/Display name|Naam/).fill(name);
  await section.getByLabel(/Password|Wachtwoord/).fill(password);
  await section.getByRole('button').click();
}

describe('accounts over plain http', () => {
  it('creates an account, signs in on a second device with the password, and signs out everywhere else', async () => {
    const laptop = await browser.newContext({ locale: 'en-GB' });
    const phone = await browser.newContext({ locale: 'en-GB' });
    const first = await openPage(laptop, `${inject('baseUrl')}/account`);
    const second = await openPage(phone, `${inject('baseUrl')}/account`);
    saveConsoleOnFailure('accounts', [first, second]);
    const name = `Ann${randomUUID().slice(0, 6)}`;

    await first.page.getByText('You never need an account').waitFor();
    await fill(first.page, 'Create an account', name, 'password123');
    await first.page.getByText('This password is one of the most common ones. Choose another.').waitFor();
    await fill(first.page, 'Create an account', name, PASSWORD);
    await first.page.getByText(`Signed in as ${name}`).waitFor();
    const cookie = (await laptop.cookies()).find((c) => c.name === 'session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false });
    expect(await first.page.evaluate(() => document.cookie)).not.toContain('session=');

    await fill(second.page, 'Sign in', name.toUpperCase(), 'wrong password!');
    await second.page.getByText('Wrong name or password.').waitFor();
    await fill(second.page, 'Sign in', name.toUpperCase(), PASSWORD);
    await second.page.getByText(`Signed in as ${name}`).waitFor();
    await second.page.getByText('(this device)').waitFor();
    await second.page.locator('.account-devices li').nth(1).waitFor();
    expect(await second.page.locator('.account-devices li').count()).toBe(2);
    await snap(second.page, 'account-devices');

    await second.page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await second.page.getByText('Signed out on 1 other device.').waitFor();
    await first.page.reload();
    await first.page.getByRole('form', { name: 'Sign in', exact: true }).waitFor();
    await second.page.reload();
    await second.page.getByText(`Signed in as ${name}`).waitFor();

    // A new name, then the account deleted with the new name typed again.
    const renamed = `${name}x`;
    const rename = second.page.getByRole('form', { name: 'Change your display name' });
    await rename.getByLabel('New display name').fill(renamed);
    await rename.getByRole('button').click();
    await second.page.getByText(`Signed in as ${renamed}`).waitFor();
    const remove = second.page.getByRole('form', { name: 'Delete your account' });
    await remove.getByLabel('Display name').fill(name);
    await remove.getByRole('button').click();
    await second.page.getByText('Type your display name exactly to confirm.').waitFor();
    await remove.getByLabel('Display name').fill(renamed);
    await remove.getByRole('button').click();
    await second.page.getByText('Your account is deleted.').waitFor();
    await second.page.getByRole('form', { name: 'Sign in', exact: true }).waitFor();
    await laptop.close();
    await phone.close();
  });

  it("keeps a guest's seat in a new passkey account: a second device signs in with a link code and takes its turn there", async () => {
    // localhost, not 127.0.0.1: a passkey's relying party is a domain name.
    const base = inject('baseUrl').replace('127.0.0.1', 'localhost');
    const laptop = await browser.newContext({ locale: 'en-GB' });
    const phone = await browser.newContext({ locale: 'en-GB' });
    const first = await openPage(laptop, `${base}/lobby/carcassonne`);
    const second = await openPage(phone, `${base}/account`);
    const cdp = await laptop.newCDPSession(first.page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId: authenticator } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    saveConsoleOnFailure('accounts-link-code', [first, second]);
    const name = `Cy${randomUUID().slice(0, 6)}`;

    // A guest plays a turn against a bot.
    await first.page.locator('select[name="numPlayers"]').selectOption('2');
    await first.page.locator('input[name="playerName"]').fill(name);
    await first.page.locator('select[name="seat-1"]').selectOption('random');
    await first.page.getByRole('button', { name: 'Create and join' }).click();
    await first.page.waitForURL(/\/match\//);
    const matchPath = new URL(first.page.url()).pathname;
    await playCarcassonneTurn(first.page.locator('.match-board .carc'), 0);
    // The bot answers while this page still follows the match (its bots pause when nobody does).
    await first.page.locator('.match-board .carc[data-turn="0"][data-step="place"]').waitFor();

    // The guest creates an account with a passkey: the seat of this browser becomes the account's.
    await first.page.goto(`${base}/account`);
    const passkeyForm = first.page.getByRole('form', { name: 'Create an account with a passkey' });
    await passkeyForm.getByLabel('Display name').fill(name);
    await passkeyForm.getByRole('button').click();
    await first.page.getByText(`Signed in as ${name}`).waitFor();
    await first.page.getByText('Your account now keeps 1 seat from this browser.').waitFor();
    await first.page.getByRole('button', { name: 'Show a link code' }).click();
    const code = (await first.page.locator('.account-code').getAttribute('data-code')) as string;
    expect(code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    await first.page.getByRole('img', { name: `QR code that opens this site with the link code ${code}` }).waitFor();
    await snap(first.page, 'account-link-code');

    // The second device signs in with the code, typed in lower case.
    const form = second.page.getByRole('form', { name: 'Sign in with a link code' });
    await form.getByLabel('Link code from your other device').fill(code.toLowerCase());
    await form.getByRole('button').click();
    await second.page.getByText(`Signed in as ${name}`).waitFor();

    // Its home page lists the match, its turn; opening it plays seat 1 (the first seat) there.
    await second.page.goto(`${base}/`);
    const row = second.page.locator(`.table-my-matches li[data-match="${matchPath.split('/').pop()}"]`);
    await row.locator('xpath=self::*[@data-my-turn="yes"]').waitFor();
    await row.getByRole('link', { name: 'Open' }).click();
    await second.page.waitForURL((url) => url.pathname === matchPath);
    await second.page.locator('.match-panel').getByText(`${name} (you)`).waitFor();
    // The seat is the account's: its name links to the account's public profile.
    const profile = second.page.locator('.match-panel').getByRole('link', { name: `Profile of ${name}` });
    expect(await profile.getAttribute('href')).toMatch(/^\/profile\/[0-9a-f-]{36}$/);
    await playCarcassonneTurn(second.page.locator('.match-board .carc'), 0);

    // The code was used up.
    const third = await browser.newContext({ locale: 'en-GB' });
    const late = await openPage(third, `${base}/account`);
    const lateForm = late.page.getByRole('form', { name: 'Sign in with a link code' });
    await lateForm.getByLabel('Link code from your other device').fill(code);
    await lateForm.getByRole('button').click();
    await late.page.getByText('This code is wrong, used or expired.', { exact: false }).waitFor();
    await third.close();

    // The laptop signs out and back in with its passkey.
    await first.page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await first.page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await first.page.getByText(`Signed in as ${name}`).waitFor();
    const { credentials } = (await cdp.send('WebAuthn.getCredentials', { authenticatorId: authenticator })) as {
      credentials: { isResidentCredential: boolean }[];
    };
    expect(credentials).toEqual([expect.objectContaining({ isResidentCredential: true })]);
    await laptop.close();
    await phone.close();
  });

  it.each([
    {
      locale: 'en-GB',
      create: 'Create an account',
      signedIn: 'Signed in as',
      add: 'Add a passkey to this account',
      showCode: 'Show a link code',
      codeForm: 'Sign in with a link code',
      codeField: 'Link code from your other device',
      passwordForm: 'Change your password',
      newPassword: 'New password',
      proof: 'Confirm it is you',
      password: 'Password',
      proofPassword: 'Confirm with password',
      proofPasskey: 'Confirm with a passkey',
      wrong: 'Wrong password.',
      saved: 'Your password is saved.',
      remove: 'Remove Passkey 1',
      removed: 'Passkey removed.',
      none: 'No passkeys yet.',
      signOut: 'Sign out',
      signIn: 'Sign in',
      removeAdded: 'Also remove the 1 passkey added on those devices',
      signOutOthers: 'Sign out everywhere else',
      removedOne: '1 passkey removed.',
    },
    {
      locale: 'nl-NL',
      create: 'Maak een account',
      signedIn: 'Ingelogd als',
      add: 'Voeg een passkey toe aan dit account',
      showCode: 'Toon een koppelcode',
      codeForm: 'Inloggen met een koppelcode',
      codeField: 'Koppelcode van je andere apparaat',
      passwordForm: 'Verander je wachtwoord',
      newPassword: 'Nieuw wachtwoord',
      proof: 'Bevestig dat jij het bent',
      password: 'Wachtwoord',
      proofPassword: 'Bevestig met wachtwoord',
      proofPasskey: 'Bevestig met een passkey',
      wrong: 'Verkeerd wachtwoord.',
      saved: 'Je wachtwoord is bewaard.',
      remove: 'Verwijder Passkey 1',
      removed: 'Passkey verwijderd.',
      none: 'Nog geen passkeys.',
      signOut: 'Uitloggen',
      signIn: 'Inloggen',
      removeAdded: 'Verwijder ook de 1 passkey die op die apparaten zijn toegevoegd',
      signOutOthers: 'Log overal anders uit',
      removedOne: '1 passkey verwijderd.',
    },
  ])('manages passkeys and the password after a fresh proof ($locale)', async (words) => {
    const base = inject('baseUrl').replace('127.0.0.1', 'localhost');
    const laptop = await browser.newContext({ locale: words.locale });
    const phone = await browser.newContext({ locale: words.locale });
    const first = await openPage(laptop, `${base}/account`);
    const second = await openPage(phone, `${base}/account`);
    const cdp = await laptop.newCDPSession(first.page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    saveConsoleOnFailure(`accounts-credentials-${words.locale}`, [first, second]);
    const name = `Cr${randomUUID().slice(0, 6)}`;
    const NEW_PASSWORD = 'a brand new battery staple';
    const passkeyList = (page: Page) => page.locator('.account-passkeys');

    // A password account adds a passkey (just signed up: its proof is fresh), listed with its name and device.
    await fill(first.page, words.create, name, PASSWORD);
    await first.page.getByText(`${words.signedIn} ${name}`).waitFor();
    await first.page.getByRole('button', { name: words.add }).click();
    await passkeyList(first.page).getByText('Passkey 1').waitFor();
    expect(await passkeyList(first.page).locator('li').count()).toBe(1);
    expect(await passkeyList(first.page).textContent()).toMatch(/Chrome/);

    // The phone signs in with a link code: a session without a proof.
    const linkCode = async (from: Page, to: Page) => {
      await from.getByRole('button', { name: words.showCode }).click();
      const code = (await from.locator('.account-code').getAttribute('data-code')) as string;
      const form = to.getByRole('form', { name: words.codeForm });
      await form.getByLabel(words.codeField).fill(code);
      await form.getByRole('button').click();
      await to.getByText(`${words.signedIn} ${name}`).waitFor();
    };
    await linkCode(first.page, second.page);
    await passkeyList(second.page).getByText('Passkey 1').waitFor();

    // Changing the password asks who it is: a wrong password is refused, the right one lets the change through.
    const passwordForm = second.page.getByRole('form', { name: words.passwordForm });
    await passwordForm.getByLabel(words.newPassword).fill(NEW_PASSWORD);
    await passwordForm.getByRole('button').click();
    const proof = second.page.getByRole('form', { name: words.proof });
    await proof.getByLabel(words.password).fill('not my password');
    await proof.getByRole('button', { name: words.proofPassword }).click();
    await proof.getByText(words.wrong).waitFor();
    await snap(second.page, `account-proof-${words.locale}`);
    await proof.getByLabel(words.password).fill(PASSWORD);
    await proof.getByRole('button', { name: words.proofPassword }).click();
    await passwordForm.getByText(words.saved).waitFor();
    expect(await proof.count()).toBe(0);

    // The laptop signs out and comes back with the phone's link code: it confirms with its passkey, then removes it.
    await first.page.getByRole('button', { name: words.signOut, exact: true }).click();
    await first.page.getByRole('form', { name: words.signIn, exact: true }).waitFor();
    await linkCode(second.page, first.page);
    await first.page.getByRole('button', { name: words.remove }).click();
    const laptopProof = first.page.getByRole('form', { name: words.proof });
    await laptopProof.getByRole('button', { name: words.proofPasskey }).click();
    await first.page.getByText(words.removed).waitFor();
    await first.page.getByText(words.none).waitFor();
    await snap(first.page, `account-credentials-${words.locale}`);

    // The laptop adds a passkey again (its passkey proof still holds); the phone signs every other device out
    // and, with the box ticked, removes the passkey that device added.
    await first.page.getByRole('button', { name: words.add }).click();
    await passkeyList(first.page).getByText('Passkey 1').waitFor();
    await second.page.reload();
    await second.page.getByLabel(words.removeAdded).check();
    await second.page.getByRole('button', { name: words.signOutOthers }).click();
    await second.page.getByText(words.removedOne).waitFor();
    await second.page.getByText(words.none).waitFor();
    await first.page.reload();
    await first.page.getByRole('form', { name: words.signIn, exact: true }).waitFor();

    // The new password signs in; the old one does not.
    const third = await browser.newContext({ locale: words.locale });
    const fresh = await openPage(third, `${base}/account`);
    await fill(fresh.page, words.signIn, name, PASSWORD);
    await fresh.page.getByRole('alert').waitFor();
    await fill(fresh.page, words.signIn, name, NEW_PASSWORD);
    await fresh.page.getByText(`${words.signedIn} ${name}`).waitFor();
    await third.close();
    await laptop.close();
    await phone.close();
  });

  it('shows the account page in Dutch', async () => {
    const context = await browser.newContext({ locale: 'nl-NL' });
    const recorded = await openPage(context, `${inject('baseUrl')}/account`);
    saveConsoleOnFailure('accounts-dutch', [recorded]);
    await recorded.page.getByText('Je hebt nooit een account nodig').waitFor();
    await recorded.page.getByRole('form', { name: 'Maak een account', exact: true }).waitFor();
    await recorded.page.getByRole('link', { name: 'Account' }).waitFor();
    await snap(recorded.page, 'account-nl');
    await context.close();
  });
});
