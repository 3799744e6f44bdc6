/**
 * The replay page, `/replay/…`: `/replay/<game>/<matchID>` loads an online match's record from the server
 * (with this browser's seat credentials, so the player also sees their own secrets), `/replay/local/<id>`
 * a hotseat game kept in this browser, and `/replay` opens a dropped or chosen record file. The viewer:
 * the board read-only at the chosen move, the controls, the charts, the analysis and a download button.
 */
import { useEffect, useMemo, useState } from 'react';
import type { Seat } from '../../games/shared/contract';
import { choosesViewer, openRecord, type History } from '../../games/history/history';
import { describeAnyMove } from '../catalogue';
import { useLanguage, useT } from '../i18n/LanguageProvider';
import { heldSeat } from '../api/seats';
import { lobby } from '../api/lobby-api';
import { AnalysisPanel } from './AnalysisPanel';
import { downloadRecord, fetchRecord, recordUrl } from './download';
import { GameCharts } from './GameCharts';
import { recentGames, storedRecord } from './recent-games';
import { RecordDrop } from './RecordDrop';
import { ReplayBoard } from './ReplayBoard';
import { ReplayControls, useReplayPosition } from './ReplayControls';
import { useEntry } from '../use-entry';
import './history.css';
import { RatingChanges } from '../ratings/RatingChanges';

interface Loaded {
  record: unknown;
  name: string;
  names?: string[];
}

/** Loads the record the route names; undefined while loading, a message on failure. */
function useRouteRecord(path: string[]): Loaded | string | undefined | null {
  const t = useT();
  const route = path.join('/');
  const [loaded, setLoaded] = useState<Loaded | string | undefined | null>(undefined);
  useEffect(() => {
    const parts = route === '' ? [] : route.split('/');
    const [source, game] = parts;
    if (parts.length === 0) return setLoaded(null);
    if (source === 'local' && game && parts.length === 2) {
      const record = storedRecord(game);
      const names = recentGames().find((g) => g.id === game)?.names;
      return setLoaded(
        record === undefined
          ? t('replay.notFound', { message: game })
          : { record, name: game, ...(names ? { names } : {}) },
      );
    }
    if (source && game && parts.length === 2) {
      const [name, id] = [source, game];
      let live = true;
      const names = lobby.getMatch(name, id).then(
        (m) => m.players.map((p) => p.name ?? ''),
        () => undefined,
      );
      fetchRecord(recordUrl(name, id, heldSeat(name, id))).then(
        async (record) => {
          const playerNames = await names;
          if (live) setLoaded({ record, name: `${name}-${id}`, ...(playerNames ? { names: playerNames } : {}) });
        },
        (error: Error) => live && setLoaded(t('replay.notFound', { message: error.message })),
      );
      return () => void (live = false);
    }
    setLoaded(t('replay.notFound', { message: parts.join('/') }));
  }, [route, t]);
  return loaded;
}

export function ReplayPage({ parts }: { parts: string[] }) {
  const t = useT();
  const fromRoute = useRouteRecord(parts);
  const [dropped, setDropped] = useState<Loaded | null>(null);
  const loaded = dropped ?? fromRoute;
  return (
    <section className="replay">
      <h1>{t('replay.title')}</h1>
      {loaded === undefined && <p>{t('replay.loading')}</p>}
      {typeof loaded === 'string' && (
        <p className="error" role="alert">
          {loaded}
        </p>
      )}
      {typeof loaded === 'object' && loaded !== null && <ReplayViewer key={loaded.name} loaded={loaded} />}
      {parts.length === 2 && parts[0] !== 'local' && <RatingChanges game={parts[0]!} matchID={parts[1]!} />}
      <details open={loaded === null}>
        <summary>{t('replay.open')}</summary>
        <RecordDrop onRecord={(record, name) => setDropped({ record, name })} />
      </details>
    </section>
  );
}

function ReplayViewer({ loaded }: { loaded: Loaded }) {
  const t = useT();
  const [viewer, setViewer] = useState<Seat | null>(null);
  const opened = useMemo((): History | string => {
    try {
      return openRecord(loaded.record, viewer);
    } catch (error) {
      return t('replay.invalid', { message: error instanceof Error ? error.message : String(error) });
    }
  }, [loaded.record, viewer, t]);
  if (typeof opened === 'string')
    return (
      <p className="error" role="alert">
        {opened}
      </p>
    );
  return <ReplayOf history={opened} loaded={loaded} viewer={viewer} setViewer={setViewer} />;
}

function ReplayOf({
  history,
  loaded,
  viewer,
  setViewer,
}: {
  history: History;
  loaded: Loaded;
  viewer: Seat | null;
  setViewer: (v: Seat | null) => void;
}) {
  const t = useT();
  const { language } = useLanguage();
  const last = history.frames.length - 1;
  const position = useReplayPosition(last);
  const { frame, go } = position;
  const names = Array.from(
    { length: history.numPlayers },
    (_, seat) => loaded.names?.[seat] || t('replay.player', { n: seat + 1 }),
  );
  const shown = history.frames[frame];
  const entry = useEntry(history.game);
  const describeMove = entry?.describeMove ?? describeAnyMove;
  const MovePicture = entry?.MovePicture;
  const viewerChoice = choosesViewer(loaded.record);
  return (
    <div className="replay-viewer" data-game={history.game}>
      <div className="replay-bar">
        <button className="secondary" type="button" onClick={() => downloadRecord(loaded.record, loaded.name)}>
          {t('replay.export')}
        </button>
        {viewerChoice ? (
          <label>
            {t('replay.viewer')}{' '}
            <select
              value={viewer ?? ''}
              onChange={(event) => setViewer(event.target.value === '' ? null : Number(event.target.value))}
            >
              <option value="">{t('replay.public')}</option>
              {names.map((name, seat) => (
                <option key={seat} value={seat}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <span className="muted">
            {t('replay.viewer')}: {history.viewer === null ? t('replay.public') : names[history.viewer]}
          </span>
        )}
      </div>
      <ReplayControls {...position} last={last} />
      <p className="replay-move" role="status">
        {shown?.action && shown.seat !== null ? (
          <>
            {MovePicture && <MovePicture action={shown.action} before={history.frames[frame - 1]?.view} />}
            {t('replay.lastMove', {
              player: names[shown.seat] ?? '',
              action: describeMove(shown.action, t, language, history.frames[frame - 1]?.view, names),
            })}
          </>
        ) : (
          t('replay.start')
        )}
      </p>
      {frame === last && history.result && (
        <p className="replay-final" data-scores={history.result.scores.join(',')}>
          {t('replay.final', { scores: history.result.scores.map((s, seat) => `${names[seat]} ${s}`).join(', ') })}
        </p>
      )}
      <ReplayBoard history={history} entry={entry} frame={frame} names={names} failure={t('replay.boardFailed')} />
      <GameCharts history={history} entry={entry} names={names} frame={frame} onPick={go} />
      <AnalysisPanel
        key={String(history.viewer)}
        record={loaded.record}
        history={history}
        names={names}
        frame={frame}
        onPick={go}
      />
    </div>
  );
}
