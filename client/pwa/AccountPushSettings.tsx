/**
 * The account page's turn notifications: *Notify me on this device when it is my turn in any of my
 * matches* subscribes this device once for every seat of the signed-in account (the browser asks for
 * permission; docs/turn-based.md#push), and *Stop notifying this device* ends it. Signing this device out
 * ends it too (the server ties the device to its session). The section shows at once: while the service
 * worker starts (seconds on a cold page) it says it is checking this device, and the button waits, disabled.
 */
import { useEffect, useState } from 'react';
import { useLanguage, useT } from '../i18n/LanguageProvider';
import {
  accountDeviceSubscribed,
  pushSupported,
  subscribeAccountDevice,
  unsubscribeAccountDevice,
} from './push-subscription';
import './pwa.css';

export function AccountPushSettings() {
  const t = useT();
  const { language } = useLanguage();
  const [on, setOn] = useState<boolean>();
  const [problem, setProblem] = useState<string | undefined>();
  const supported = pushSupported();
  useEffect(() => {
    if (!supported) return;
    let current = true;
    accountDeviceSubscribed().then(
      (subscribed) => current && setOn(subscribed),
      () => current && setOn(false),
    );
    return () => {
      current = false;
    };
  }, [supported]);
  const run = (work: () => Promise<void>) => {
    setProblem(undefined);
    work().catch((error: unknown) => setProblem(t('pwa.pushFailed', { reason: (error as Error).message })));
  };
  return (
    <section className="pwa-push account-push" aria-labelledby="account-push-title">
      <h3 id="account-push-title">{t('pwa.accountPushTitle')}</h3>
      {!supported && <p>{t('pwa.accountPushNone')}</p>}
      {supported && on === undefined && (
        <p className="muted" role="status">
          {t('pwa.accountPushChecking')}
        </p>
      )}
      {supported && on !== true && (
        <button
          type="button"
          className="secondary"
          disabled={on === undefined}
          aria-busy={on === undefined}
          onClick={() =>
            run(async () =>
              (await subscribeAccountDevice(language)) === 'denied' ? setProblem(t('pwa.pushDenied')) : setOn(true),
            )
          }
        >
          {t('pwa.accountPush')}
        </button>
      )}
      {on && <p role="status">{t('pwa.accountPushOn')}</p>}
      {on && (
        <button
          type="button"
          className="secondary"
          onClick={() => run(async () => (await unsubscribeAccountDevice(), setOn(false)))}
        >
          {t('pwa.accountPushOff')}
        </button>
      )}
      {problem && (
        <p className="error" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
