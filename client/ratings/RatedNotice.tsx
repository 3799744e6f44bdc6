/** What a rated table says before it starts (docs/ratings.md#for-players): leavers rank last. */
import { useT } from '../i18n/LanguageProvider';

export function RatedNotice() {
  const t = useT();
  return (
    <p className="rated-notice" role="note">
      {t('ratings.ratedNotice')}
    </p>
  );
}
