/**
 * The post-game analysis under the replay: a button starts it in a Web Worker (analysis-runner.ts), a
 * progress bar and a cancel button follow it, then a chart of each player's win chance as judged from their
 * own view, mistakes marked, and a note per move (click one to go there), numbered by turn where a turn is
 * several moves (the game's `turnOf`), with its picture in a column of its own.
 */
import { useEffect, useRef, useState } from 'react';
import type { MoveAnalysis } from '../../games/history/analysis';
import type { History } from '../../games/history/history';
import { useLanguage, useT } from '../i18n/LanguageProvider';
import { useFormat } from '../i18n/use-format';
import { startAnalysis } from './analysis-runner';
import { LineChart } from '../shared/charts/LineChart';
import { seatColour } from '../shared/seat-colours';
import { describeAnyMove } from '../catalogue';
import { useEntry } from '../use-entry';

type Status = 'idle' | 'running' | 'done' | 'cancelled' | 'error';

/** Milliseconds of search per move in the browser. */
const MS_PER_MOVE = 200;

const percent = (x: number) => Math.round(x * 100);

export function AnalysisPanel({
  record,
  history,
  names,
  frame,
  onPick,
}: {
  record: unknown;
  history: History;
  names: string[];
  frame: number;
  onPick: (frame: number) => void;
}) {
  const t = useT();
  const format = useFormat();
  const { language } = useLanguage();
  const entry = useEntry(history.game);
  const describeMove = entry?.describeMove ?? describeAnyMove;
  const MovePicture = entry?.MovePicture;
  const [status, setStatus] = useState<Status>('idle');
  const [results, setResults] = useState<MoveAnalysis[]>([]);
  const [error, setError] = useState('');
  const cancel = useRef<(() => void) | null>(null);
  useEffect(() => () => cancel.current?.(), []);
  const total = history.positions.length;
  if (total === 0)
    return (
      <section className="analysis">
        <h3>{t('analysis.title')}</h3>
        <p className="muted">{t('analysis.none')}</p>
      </section>
    );

  const start = () => {
    setResults([]);
    setStatus('running');
    cancel.current = startAnalysis(
      { record, viewer: history.viewer, budget: { ms: MS_PER_MOVE }, seed: 'replay' },
      (message) => {
        if (message.kind === 'move') setResults((old) => [...old, message.result]);
        if (message.kind === 'done') setStatus('done');
        if (message.kind === 'error') {
          setStatus('error');
          setError(message.message);
        }
      },
    );
  };
  const stop = () => {
    cancel.current?.();
    cancel.current = null;
    setStatus('cancelled');
  };

  const name = (seat: number) => names[seat] ?? t('replay.player', { n: seat + 1 });
  // Each player's latest known win chance, move by move (from the analysis of that player's own moves).
  const seats = Array.from({ length: history.numPlayers }, (_, seat) => seat);
  const series = seats.map((seat) => {
    let last: number | null = null;
    return {
      label: name(seat),
      colour: seatColour(seat),
      values: results.map((r) => (r.seat === seat ? (last = percent(r.after)) : last)),
    };
  });
  const marks = results.flatMap((r, i) =>
    r.mistake ? [{ x: i, y: percent(r.after), colour: '#c0392b', title: note(r) }] : [],
  );
  const cursor = results.reduce((at, r, i) => (r.frame <= frame ? i : at), 0);
  function note(r: MoveAnalysis): string {
    const before = history.frames[r.frame - 1]?.view;
    // A game whose turn is several moves (Carcassonne's tile and meeple) numbers them by turn.
    const base = t(entry?.turnOf ? 'analysis.noteTurn' : 'analysis.note', {
      n: entry?.turnOf ? entry.turnOf(r.move, before) : r.frame,
      player: name(r.seat),
      before: format.percent(r.before),
      after: format.percent(r.after),
    });
    const mistake = r.mistake ? ` · ${t('analysis.mistake', { points: percent(r.before) - percent(r.after) })}` : '';
    const best =
      JSON.stringify(r.best) !== JSON.stringify(r.move)
        ? ` · ${t('analysis.best', { best: describeMove(r.best, t, language, before, names) })}`
        : '';
    return `${base}: ${describeMove(r.move, t, language, before, names)}${mistake}${best}`;
  }
  return (
    <section className="analysis" data-status={status}>
      <h3>{t('analysis.title')}</h3>
      <p className="muted">{t('analysis.explain')}</p>
      {status !== 'running' && (
        <button className="secondary" type="button" onClick={start}>
          {t('analysis.start')}
        </button>
      )}
      {status === 'running' && (
        <p>
          <progress max={total} value={results.length} /> {t('analysis.progress', { done: results.length, total })}{' '}
          <button type="button" className="secondary" onClick={stop}>
            {t('analysis.cancel')}
          </button>
        </p>
      )}
      {status === 'cancelled' && <p role="status">{t('analysis.cancelled', { done: results.length })}</p>}
      {status === 'error' && <p role="alert">{t('analysis.failed', { message: error })}</p>}
      {results.length > 0 && (
        <>
          <LineChart
            testId="win-chance"
            title={t('chart.winChance')}
            xLabel={t('chart.move')}
            yMin={0}
            yMax={100}
            series={series}
            marks={marks}
            cursor={cursor}
            onPick={(i) => onPick(results[i]?.frame ?? frame)}
          />
          <ol className="analysis-notes">
            {results.map((r) => (
              <li key={r.frame} data-mistake={r.mistake || undefined} data-current={r.frame === frame || undefined}>
                <button type="button" className="link" onClick={() => onPick(r.frame)}>
                  {/* One column for the pictures, empty where a move has none, so that the words line up. */}
                  {MovePicture && (
                    <span className="analysis-picture">
                      <MovePicture action={r.move} before={history.frames[r.frame - 1]?.view} />
                    </span>
                  )}
                  <span>{note(r)}</span>
                </button>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
