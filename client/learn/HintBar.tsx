/**
 * "Hint" above a hotseat board: on the seat's turn it asks the fair bot for a move from the seat's own view
 * (client/learn/hint.ts) and says it in words, with why in a line computed from the seat's own view
 * (client/learn/hint-reason.ts: the move as imperative advice, then a reason that supports it; the generic line when a move has no reason of its own); a board that can,
 * shows the move too (client/shared/hinted-move.ts). At the end it says how
 * many hints were used in the match. The search and the words load with the first hint asked, not with the board. Off the seat's turn its row stays, empty, so the board never moves. The
 * board is its child, and always shown.
 */
import { useState, type ReactNode } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import type { CatalogueEntry } from '../catalogue';
import { useLanguage, useT } from '../i18n/LanguageProvider';
import { HintedMoveContext } from '../shared/hinted-move';
import type { ActionBase } from '../../games/shared/contract';
import { askHint, canHint, countHint, hintsUsed } from './hint';
import './learn.css';

interface Props {
  entry: CatalogueEntry;
  props: BoardProps;
  names: readonly string[];
  /** False while the seat's board is hidden behind a privacy screen: no hint may show then. */
  visible: boolean;
  children: ReactNode;
}

export function HintBar({ entry, props, names, visible, children }: Props) {
  const bar = useHintBar({ entry, props, names, visible });
  return (
    <>
      {bar.node}
      <HintedMoveContext.Provider value={bar.action}>{children}</HintedMoveContext.Provider>
    </>
  );
}

function useHintBar({ entry, props, names, visible }: Omit<Props, 'children'>): {
  node: ReactNode;
  action: ActionBase | null;
} {
  const t = useT();
  const { language } = useLanguage();
  const [hint, setHint] = useState<{ at: number; text: string; why: string; action: ActionBase } | null>(null);
  const [asking, setAsking] = useState<number | null>(null);
  const game = entry.game.name ?? entry.name;
  const { G, ctx, playerID, matchID } = props;
  const stateID = (props as unknown as { _stateID?: number })._stateID ?? ctx.turn;
  const none = { node: null, action: null };
  if (!canHint(game) || playerID === null || playerID === undefined) return none;
  if (ctx.gameover)
    return {
      node: (
        <p className="hint-bar hint-count" role="status">
          {t('learn.hintsUsed', { n: hintsUsed(matchID) })}
        </p>
      ),
      action: null,
    };
  const active = ctx.activePlayers ? playerID in ctx.activePlayers : ctx.currentPlayer === playerID;
  // Off the seat's turn the bar keeps its row, empty, so the board below never jumps between turns.
  // The same button, hidden (out of sight, of the tab order and of screen readers), so the row keeps its height.
  if (!active || !visible)
    return {
      node: (
        <div className="hint-bar hint-bar-idle" aria-hidden="true">
          <button type="button" className="secondary hint-button" tabIndex={-1} disabled>
            {t('learn.hint')}
          </button>
        </div>
      ),
      action: null,
    };
  const ask = async () => {
    setAsking(stateID);
    try {
      const seat = Number(playerID);
      // The words come with the search cores, loaded with the first hint (client/learn/hint.ts).
      const [action, { hintAdvice, hintReason }] = await Promise.all([
        askHint({ game, G, seat, seed: `hint/${matchID}/${stateID}` }),
        import('./hint-reason'),
      ]);
      countHint(matchID);
      const request = { entry, G, seat, action, t, language, names };
      const move = hintAdvice(request);
      const why = hintReason(request) ?? t('learn.hintWhy');
      setHint({ at: stateID, text: move, why, action });
    } finally {
      setAsking(null);
    }
  };
  const shown = hint?.at === stateID ? hint : null;
  const node = (
    <div className="hint-bar">
      <button type="button" className="secondary hint-button" disabled={asking === stateID} onClick={() => void ask()}>
        {asking === stateID ? t('learn.hintThinking') : t('learn.hint')}
      </button>
      {shown && (
        <p className="hint-text" role="status">
          <strong>{t('learn.hintMove', { move: shown.text })}</strong> {shown.why}
        </p>
      )}
    </div>
  );
  return { node, action: shown?.action ?? null };
}
