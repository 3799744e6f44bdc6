/** "Leave match", asking first and saying that a bot takes the seat over. */
import { useState } from 'react';
import { useT } from '../i18n/LanguageProvider';
import './table.css';

export function LeaveButton({ onLeave }: { onLeave(): void }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" className="secondary" onClick={() => setAsking(true)}>
        {t('match.leave')}
      </button>
    );
  return (
    <div className="table-leave-confirm" role="alertdialog" aria-label={t('match.leave')}>
      <p>{t('table.leaveConfirm')}</p>
      <button type="button" className="danger" onClick={onLeave}>
        {t('match.leave')}
      </button>{' '}
      <button type="button" className="secondary" onClick={() => setAsking(false)}>
        {t('table.stay')}
      </button>
    </div>
  );
}
