/**
 * The account page (`/account`): accounts are optional (docs/security.md#accounts). A guest sees why one
 * might want an account and two forms, create one or sign in; a signed-in player sees their name, their
 * signed-in devices (ending one, or all but this one, and the passkeys those added), how they sign in
 * (Credentials.tsx: passkeys, password; changes after a fresh proof, FreshProof.tsx), this device's turn
 * notifications for all the
 * account's matches (client/pwa/AccountPushSettings.tsx) and signing out, which also forgets the account's
 * seats in this browser. The password goes only in the
 * request's body; the session is an HttpOnly cookie this page never sees.
 */
import { announceSignedIn } from '../api/signed-in';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { useFormat } from '../i18n/use-format';
import { heldSeatList, releaseSeat } from '../api/seats';
import { linkProps, navigate } from '../router';
import { returnPath } from './sign-in-return';
import {
  claimSeats,
  fetchAccountMatches,
  fetchCredentials,
  fetchDevices,
  fetchMe,
  signIn,
  signOut,
  signOutDevice,
  signOutOthers,
  signUp,
  type Account,
  type Device,
} from '../api/account-api';
import { LinkCodeSignIn, ShowLinkCode } from './LinkCode';
import { AccountSettings } from './AccountSettings';
import { PasskeySignIn, PasskeySignUp, passkeysWork } from './Passkeys';
import { Credentials } from './Credentials';
import { FreshProof, useFreshProof } from './FreshProof';
import { AccountPushSettings } from '../pwa/AccountPushSettings';
import { FriendsPanel } from '../friends/FriendsPanel';
import { MailSettings } from './MailSettings';
import { AvatarSettings } from './AvatarSettings';
import { problemOf, useAccountAction, type Problem } from './account-problem';
import { ProblemAlert } from './ProblemAlert';
import './account.css';

function CredentialsForm({ kind, onDone }: { kind: 'create' | 'signIn'; onDone(account: Account): void }) {
  const t = useT();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const { run, busy, error } = useAccountAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(async () => onDone(await (kind === 'create' ? signUp(name, password) : signIn(name, password))));
  };
  const id = `account-${kind}`;
  return (
    <form className="account-form" aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h3 id={`${id}-title`}>{t(kind === 'create' ? 'account.create' : 'account.signIn')}</h3>
      <label>
        {t('account.name')}
        <input
          name="name"
          required
          maxLength={32}
          autoComplete="username"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <label>
        {t('account.password')}
        <input
          name="password"
          type="password"
          required
          minLength={kind === 'create' ? 10 : 1}
          maxLength={256}
          autoComplete={kind === 'create' ? 'new-password' : 'current-password'}
          value={password}
          aria-describedby={kind === 'create' ? `${id}-hint` : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      {kind === 'create' && (
        <p id={`${id}-hint`} className="muted">
          {t('account.passwordHint')}
        </p>
      )}
      <ProblemAlert problem={error} />
      <button type="submit" disabled={busy}>
        {t(kind === 'create' ? 'account.createButton' : 'account.signInButton')}
      </button>
    </form>
  );
}

function Devices({ version, onSignedOut, onChanged }: { version: number; onSignedOut(): void; onChanged(): void }) {
  const t = useT();
  const withProof = useFreshProof();
  const [devices, setDevices] = useState<Device[]>();
  // Passkeys that other sessions added, which signing them out may remove too.
  const [addedElsewhere, setAddedElsewhere] = useState(0);
  const [removeAdded, setRemoveAdded] = useState(false);
  const [notice, setNotice] = useState<string>();
  const { run, busy, error } = useAccountAction();
  const load = useCallback(async () => {
    setDevices(await fetchDevices());
    setAddedElsewhere((await fetchCredentials()).passkeys.filter((p) => p.addedElsewhere).length);
  }, []);
  useEffect(() => run(load), [run, load, version]);
  const removing = removeAdded && addedElsewhere > 0;
  const ended = (passkeysRemoved: number) => {
    if (passkeysRemoved > 0) onChanged();
    return passkeysRemoved > 0 ? ` ${t('account.removedPasskeys', { n: passkeysRemoved })}` : '';
  };
  const act = (work: () => Promise<void>) =>
    run(async () => {
      await work();
      await load();
    });
  const named = (value: string) => (value === 'other' ? t('account.other') : value);
  const date = useFormat().dateTime;
  return (
    <section className="account-devices" aria-labelledby="account-devices-title">
      <h3 id="account-devices-title">{t('account.devices')}</h3>
      <ProblemAlert problem={error} />
      {notice && <p role="status">{notice}</p>}
      <ul>
        {devices?.map((device) => (
          <li key={device.id} data-current={device.current}>
            {t('account.device', { browser: named(device.browser), system: named(device.system) })}
            {device.current ? <strong> ({t('account.thisDevice')})</strong> : null}{' '}
            <span className="muted">{t('account.lastUsed', { date: date(device.lastSeenAt) })}</span>{' '}
            {device.current ? null : (
              <button
                className="secondary"
                type="button"
                disabled={busy}
                onClick={() =>
                  act(async () => {
                    const { passkeysRemoved } = await withProof(() => signOutDevice(device.id, removing));
                    setNotice(ended(passkeysRemoved).trim() || undefined);
                  })
                }
              >
                {t('account.signOutDevice')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {addedElsewhere > 0 && (
        <label className="account-remove-added">
          <input type="checkbox" checked={removeAdded} onChange={(event) => setRemoveAdded(event.target.checked)} />{' '}
          {t('account.removeAddedPasskeys', { n: addedElsewhere })}
        </label>
      )}
      <p className="muted">{t('account.lostDevice')}</p>
      <button
        className="secondary"
        type="button"
        disabled={busy}
        onClick={() =>
          act(async () => {
            const { signedOut, passkeysRemoved } = await withProof(() => signOutOthers(removing));
            setNotice(t('account.signedOutOthers', { n: signedOut }) + ended(passkeysRemoved));
          })
        }
      >
        {t('account.signOutOthers')}
      </button>{' '}
      <button
        className="secondary"
        type="button"
        disabled={busy}
        onClick={() =>
          act(async () => {
            // The account's seats leave this browser with it (on a shared device nobody plays them after).
            const seats = await fetchAccountMatches();
            await signOut();
            for (const seat of seats) releaseSeat(seat.gameName, seat.matchID);
            onSignedOut();
          })
        }
      >
        {t('account.signOut')}
      </button>
    </section>
  );
}

/** The seats this browser held as a guest, to tie to the account just signed in (they stay here too). */
const claimHeldSeats = () =>
  claimSeats(heldSeatList().map(({ matchID, playerID, credentials }) => ({ matchID, playerID, credentials })));

export function AccountPage() {
  const t = useT();
  const [account, setAccount] = useState<Account | null>();
  const [problem, setProblem] = useState<Problem>();
  const [claimed, setClaimed] = useState(0);
  const [deleted, setDeleted] = useState(false);
  // Bumped when the passkeys change, so the lists that show them load again.
  const [version, setVersion] = useState(0);
  const changed = () => setVersion((v) => v + 1);
  // A mail's link to a match sent a signed-out player here first (sign-in-return.ts): back there once signed in.
  const [back] = useState(() => returnPath(window.location.search));
  const signedIn = (next: Account) => {
    setAccount(next);
    const claiming = claimHeldSeats().then(setClaimed, (error: unknown) => setProblem(problemOf(error)));
    if (back) void claiming.then(() => navigate(back));
  };
  // The header and the name fields elsewhere follow who is signed in (client/api/signed-in.ts).
  useEffect(() => {
    if (account !== undefined) announceSignedIn(account);
  }, [account]);
  useEffect(() => {
    fetchMe().then(setAccount, (error: unknown) => {
      setAccount(null);
      setProblem(problemOf(error));
    });
  }, []);
  return (
    <section className="account-page">
      <h1>{t('account.title')}</h1>
      <p>{t('account.optional')}</p>
      <ProblemAlert problem={problem} />
      {account === undefined && <p role="status">{t('account.loading')}</p>}
      {account === null && back && <p role="status">{t('account.signInForMatch')}</p>}
      {deleted && <p role="status">{t('account.deleted')}</p>}
      {account === null && passkeysWork() && (
        <div className="account-forms">
          <PasskeySignUp onDone={signedIn} />
          <PasskeySignIn onDone={signedIn} />
        </div>
      )}
      {account === null && (
        <div className="account-forms">
          <CredentialsForm kind="create" onDone={signedIn} />
          <CredentialsForm kind="signIn" onDone={signedIn} />
          <LinkCodeSignIn onDone={signedIn} />
        </div>
      )}
      {account && (
        <FreshProof>
          <p className="account-name">{t('account.signedInAs', { name: account.name })}</p>
          <p>
            <a {...linkProps(`/profile/${account.id}`)}>{t('account.profileLink')}</a>
          </p>
          {claimed > 0 && <p role="status">{t('account.seatsClaimed', { n: claimed })}</p>}
          <AvatarSettings accountID={account.id} />
          <ShowLinkCode />
          <Devices version={version} onChanged={changed} onSignedOut={() => setAccount(null)} />
          <Credentials version={version} onChanged={changed} />
          <FriendsPanel />
          <MailSettings />
          <AccountPushSettings />
          <AccountSettings
            onRenamed={setAccount}
            onDeleted={() => {
              setAccount(null);
              setDeleted(true);
            }}
          />
        </FreshProof>
      )}
    </section>
  );
}
