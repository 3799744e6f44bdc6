/**
 * Fresh proof on the account page (docs/security.md#fresh-proof): an action the server refuses for want
 * of a recent proof (adding or removing a credential, renaming, deleting) opens "Confirm it is you", with
 * the password or a passkey of the account; once given, the action runs again. `useFreshProof()` wraps an
 * action so; cancelling fails it with `account.error.proofCancelled`.
 */
import { createContext, useCallback, useContext, useState, type FormEvent, type ReactNode } from 'react';
import { startAuthentication } from '@simplewebauthn/browser';
import { useT } from '../i18n/LanguageProvider';
import { AccountRequestError, needsProof, passkeyFinish, passkeyOptions, reauthWithPassword } from '../api/account-api';
import { useAccountAction } from './account-problem';
import { passkeysWork } from './passkey-support';
import { ProblemAlert } from './ProblemAlert';

/** The server's FRESH_PROOF_MINUTES. */
const FRESH_PROOF_MINUTES = 5;

type WithProof = <T>(work: () => Promise<T>) => Promise<T>;
const ProofContext = createContext<WithProof>((work) => work());

/** Runs an action, asking for a fresh proof and running it again when the server wants one. */
export const useFreshProof = (): WithProof => useContext(ProofContext);

interface Pending {
  proved(): void;
  cancel(): void;
}

export function FreshProof({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending>();
  const withProof = useCallback<WithProof>(async (work) => {
    try {
      return await work();
    } catch (error) {
      if (!needsProof(error)) throw error;
      await new Promise<void>((resolve, reject) =>
        setPending({
          proved: resolve,
          cancel: () => reject(new AccountRequestError('account.error.proofCancelled', {})),
        }),
      ).finally(() => setPending(undefined));
      return work();
    }
  }, []);
  return (
    <ProofContext.Provider value={withProof}>
      {pending && <ProofForm pending={pending} />}
      {children}
    </ProofContext.Provider>
  );
}

type AssertionOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];

function ProofForm({ pending }: { pending: Pending }) {
  const t = useT();
  const [password, setPassword] = useState('');
  const { run, busy, error } = useAccountAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(async () => {
      await reauthWithPassword(password);
      pending.proved();
    });
  };
  const withPasskey = () =>
    run(async () => {
      const optionsJSON = await passkeyOptions<AssertionOptions>('reauth');
      const response = await startAuthentication({ optionsJSON });
      await passkeyFinish('reauth', response);
      pending.proved();
    });
  return (
    <form className="account-form account-proof" aria-labelledby="account-proof-title" onSubmit={submit}>
      <h3 id="account-proof-title">{t('account.proof')}</h3>
      <p className="muted">{t('account.proofHelp', { minutes: FRESH_PROOF_MINUTES })}</p>
      <label>
        {t('account.password')}
        <input
          name="password"
          type="password"
          autoFocus
          maxLength={256}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      <ProblemAlert problem={error} />
      <button type="submit" disabled={busy || password === ''}>
        {t('account.proofButton')}
      </button>{' '}
      {passkeysWork() && (
        <button className="secondary" type="button" disabled={busy} onClick={withPasskey}>
          {t('account.proofPasskey')}
        </button>
      )}{' '}
      <button className="secondary" type="button" onClick={pending.cancel}>
        {t('account.proofCancel')}
      </button>
    </form>
  );
}
