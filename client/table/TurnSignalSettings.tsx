/**
 * The player's choices at a table: a sound on their turn (off by default), a notification when the tab is
 * hidden, and whether moves animate (client/shared/motion.tsx).
 */
import { useT } from '../i18n/LanguageProvider';
import { MotionSwitch } from '../shared/motion';
import { usePreference } from '../shared/use-preference';
import { PREFERENCES } from './turn-signals';
import './table.css';

export function TurnSignalSettings() {
  const t = useT();
  const [sound, setSound] = usePreference(PREFERENCES.sound);
  const [notify, setNotify] = usePreference(PREFERENCES.notify);
  const canNotify = typeof Notification !== 'undefined';
  const toggleNotify = async (on: boolean) => {
    if (on && canNotify && Notification.permission !== 'granted') {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') return setNotify(false);
    }
    setNotify(on);
  };
  return (
    <p className="table-signals">
      <label>
        <input type="checkbox" name="turnSound" checked={sound} onChange={(event) => setSound(event.target.checked)} />{' '}
        {t('table.sound')}
      </label>{' '}
      {canNotify && (
        <label>
          <input
            type="checkbox"
            name="turnNotify"
            checked={notify}
            onChange={(event) => void toggleNotify(event.target.checked)}
          />{' '}
          {t('table.notify')}
        </label>
      )}{' '}
      <MotionSwitch />
    </p>
  );
}
