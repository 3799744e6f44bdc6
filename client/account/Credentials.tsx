/**
 * How the account signs in, on the account page (docs/security.md#fresh-proof): its passkeys (name, the
 * device that added it, when it was added and last used) each with Remove, adding one, and setting or
 * changing the password. Each change asks for a fresh proof (FreshProof.tsx); the server refuses to remove
 * the last way to sign in.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { useFormat } from '../i18n/use-format';
import { fetchCredentials, removePasskey, setPassword, type Credentials as Listed } from '../api/account-api';
import { useAccountAction } from './account-problem';
import { useFreshProof } from './FreshProof';
import { AddPasskey, passkeysWork } from './Passkeys';
import { ProblemAlert } from './ProblemAlert';

export function Credentials({ version, onChanged }: { version: number; onChanged(): void }) {
  const t = useT();
  const withProof = useFreshProof();
  const [listed, setListed] = useState<Listed>();
  const [notice, setNotice] = useState<string>();
  const { run, busy, error } = useAccountAction();
  const load = useCallback(async () => setListed(await fetchCredentials()), []);
  useEffect(() => run(load), [run, load, version]);
  const date = useFormat().dateTime;
  const device = (text: string) => {
    const [browser = 'other', system = 'other'] = text.split('/');
    const named = (value: string) => (value === 'other' ? t('account.other') : value);
    return t('account.device', { browser: named(browser), system: named(system) });
  };
  const remove = (id: string) =>
    run(async () => {
      await withProof(() => removePasskey(id));
      setNotice(t('account.passkeyRemoved'));
      await load();
      onChanged();
    });
  return (
    <section className="account-credentials" aria-labelledby="account-credentials-title">
      <h3 id="account-credentials-title">{t('account.credentials')}</h3>
      <ProblemAlert problem={error} />
      {notice && <p role="status">{notice}</p>}
      <h4>{t('account.passkeys')}</h4>
      {listed?.passkeys.length === 0 && <p className="muted">{t('account.noPasskeys')}</p>}
      <ul className="account-passkeys">
        {listed?.passkeys.map((passkey) => (
          <li key={passkey.id}>
            {t('account.passkeyLine', { name: passkey.name, device: device(passkey.device) })}{' '}
            <span className="muted">
              {t('account.passkeyDates', { added: date(passkey.createdAt), used: date(passkey.lastUsedAt) })}
            </span>{' '}
            <button className="secondary" type="button" disabled={busy} onClick={() => remove(passkey.id)}>
              {t('account.passkeyRemove', { name: passkey.name })}
            </button>
          </li>
        ))}
      </ul>
      {passkeysWork() && (
        <AddPasskey
          onAdded={async () => {
            await load();
            onChanged();
          }}
        />
      )}
      {listed && <PasswordForm has={listed.password} onSaved={load} />}
    </section>
  );
}

function PasswordForm({ has, onSaved }: { has: boolean; onSaved(): Promise<void> }) {
  const t = useT();
  const withProof = useFreshProof();
  const [password, setValue] = useState('');
  const [saved, setSaved] = useState(false);
  const { run, busy, error } = useAccountAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    run(async () => {
      await withProof(() => setPassword(password));
      setValue('');
      setSaved(true);
      await onSaved();
    });
  };
  const title = has ? 'account.passwordChange' : 'account.passwordCreate';
  return (
    <form className="account-form" aria-labelledby="account-password-title" onSubmit={submit}>
      <h4 id="account-password-title">{t(title)}</h4>
      <p className="muted">{t(has ? 'account.passwordSet' : 'account.passwordNone')}</p>
      <label>
        {t('account.newPassword')}
        <input
          name="new-password"
          type="password"
          required
          minLength={10}
          maxLength={256}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setValue(event.target.value)}
        />
      </label>
      <p className="muted">{t('account.passwordHint')}</p>
      <ProblemAlert problem={error} />
      {saved && <p role="status">{t('account.passwordChanged')}</p>}
      <button type="submit" disabled={busy}>
        {t('account.passwordChangeButton')}
      </button>
    </form>
  );
}
