/**
 * Passkeys on the account page (docs/security.md#passkeys), with @simplewebauthn/browser: create an account
 * with a passkey, sign in with one, add one to the signed-in account. Offered only where the page is a
 * secure context with WebAuthn (https, or localhost) reached by a domain name; elsewhere (a home server
 * over plain http, or by its address) the page offers the password alone.
 */
import { useState, type FormEvent } from 'react';
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { useT } from '../i18n/LanguageProvider';
import { AccountRequestError, passkeyFinish, passkeyOptions, type Account } from '../api/account-api';
import { problemOf, useAccountAction, type Problem } from './account-problem';
import { ProblemAlert } from './ProblemAlert';
import { useFreshProof } from './FreshProof';
type Options = Parameters<typeof startRegistration>[0]['optionsJSON'];
type SignInOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];

export { passkeysWork } from './passkey-support';

/** A refusal of the server, or the browser's (cancelled, no passkey), as a message of the dictionary. */
const passkeyProblem = (error: unknown): Problem =>
  error instanceof AccountRequestError ? problemOf(error) : { key: 'account.error.passkeyCancelled', params: {} };

/** A passkey ceremony: busy while it runs, and what went wrong shown (`shown`) when it failed. */
function useCeremony() {
  const { run, busy, error } = useAccountAction(passkeyProblem);
  return { run, busy, shown: <ProblemAlert problem={error} /> };
}

export function PasskeySignUp({ onDone }: { onDone(a: Account): void }) {
  const t = useT();
  const [name, setName] = useState('');
  const { run, busy, shown } = useCeremony();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(async () => {
      const optionsJSON = await passkeyOptions<Options>('sign-up', { name });
      const response = await startRegistration({ optionsJSON });
      onDone((await passkeyFinish<{ account: Account }>('sign-up', response)).account);
    });
  };
  return (
    <form className="account-form" aria-labelledby="account-passkey-title" onSubmit={submit}>
      <h3 id="account-passkey-title">{t('account.passkeyCreate')}</h3>
      <label>
        {t('account.name')}
        <input
          name="name"
          required
          maxLength={32}
          autoComplete="username webauthn"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <p className="muted">{t('account.passkeyCreateHelp')}</p>
      {shown}
      <button type="submit" disabled={busy}>
        {t('account.passkeyCreateButton')}
      </button>
    </form>
  );
}

export function PasskeySignIn({ onDone }: { onDone(a: Account): void }) {
  const t = useT();
  const { run, busy, shown } = useCeremony();
  const signIn = () =>
    run(async () => {
      const optionsJSON = await passkeyOptions<SignInOptions>('sign-in');
      const response = await startAuthentication({ optionsJSON });
      onDone((await passkeyFinish<{ account: Account }>('sign-in', response)).account);
    });
  return (
    <div className="account-passkey-sign-in">
      {shown}
      <button className="secondary" type="button" disabled={busy} onClick={signIn}>
        {t('account.passkeySignIn')}
      </button>
    </div>
  );
}

/** Adds a passkey to the signed-in account, after a fresh proof when the server asks for one (FreshProof.tsx). */
export function AddPasskey({ onAdded }: { onAdded?(): Promise<void> | void }) {
  const t = useT();
  const withProof = useFreshProof();
  const [added, setAdded] = useState(false);
  const { run, busy, shown } = useCeremony();
  const add = () =>
    run(async () => {
      const optionsJSON = await withProof(() => passkeyOptions<Options>('add'));
      const response = await startRegistration({ optionsJSON });
      await withProof(() => passkeyFinish('add', response));
      setAdded(true);
      await onAdded?.();
    });
  return (
    <div className="account-passkey-add">
      {shown}
      {added && <p role="status">{t('account.passkeyAdded')}</p>}
      <button className="secondary" type="button" disabled={busy} onClick={add}>
        {t('account.passkeyAdd')}
      </button>
    </div>
  );
}
