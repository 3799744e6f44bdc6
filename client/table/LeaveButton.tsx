/** "Leave match", asking first and saying that a bot takes the seat over; a refusal is shown with its reason. */
import { useState } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { useAction } from '../shared/use-action';
import './table.css';

export function LeaveButton({ onLeave }: { onLeave(): Promise<void> }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const leaving = useAction();
  if (!asking)
    return (
      <button type="button" className="secondary" onClick={() => setAsking(true)}>
        {t('match.leave')}
      </button>
    );
  return (
    <div className="table-leave-confirm" role="alertdialog" aria-label={t('match.leave')}>
      <p>{t('table.leaveConfirm')}</p>
      <button type="button" className="danger" disabled={leaving.busy} onClick={() => leaving.run(onLeave)}>
        {t('match.leave')}
      </button>{' '}
      <button type="button" className="secondary" onClick={() => setAsking(false)}>
        {t('table.stay')}
      </button>
      {leaving.error && (
        <p className="error" role="alert">
          {t('table.actionFailed', { reason: leaving.error })}
        </p>
      )}
    </div>
  );
}
