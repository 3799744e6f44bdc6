/**
 * A seat's turn notifications on the match page: *Notify me on this device when it is my turn* (the
 * browser asks for permission), *Stop notifying this device*, and *Mute this match* for every device of the
 * seat, also where this device hears of the match only through the signed-in account (it then says so and
 * offers the mute alone; only a signed-in device asks the account's status). Shown only where the browser can receive pushes (client/pwa/push-subscription.ts).
 */
import { useEffect, useState } from 'react';
import { useLanguage, useT } from '../i18n/LanguageProvider';
import type { HeldSeat } from '../api/seats';
import { fetchMe } from '../api/account-api';
import {
  accountDeviceSubscribed,
  deviceSubscribed,
  matchMuted,
  muteMatch,
  pushSupported,
  subscribeDevice,
  unsubscribeDevice,
} from './push-subscription';
import './pwa.css';

export function PushSettings({ game, matchID, seat }: { game: string; matchID: string; seat: HeldSeat }) {
  const t = useT();
  const { language } = useLanguage();
  const [on, setOn] = useState(() => pushSupported() && deviceSubscribed(game, matchID));
  const [muted, setMuted] = useState(false);
  const [throughAccount, setThroughAccount] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const supported = pushSupported();
  const { playerID, credentials } = seat;
  useEffect(() => {
    if (!supported) return;
    let live = true;
    // Only a signed-in device asks for its account's status (a guest's request would be refused with a
    // 401, an error in the browser's console on every match page); a guest keeps the seat's own controls.
    void fetchMe()
      .then((account) => (account ? accountDeviceSubscribed() : false))
      .catch(() => false)
      .then(async (viaAccount) => {
        if (!live) return;
        setThroughAccount(viaAccount);
        if (viaAccount || deviceSubscribed(game, matchID)) {
          const muted = await matchMuted(game, matchID, { playerID, credentials }).catch(() => undefined);
          if (live && muted !== undefined) setMuted(muted);
        }
      });
    return () => {
      live = false;
    };
  }, [supported, game, matchID, playerID, credentials]);
  if (!supported) return null;
  const hears = on || throughAccount;
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
      {!hears && (
        <button type="button" className="secondary" onClick={subscribe}>
          {t('pwa.push')}
        </button>
      )}
      {hears && <span role="status">{muted ? t('pwa.muted') : t(on ? 'pwa.pushOn' : 'pwa.pushOnAccount')}</span>}
      {hears && (
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
