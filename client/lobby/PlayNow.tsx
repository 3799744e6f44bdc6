/**
 * *Play now* on a game's lobby page (docs/quick-play.md#page): the choices (player count or any, rated or
 * casual, the clock, a wait before bots fill a casual table, a guest's name), then the waiting state with
 * how many wait in the queue and for how long, and a one-click leave. The status is asked every two
 * seconds (which also keeps the place: a player who stops asking leaves the queue); once matched, the seat
 * is held like any joined seat, a chime plays (a notification too when the tab is hidden) and the page
 * goes to the match.
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/LanguageProvider';
import type { CatalogueEntry } from '../catalogue';
import { navigate } from '../router';
import { holdSeat, rememberedName } from '../api/seats';
import { useSignedIn } from '../api/signed-in';
import {
  joinQuickPlay,
  leaveQuickPlay,
  QUICK_CLOCKS,
  quickPlayStatus,
  type QueueSize,
  type QuickClock,
} from '../api/quick-play-api';
import { announceMatch, askToNotify } from './match-found';

const POLL_MS = 2000;
const BOT_WAITS = [null, 30, 60, 120] as const;

interface Waiting {
  ticket: string;
  waitedSeconds: number;
  queue: QueueSize;
}

export function PlayNow({ entry }: { entry: CatalogueEntry }) {
  const t = useT();
  const account = useSignedIn();
  const counts = Array.from({ length: entry.maxPlayers - entry.minPlayers + 1 }, (_, i) => entry.minPlayers + i);
  const [players, setPlayers] = useState<string>(String(entry.minPlayers));
  const [rated, setRated] = useState(false);
  const [clock, setClock] = useState<QuickClock>(entry.minPlayers === 2 ? 'sudden-15' : 'move-120');
  const [botWait, setBotWait] = useState<string>('');
  const [name, setName] = useState(rememberedName());
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const [error, setError] = useState<string | null>(null);
  const playerName = account?.name ?? name;
  const ticket = useRef<string | null>(null);

  useEffect(() => {
    if (!waiting) return;
    let stopped = false;
    const timer = setInterval(async () => {
      const held = ticket.current;
      if (!held) return;
      try {
        const status = await quickPlayStatus(entry.name, held);
        if (stopped) return;
        if (status.state === 'waiting')
          setWaiting({ ticket: held, waitedSeconds: status.waitedSeconds, queue: status.queue });
        if (status.state === 'matched') {
          stopped = true;
          ticket.current = null;
          holdSeat(entry.name, status.matchID, {
            playerID: status.playerID,
            credentials: status.playerCredentials,
            playerName,
          });
          announceMatch(t('lobby.quick.found', { game: t(entry.title) }));
          navigate(`/match/${entry.name}/${status.matchID}`);
        }
      } catch (e) {
        if (stopped) return;
        stopped = true;
        ticket.current = null;
        setWaiting(null);
        setError((e as Error).message);
      }
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
    // The poll runs while a ticket waits; its answers update `waiting` without restarting it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting !== null, entry.name]);

  const start = async () => {
    setError(null);
    askToNotify();
    try {
      const joined = await joinQuickPlay(entry.name, {
        players: players === 'any' ? 'any' : Number(players),
        rated,
        clock,
        botAfterSeconds: rated || botWait === '' ? null : Number(botWait),
        ...(account ? {} : { playerName: name }),
      });
      ticket.current = joined.ticket;
      setWaiting({ ticket: joined.ticket, waitedSeconds: 0, queue: joined.queue });
    } catch (e) {
      setError((e as Error).message);
    }
  };

  const leave = async () => {
    const held = ticket.current;
    ticket.current = null;
    setWaiting(null);
    if (held) await leaveQuickPlay(entry.name, held).catch(() => undefined);
  };

  return (
    <section className="lobby-quick" aria-labelledby="lobby-quick-title">
      <h2 id="lobby-quick-title">{t('lobby.quick.title')}</h2>
      {error && (
        <p className="error" role="alert">
          {t('lobby.error', { message: error })}
        </p>
      )}
      {waiting ? (
        <div className="lobby-quick-waiting" role="status" aria-live="polite">
          <p>{t('lobby.quick.waiting', { seconds: waiting.waitedSeconds })}</p>
          <p className="muted">
            {t('lobby.quick.queue', {
              n: waiting.queue.waiting,
              seconds: waiting.queue.longestWaitSeconds,
            })}
          </p>
          <button type="button" className="secondary" onClick={() => void leave()}>
            {t('lobby.quick.leave')}
          </button>
        </div>
      ) : (
        <form
          className="lobby-quick-form"
          onSubmit={(e) => {
            e.preventDefault();
            void start();
          }}
        >
          <p className="muted">{t('lobby.quick.intro')}</p>
          {account ? (
            <p className="muted">{t('lobby.nameFromAccount')}</p>
          ) : (
            <label>
              {t('lobby.yourName')}
              <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={50} />
            </label>
          )}
          <label>
            {t('lobby.quick.players')}
            <select value={players} onChange={(e) => setPlayers(e.target.value)}>
              {counts.map((n) => (
                <option key={n} value={String(n)}>
                  {n}
                </option>
              ))}
              <option value="any">{t('lobby.quick.any')}</option>
            </select>
          </label>
          <label>
            {t('lobby.quick.clock')}
            <select value={clock} onChange={(e) => setClock(e.target.value as QuickClock)}>
              {QUICK_CLOCKS.map((c) => (
                <option key={c} value={c}>
                  {t(`lobby.quick.clock.${c}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            <input type="checkbox" checked={rated} disabled={!account} onChange={(e) => setRated(e.target.checked)} />
            {account ? t('lobby.rated') : t('lobby.quick.ratedNeedsAccount')}
          </label>
          {!rated && (
            <label>
              {t('lobby.quick.bots')}
              <select value={botWait} onChange={(e) => setBotWait(e.target.value)}>
                {BOT_WAITS.map((w) => (
                  <option key={String(w)} value={w === null ? '' : String(w)}>
                    {t(w === null ? 'lobby.quick.bots.never' : `lobby.quick.bots.${w}`)}
                  </option>
                ))}
              </select>
            </label>
          )}
          <button type="submit" className="button">
            {t('lobby.quick.button')}
          </button>
        </form>
      )}
    </section>
  );
}
