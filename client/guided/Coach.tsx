/**
 * The coach above the board of a guided first game: what to do now and why, the control for it outlined on
 * the board, and "Skip tutorial", which ends the coaching (the game goes on as an ordinary hotseat game). Its
 * step comes from the game's state through the game's `GuidedGame.steps` (client/shared/guided.ts).
 */
import { useRef, useState } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import { useT } from '../i18n/LanguageProvider';
import type { GuidedGame } from '../shared/guided';
import { coachSkipped, skipCoach } from './coach-state';
import { useCoachStep } from './outline';
import './guided.css';

export function Coach({ game, guided, props }: { game: string; guided: GuidedGame; props: BoardProps }) {
  const t = useT();
  const [skipped, setSkipped] = useState(() => coachSkipped(game, props.matchID));
  const anchor = useRef<HTMLElement>(null);
  const over = props.ctx.gameover !== undefined;
  const seat = Number(props.playerID);
  const steps = skipped || over || !Number.isInteger(seat) ? [] : guided.steps(props.G, seat);
  const step = useCoachStep(anchor, steps);
  if (skipped) return null;
  const id = over ? 'over' : steps.length === 0 ? 'wait' : step?.id;
  const text = over ? t('guided.over') : steps.length === 0 ? t('guided.wait') : step && t(step.text);
  return (
    <aside ref={anchor} className="guided-coach" aria-label={t('guided.coach')} data-step={id}>
      <p className="guided-text" aria-live="polite">
        {text}
      </p>
      {!over && (
        <button
          type="button"
          className="secondary guided-skip"
          onClick={() => {
            skipCoach(game, props.matchID);
            setSkipped(true);
          }}
        >
          {t('guided.skip')}
        </button>
      )}
    </aside>
  );
}
