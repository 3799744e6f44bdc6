// @vitest-environment jsdom
// The account's e-mail settings (client/account/MailSettings.tsx, docs/security.md#email) against a mocked
// account API: a server without SMTP says so; an address is sent with the page's language and then waits
// for its link; a choice turned off is saved; the server's refusal reads in the player's language.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LanguageProvider } from '../../client/i18n/LanguageProvider';
import { MailSettings } from '../../client/account/MailSettings';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function mockApi(answers: Record<string, (body: unknown) => { status?: number; body: unknown }>) {
  const calls: { route: string; body?: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const route = `${init?.method ?? 'GET'} ${String(input)}`;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ route, body });
    const answer = answers[route]?.(body) ?? { status: 404, body: { error: 'not found' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  return calls;
}

const CHOICES = { turns: true, invitations: true, tournaments: true };

describe('e-mail settings', () => {
  it('says so when the server sends no mail, in Dutch', async () => {
    mockApi({
      'GET /account/mail': () => ({ body: { configured: false, address: null, verified: false, choices: CHOICES } }),
    });
    render(
      <LanguageProvider language="nl">
        <MailSettings />
      </LanguageProvider>,
    );
    expect(
      await screen.findByText(
        'Deze server verstuurt geen e-mail: er is geen SMTP-server ingesteld. Je beurten hoor je op deze pagina en via meldingen.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('sends an address with the page’s language, shows it waiting, and saves a choice', async () => {
    let settings = { configured: true, address: null as string | null, verified: false, choices: CHOICES };
    const calls = mockApi({
      'GET /account/mail': () => ({ body: settings }),
      'POST /account/mail/address': (body) => {
        settings = { ...settings, address: (body as { address: string }).address };
        return { body: { pending: true } };
      },
      'POST /account/mail/choices': (body) => {
        const { language: _, ...choices } = body as typeof CHOICES & { language: string };
        settings = { ...settings, choices };
        return { body: { choices } };
      },
    });
    render(
      <LanguageProvider language="en">
        <MailSettings />
      </LanguageProvider>,
    );
    fireEvent.change(await screen.findByRole('textbox', { name: 'E-mail address' }), {
      target: { value: 'ann@example.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send a verification link' }));
    expect(await screen.findByText('ann@example.test waits for its verification link.', { exact: false })).toBeTruthy();
    expect(calls).toContainEqual({
      route: 'POST /account/mail/address',
      body: { address: 'ann@example.test', language: 'en' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'when a friend invites me to a table' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        route: 'POST /account/mail/choices',
        body: { turns: true, invitations: false, tournaments: true, language: 'en' },
      }),
    );
    await waitFor(() =>
      expect(
        (screen.getByRole('checkbox', { name: 'when a friend invites me to a table' }) as HTMLInputElement).checked,
      ).toBe(false),
    );
  });

  it('says why an address was refused, in Dutch', async () => {
    mockApi({
      'GET /account/mail': () => ({ body: { configured: true, address: null, verified: false, choices: CHOICES } }),
      'POST /account/mail/address': () => ({ status: 400, body: { error: 'address must be an e-mail address' } }),
    });
    render(
      <LanguageProvider language="nl">
        <MailSettings />
      </LanguageProvider>,
    );
    fireEvent.change(await screen.findByRole('textbox', { name: 'E-mailadres' }), { target: { value: 'a@b.c' } });
    fireEvent.click(screen.getByRole('button', { name: 'Stuur een bevestigingslink' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Dit is geen e-mailadres.');
  });
});
