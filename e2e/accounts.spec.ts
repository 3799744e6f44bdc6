// A password account over plain http (the e2e server is http://127.0.0.1): a guest creates an account on
// the account page, a second browser (another device) signs in with the password, sees both devices and
// signs out everywhere else, after which the first browser is a guest again; and the page in Dutch.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, saveConsoleOnFailure, snap } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const PASSWORD = 'correct horse battery';

async function fill(page: Page, form: string, name: string, password: string) {
  const section = page.getByRole('form', { name: form });
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
    await first.page.getByRole('form', { name: 'Sign in' }).waitFor();
    await second.page.reload();
    await second.page.getByText(`Signed in as ${name}`).waitFor();
    await laptop.close();
    await phone.close();
  });

  it('shows the account page in Dutch', async () => {
    const context = await browser.newContext({ locale: 'nl-NL' });
    const recorded = await openPage(context, `${inject('baseUrl')}/account`);
    saveConsoleOnFailure('accounts-dutch', [recorded]);
    await recorded.page.getByText('Je hebt nooit een account nodig').waitFor();
    await recorded.page.getByRole('form', { name: 'Maak een account' }).waitFor();
    await recorded.page.getByRole('link', { name: 'Account' }).waitFor();
    await snap(recorded.page, 'account-nl');
    await context.close();
  });
});
