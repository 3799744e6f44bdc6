/**
 * Beside a game being played (hotseat or online): a button that downloads the record so far, and once the
 * game is over, the charts of the game (loaded then, not with the board), a link to its replay, and the game
 * remembered among this browser's recent games. The records' reader (games/history/history.ts, which lists
 * every game's module) loads then too: the board needs only its own game's
 * (docs/performance.md#lighthouse-hint-cores).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { History } from '../../games/history/history';
import { useT } from '../i18n/LanguageProvider';
import { useEntry } from '../use-entry';
import { linkProps } from '../router';
import { downloadRecord } from './download';
import { rememberGame, replayPath, type RecentGame } from './recent-games';
import './history.css';

// The charts (and their chart components) are drawn only once the game is over: they load then, not with the
// board (docs/performance.md#lighthouse-both-boards).
const GameCharts = lazy(() => import('./GameCharts').then((m) => ({ default: m.GameCharts })));

export interface LiveGame {
  id: string;
  game: string;
  source: RecentGame['source'];
  names: string[];
  /** The record so far (public information, plus the secrets of the seat this browser plays). */
  record(): Promise<unknown>;
  /** Whether hotseat records are kept in this browser (online ones stay on the server). */
  keepRecord: boolean;
}

export function LiveRecordPanel({ live, over }: { live: LiveGame; over: boolean }) {
  const t = useT();
  const [history, setHistory] = useState<History | null>(null);
  const [error, setError] = useState('');
  const entry = useEntry(live.game);
  useEffect(() => {
    if (!over) return;
    let current = true;
    Promise.all([live.record(), import('../../games/history/history')])
      .then(([record, { openRecord }]) => {
        if (!current) return;
        const opened = openRecord(record);
        setHistory(opened);
        const entry = {
          id: live.id,
          game: live.game,
          source: live.source,
          finishedAt: Date.now(),
          names: live.names,
          scores: opened.result?.scores ?? [],
        };
        rememberGame(entry, live.keepRecord ? record : undefined);
      })
      .catch((e: Error) => current && setError(e.message));
    return () => void (current = false);
  }, [over, live]);
  const download = () =>
    void live.record().then(
      (record) => downloadRecord(record, `${live.game}-${live.id}`),
      (e: Error) => setError(e.message),
    );
  return (
    <section className="live-record" data-over={over || undefined}>
      <p>
        <button type="button" className="secondary" onClick={download}>
          {t('replay.export')}
        </button>{' '}
        {over && history && (
          <a
            className="button"
            {...linkProps(
              replayPath({ id: live.id, game: live.game, source: live.source, finishedAt: 0, names: [], scores: [] }),
            )}
          >
            {t('replay.watch')}
          </a>
        )}
      </p>
      {error && (
        <p className="error" role="alert">
          {t('replay.notFound', { message: error })}
        </p>
      )}
      {over && history && (
        <Suspense fallback={null}>
          <GameCharts
            history={history}
            entry={entry}
            names={live.names.map((name, seat) => name || t('replay.player', { n: seat + 1 }))}
          />
        </Suspense>
      )}
    </section>
  );
}
