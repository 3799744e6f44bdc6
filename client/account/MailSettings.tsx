/**
 * The account's e-mail on the account page (docs/security.md#email): none configured on the server says
 * so; otherwise the address (shown only here), whether it waits for its verification link, the choices
 * (your turn, friends' invitations, tournament rounds) and removing it. The language of the mails is the
 * page's when the address or the choices are saved.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useLanguage, useT } from '../i18n/LanguageProvider';
import {
  fetchMailSettings,
  removeMailAddress,
  setMailAddress,
  setMailChoices,
  type MailChoices,
  type MailSettings as Settings,
} from '../api/mail-api';
import { useAccountAction } from './account-problem';
import { ProblemAlert } from './ProblemAlert';

const CHOICES = [
  ['turns', 'account.mailTurns'],
  ['invitations', 'account.mailInvitations'],
  ['tournaments', 'account.mailTournaments'],
] as const;

/** What the verification link said, from the address it led to (`/account#mail-verified`). */
const linkOutcome = () =>
  window.location.hash === '#mail-verified'
    ? 'account.mailVerifiedNow'
    : window.location.hash === '#mail-expired'
      ? 'account.mailExpired'
      : undefined;

export function MailSettings() {
  const t = useT();
  const { language } = useLanguage();
  const [settings, setSettings] = useState<Settings>();
  const [address, setAddress] = useState('');
  const [sent, setSent] = useState(false);
  const { run, busy, error } = useAccountAction();
  const load = useCallback(async () => setSettings(await fetchMailSettings()), []);
  useEffect(() => run(load), [run, load]);
  const outcome = linkOutcome();
  if (!settings) return <ProblemAlert problem={error} />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(async () => {
      await setMailAddress(address, language);
      setSent(true);
      await load();
    });
  };
  const choose = (choices: MailChoices) =>
    run(async () => {
      await setMailChoices(choices, language);
      await load();
    });
  return (
    <section className="account-mail" aria-labelledby="account-mail-title">
      <h3 id="account-mail-title">{t('account.mail')}</h3>
      {outcome && <p role="status">{t(outcome)}</p>}
      {!settings.configured ? (
        <p>{t('account.mailOff')}</p>
      ) : (
        <>
          <p className="muted">{t('account.mailPrivate')}</p>
          {settings.address && (
            <p>
              {t(settings.verified ? 'account.mailVerified' : 'account.mailPending', { address: settings.address })}{' '}
              <button
                type="button"
                className="secondary"
                disabled={busy}
                onClick={() =>
                  run(async () => {
                    await removeMailAddress();
                    setSent(false);
                    await load();
                  })
                }
              >
                {t('account.mailRemove')}
              </button>
            </p>
          )}
          {sent && <p role="status">{t('account.mailSent')}</p>}
          <form className="account-form" onSubmit={submit}>
            <label>
              {t('account.mailAddress')}
              <input
                name="email"
                type="email"
                required
                maxLength={254}
                autoComplete="email"
                value={address}
                onChange={(event) => setAddress(event.target.value)}
              />
            </label>
            <button type="submit" disabled={busy}>
              {t('account.mailSave')}
            </button>
          </form>
          {settings.address && (
            <fieldset>
              <legend>{t('account.mailChoices')}</legend>
              {CHOICES.map(([choice, label]) => (
                <label key={choice}>
                  <input
                    type="checkbox"
                    checked={settings.choices[choice]}
                    disabled={busy}
                    onChange={(event) => choose({ ...settings.choices, [choice]: event.target.checked })}
                  />{' '}
                  {t(label)}
                </label>
              ))}
            </fieldset>
          )}
        </>
      )}
      <ProblemAlert problem={error} />
    </section>
  );
}
