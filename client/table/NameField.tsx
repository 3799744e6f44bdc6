/**
 * "Your name" where a seat is taken (the lobby's new match, the invitation): typed by a guest; for a
 * signed-in player the account's name, fixed, since the server seats an account under its own name
 * (docs/security.md#account-seats) and the table, the rating changes and the profile must say the same.
 */
import { useEffect, useId } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { useSignedIn } from '../api/signed-in';

export function NameField({ value, onChange }: { value: string; onChange(name: string): void }) {
  const t = useT();
  const account = useSignedIn();
  const note = useId();
  useEffect(() => {
    if (account && value !== account.name) onChange(account.name);
  }, [account, value, onChange]);
  return (
    <>
      <label>
        {t('lobby.yourName')}{' '}
        <input
          name="playerName"
          required
          maxLength={32}
          value={account ? account.name : value}
          readOnly={Boolean(account)}
          aria-describedby={account ? note : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
      {account && (
        <span id={note} className="muted name-from-account">
          {' '}
          {t('lobby.nameFromAccount')}
        </span>
      )}
    </>
  );
}
