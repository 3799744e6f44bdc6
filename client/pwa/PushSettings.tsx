/**
 * A seat's turn notifications on the match page: *Notify me on this device when it is my turn* (the
 * browser asks for permission), *Stop notifying this device*, and *Mute this match* for every device of the
 * seat. Shown only where the browser can receive pushes (client/pwa/push-subscription.ts).
 */
import { useState } from 'react';
import { useLanguage, useT } from '../i18n/LanguageProvider';
import type { HeldSeat } from '../online/seats';
import { deviceSubscribed, muteMatch, pushSupported, subscribeDevice, unsubscribeDevice } from './push-subscription';
import './pwa.css';

export function PushSettings({ game, matchID, seat }: { game: string; matchID: string; seat: HeldSeat }) {
  const t = useT();
  const { language } = useLanguage();
  const [on, setOn] = useState(() => pushSupported() && deviceSubscribed(game, matchID));
  const [muted, setMuted] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  if (!pushSupported()) return null;
  const run = (work: () => Promise<void>) => {
    setProblem(undefined);
    work().catch((error: unknown) => setProblem(t('pwa.pushFailed', { reason: (error as Error).message })));
  };
  const subscribe = () =>
    run(async () => {
      const answer = await subscribeDevice(game, matchID, seat, language);
      if (answer === 'denied') return setProblem(t('pwa.pushDenied'));
      setOn(true);
      setMuted(answer.muted);
    });
  return (
    <div className="pwa-push">
      {!on && (
        <button type="button" className="secondary" onClick={subscribe}>
          {t('pwa.push')}
        </button>
      )}
      {on && <span role="status">{muted ? t('pwa.muted') : t('pwa.pushOn')}</span>}
      {on && (
        <button
          type="button"
          className="secondary"
          onClick={() => run(async () => setMuted((await muteMatch(game, matchID, seat, !muted)).muted))}
        >
          {muted ? t('pwa.unmute') : t('pwa.mute')}
        </button>
      )}
      {on && (
        <button
          type="button"
          className="secondary"
          onClick={() => run(async () => (await unsubscribeDevice(game, matchID, seat), setOn(false)))}
        >
          {t('pwa.pushOff')}
        </button>
      )}
      {problem && (
        <span className="error" role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}
