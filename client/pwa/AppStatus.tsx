/**
 * The line under the header that says what the app's connection and version are: "You are offline" while
 * the server cannot be reached (the browser says it has no network, or `/health` does not answer; it is
 * asked again every few seconds, so the line goes by itself when the network returns, and online pages
 * reconnect on their own), and "A new version is ready" with *Reload now* and *Later* when a new service
 * worker waits.
 */
import { useEffect, useState } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { applyUpdate, registerServiceWorker } from './register';
import './pwa.css';

/** How often the server is asked whether it can be reached: often while offline, seldom while online. */
const PROBE_OFFLINE_MS = 3_000;
const PROBE_ONLINE_MS = 30_000;

/** Whether the server answers a request (any answer: only a network failure counts as offline). */
async function reachable(): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    await fetch('/health', { cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

export function useOnline(): boolean {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const probe = async () => {
      clearTimeout(timer);
      const now = await reachable();
      if (stopped) return;
      setOnline(now);
      timer = setTimeout(() => void probe(), now ? PROBE_ONLINE_MS : PROBE_OFFLINE_MS);
    };
    const check = () => void probe();
    void probe();
    window.addEventListener('online', check);
    window.addEventListener('offline', check);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', check);
      window.removeEventListener('offline', check);
    };
  }, []);
  return online;
}

export function AppStatus() {
  const t = useT();
  const online = useOnline();
  const [update, setUpdate] = useState(false);
  useEffect(() => registerServiceWorker(() => setUpdate(true)), []);
  return (
    <>
      {!online && (
        <p className="pwa-offline" role="status">
          {t('pwa.offline')}
        </p>
      )}
      {update && (
        <p className="pwa-update" role="status">
          {t('pwa.update')}{' '}
          <button className="button" type="button" onClick={applyUpdate}>
            {t('pwa.reload')}
          </button>{' '}
          <button type="button" className="secondary" onClick={() => setUpdate(false)}>
            {t('pwa.later')}
          </button>
        </p>
      )}
    </>
  );
}
