/**
 * Stepping through a replay: start, back, play/pause, forward, end, a slider, and "go to move". Keys work
 * anywhere on the page except in text fields: ← → step, space plays or pauses, Home and End jump. The
 * line that lists the keys is hidden on touch screens (history.css), which have no keys to press.
 */
import { useEffect, useState } from 'react';
import { useT } from '../i18n/LanguageProvider';

/** Milliseconds between moves when playing. */
const AUTOPLAY_MS = 600;

export function useReplayPosition(last: number) {
  const [frame, setFrame] = useState(0);
  const [playing, setPlaying] = useState(false);
  const go = (to: number) => setFrame(Math.max(0, Math.min(last, to)));
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setFrame((f) => (f >= last ? f : f + 1)), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [playing, last]);
  const stopped = playing && frame >= last;
  useEffect(() => {
    if (stopped) setPlaying(false);
  }, [stopped]);
  return { frame: Math.min(frame, last), go, playing, setPlaying };
}

export function ReplayControls({
  frame,
  last,
  go,
  playing,
  setPlaying,
}: ReturnType<typeof useReplayPosition> & { last: number }) {
  const t = useT();
  const [target, setTarget] = useState('');
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const tag = (event.target as Element | null)?.tagName;
      if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || event.ctrlKey || event.metaKey || event.altKey)
        return;
      const actions: Record<string, () => void> = {
        ArrowLeft: () => go(frame - 1),
        ArrowRight: () => go(frame + 1),
        Home: () => go(0),
        End: () => go(last),
        ' ': () => setPlaying(!playing),
      };
      const action = actions[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  return (
    <div className="replay-controls">
      <button className="secondary" type="button" onClick={() => go(0)} disabled={frame === 0}>
        « {t('replay.first')}
      </button>
      <button className="secondary" type="button" onClick={() => go(frame - 1)} disabled={frame === 0}>
        ◀ {t('replay.back')}
      </button>
      <button className="secondary" type="button" onClick={() => setPlaying(!playing)}>
        {playing ? `❚❚ ${t('replay.pause')}` : `▶ ${t('replay.play')}`}
      </button>
      <button className="secondary" type="button" onClick={() => go(frame + 1)} disabled={frame === last}>
        {t('replay.forward')} ▶
      </button>
      <button className="secondary" type="button" onClick={() => go(last)} disabled={frame === last}>
        {t('replay.last')} »
      </button>
      <input
        type="range"
        min={0}
        max={last}
        value={frame}
        aria-label={t('replay.slider')}
        onChange={(event) => go(Number(event.target.value))}
      />
      <span className="replay-position" data-frame={frame}>
        {t('replay.position', { n: frame, total: last })}
      </span>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (target !== '' && Number.isInteger(Number(target))) go(Number(target));
        }}
      >
        <label>
          {t('replay.jump')}{' '}
          <input type="number" min={0} max={last} value={target} onChange={(event) => setTarget(event.target.value)} />
        </label>
      </form>
      <p className="muted replay-keys">{t('replay.keys')}</p>
    </div>
  );
}
