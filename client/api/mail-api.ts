/**
 * The client's side of the account's e-mail (server/mail/mail-routes.ts, docs/security.md#email): its
 * address, whether the server sends mail at all, and the choices.
 */
import { call } from './account-api';

export interface MailChoices {
  turns: boolean;
  invitations: boolean;
  tournaments: boolean;
}

export interface MailSettings {
  configured: boolean;
  address: string | null;
  verified: boolean;
  choices: MailChoices;
}

export const fetchMailSettings = () => call<MailSettings>('GET', 'mail');
export const setMailAddress = (address: string, language: string) =>
  call<{ pending: true }>('POST', 'mail/address', { address, language });
export const setMailChoices = (choices: MailChoices, language: string) =>
  call<{ choices: MailChoices }>('POST', 'mail/choices', { ...choices, language });
export const removeMailAddress = () => call<{ removed: true }>('POST', 'mail/remove', {});
