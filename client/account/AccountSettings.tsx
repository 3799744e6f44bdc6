/**
 * Changing the account on the account page (docs/security.md#account-names): a new display name (the old
 * one stays the player's NAME_HOLD_DAYS; once a week), or deleting the account, confirmed by typing the name
 * again. Both after a fresh proof when the server asks for one (FreshProof.tsx).
 */
import { useState, type FormEvent } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { deleteAccount, renameAccount, type Account } from '../api/account-api';
import { useAccountAction } from './account-problem';
import { useFreshProof } from './FreshProof';
import { ProblemAlert } from './ProblemAlert';

/** The server's NAME_HOLD_DAYS. */
const NAME_HOLD_DAYS = 30;

function OneFieldForm(props: {
  id: string;
  title: Parameters<ReturnType<typeof useT>>[0];
  help: string;
  label: Parameters<ReturnType<typeof useT>>[0];
  button: Parameters<ReturnType<typeof useT>>[0];
  /** The button does what cannot be undone: styled as destructive. */
  destructive?: boolean;
  submit(value: string): Promise<void>;
}) {
  const t = useT();
  const [value, setValue] = useState('');
  const { run, busy, error } = useAccountAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(async () => {
      await props.submit(value);
      setValue('');
    });
  };
  return (
    <form className="account-form" aria-labelledby={`${props.id}-title`} onSubmit={submit}>
      <h3 id={`${props.id}-title`}>{t(props.title)}</h3>
      <p className="muted">{props.help}</p>
      <label>
        {t(props.label)}
        <input name={props.id} required maxLength={32} value={value} onChange={(e) => setValue(e.target.value)} />
      </label>
      <ProblemAlert problem={error} />
      <button type="submit" className={props.destructive ? 'danger' : undefined} disabled={busy}>
        {t(props.button)}
      </button>
    </form>
  );
}

export function AccountSettings({ onRenamed, onDeleted }: { onRenamed(account: Account): void; onDeleted(): void }) {
  const t = useT();
  const withProof = useFreshProof();
  const [notice, setNotice] = useState<string>();
  return (
    <div className="account-forms account-settings">
      {notice && <p role="status">{notice}</p>}
      <OneFieldForm
        id="account-rename"
        title="account.rename"
        help={t('account.renameHelp', { days: NAME_HOLD_DAYS })}
        label="account.newName"
        button="account.renameButton"
        submit={async (name) => {
          const account = await withProof(() => renameAccount(name));
          setNotice(t('account.renamed', { name: account.name }));
          onRenamed(account);
        }}
      />
      <OneFieldForm
        id="account-delete"
        title="account.delete"
        help={t('account.deleteHelp')}
        label="account.name"
        button="account.deleteButton"
        destructive
        submit={async (name) => {
          await withProof(() => deleteAccount(name));
          onDeleted();
        }}
      />
    </div>
  );
}
