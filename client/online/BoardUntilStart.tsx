/** The board of an online match, shown but inert until the game starts, with the reason. */
import type { ReactNode } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import { useT } from '../i18n/LanguageProvider';

/**
 * The game starts when every seat is taken (docs/security.md#one-seat-one-view): until then nobody may
 * move and no seat sees its cards, so the board is shown but cannot be used, with the reason.
 */
export function BoardUntilStart({ props, children }: { props: BoardProps; children: ReactNode }) {
  const t = useT();
  const started = props.ctx.gameover !== undefined || !props.matchData || props.matchData.every((p) => Boolean(p.name));
  if (started) return <div className="match-board">{children}</div>;
  return (
    <div className="match-board">
      <p className="muted" role="status">
        {t('match.beforeStart')}
      </p>
      <div inert>{children}</div>
    </div>
  );
}
