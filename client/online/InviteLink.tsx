/**
 * The match's link with "Copy link": in the side panel, or, while seats are still open, in the "waiting for
 * players" notice above the board (the one place it shows then).
 */
import { useId, useState } from 'react';
import { useT } from '../i18n/LanguageProvider';

export function InviteLink({ label }: { label: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const link = window.location.href;
  const id = useId();
  return (
    <div className="match-share">
      <label htmlFor={id}>{label}</label>
      <div className="match-share-row">
        <input id={id} readOnly value={link} onFocus={(event) => event.target.select()} />
        <button
          type="button"
          className="button match-copy"
          onClick={() => void navigator.clipboard?.writeText(link).then(() => setCopied(true))}
        >
          {copied ? t('match.copied') : t('match.copy')}
        </button>
      </div>
    </div>
  );
}

/** A match under way with open seats waits for them: says so, with the link to send. */
export function WaitingForPlayers({ open }: { open: number }) {
  const t = useT();
  return (
    <section className="match-waiting" role="status" aria-label={t('home.waitingPlayers')}>
      <InviteLink label={t('online.waitingForPlayers', { n: open })} />
    </section>
  );
}
