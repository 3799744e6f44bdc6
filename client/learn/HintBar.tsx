/**
 * "Hint" above a hotseat board: on the seat's turn it asks the fair bot for a move from the seat's own view
 * (client/learn/hint.ts) and says it in words, with why in a line: it is the move the bot would make in
 * that seat. At the end it says how many hints were used in the match.
 */
import { useState } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import type { CatalogueEntry } from '../catalogue';
import { useLanguage, useT } from '../i18n/LanguageProvider';
import { askHint, canHint, countHint, hintsUsed } from './hint';

interface Props {
  entry: CatalogueEntry;
  props: BoardProps;
  names: readonly string[];
  /** False while the seat's board is hidden behind a privacy screen: no hint may show then. */
  visible: boolean;
}

export function HintBar({ entry, props, names, visible }: Props) {
  const t = useT();
  const { language } = useLanguage();
  const [hint, setHint] = useState<{ at: number; text: string } | null>(null);
  const [asking, setAsking] = useState<number | null>(null);
  const game = entry.game.name ?? entry.name;
  const { G, ctx, playerID, matchID } = props;
  const stateID = (props as unknown as { _stateID?: number })._stateID ?? ctx.turn;
  if (!canHint(game) || playerID === null || playerID === undefined) return null;
  if (ctx.gameover)
    return (
      <p className="hint-bar hint-count" role="status">
        {t('learn.hintsUsed', { n: hintsUsed(matchID) })}
      </p>
    );
  const active = ctx.activePlayers ? playerID in ctx.activePlayers : ctx.currentPlayer === playerID;
  if (!active || !visible) return null;
  const ask = async () => {
    setAsking(stateID);
    try {
      const action = await askHint({ game, G, seat: Number(playerID), seed: `hint/${matchID}/${stateID}` });
      countHint(matchID);
      const move = entry.describeMove(action, t, language, G, names);
      setHint({ at: stateID, text: move });
    } finally {
      setAsking(null);
    }
  };
  const shown = hint?.at === stateID ? hint : null;
  return (
    <div className="hint-bar">
      <button type="button" className="secondary hint-button" disabled={asking === stateID} onClick={() => void ask()}>
        {asking === stateID ? t('learn.hintThinking') : t('learn.hint')}
      </button>
      {shown && (
        <p className="hint-text" role="status">
          <strong>{t('learn.hintMove', { move: shown.text })}</strong> {t('learn.hintWhy')}
        </p>
      )}
    </div>
  );
}
