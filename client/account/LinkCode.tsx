/**
 * Link codes on the account page (docs/security.md#link-codes): a signed-in device shows a short code and a
 * QR code of this site's account page with the code after `#` (a fragment, which no request carries); a
 * new device types the code, or opens the scanned address, whose code this page takes out of the address
 * bar at once, and is signed in.
 */
import { useEffect, useState, type FormEvent } from 'react';
import QRCode from 'qrcode';
import { useT } from '../i18n/LanguageProvider';
import { useFormat } from '../i18n/use-format';
import { makeLinkCode, signInWithLinkCode, type Account } from '../api/account-api';
import { useAccountAction } from './account-problem';
import { ProblemAlert } from './ProblemAlert';

/** How long a code lives (the server's LINK_CODE_MINUTES). */
const LINK_CODE_MINUTES = 5;

/** The code in this page's address (`#code=…`), removed from the address bar and history. */
export function takeCodeFromAddress(): string {
  const match = /^#code=([\w-]{1,32})$/.exec(window.location.hash);
  if (!match) return '';
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return match[1] ?? '';
}

export function ShowLinkCode() {
  const t = useT();
  const [shown, setShown] = useState<{ code: string; expiresAt: number; qr: string }>();
  const { run, busy, error } = useAccountAction();
  const show = () =>
    run(async () => {
      const { code, expiresAt } = await makeLinkCode();
      const address = `${window.location.origin}/account#code=${code}`;
      setShown({ code, expiresAt, qr: await QRCode.toDataURL(address, { margin: 1, width: 192 }) });
    });
  const time = useFormat().time;
  return (
    <section className="account-link-code" aria-labelledby="account-link-code-title">
      <h3 id="account-link-code-title">{t('account.linkCode')}</h3>
      <p className="muted">{t('account.linkCodeHelp', { minutes: LINK_CODE_MINUTES })}</p>
      <button className="secondary" type="button" disabled={busy} onClick={show}>
        {t('account.linkCodeShow')}
      </button>
      <ProblemAlert problem={error} />
      {shown && (
        <div className="account-link-code-shown" role="status">
          <p>
            {t('account.linkCodeIs')}{' '}
            <strong className="account-code" data-code={shown.code}>
              {shown.code}
            </strong>
          </p>
          <img src={shown.qr} width={192} height={192} alt={t('account.linkCodeQr', { code: shown.code })} />
          <p className="muted">{t('account.linkCodeExpires', { time: time(shown.expiresAt) })}</p>
        </div>
      )}
    </section>
  );
}

export function LinkCodeSignIn({ onDone }: { onDone(account: Account): void }) {
  const t = useT();
  const [code, setCode] = useState('');
  const { run, busy, error } = useAccountAction();
  const signIn = (typed: string) => run(async () => onDone(await signInWithLinkCode(typed)));
  useEffect(() => {
    const scanned = takeCodeFromAddress();
    if (scanned) {
      setCode(scanned);
      signIn(scanned);
    }
    // Once, on arrival: the scanned address is read and cleared.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn(code);
  };
  return (
    <form className="account-form" aria-labelledby="account-code-title" onSubmit={submit}>
      <h3 id="account-code-title">{t('account.linkCodeSignIn')}</h3>
      <label>
        {t('account.linkCodeField')}
        <input
          name="code"
          required
          maxLength={32}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </label>
      <ProblemAlert problem={error} />
      <button type="submit" disabled={busy}>
        {t('account.linkCodeButton')}
      </button>
    </form>
  );
}
