/**
 * A Carcassonne hint's advice (client/learn/hint-reason.ts): the fair bot's move for the seat as one
 * imperative phrase, read in the seat's own view: "place the road bend tile east of the start tile,
 * turned a quarter clockwise", "put a knight in the city", "take the abbot back" (the places in words of
 * client/carcassonne/plain-words.ts).
 */
import type { CarcassonneAction, CarcassonneState } from '../../games/carcassonne';
import type { ActionBase } from '../../games/shared/contract';
import type { HintReason } from '../catalogue';
import { meepleWords, rotationWords, squareWords, tileName } from './plain-words';

export const carcassonneHintAdvice: HintReason = (view, _seat, action, t) => {
  const s = view as CarcassonneState;
  const move = action as ActionBase as CarcassonneAction;
  if (move.type === 'placeTile') {
    if (!s.current) return undefined;
    const turned = rotationWords(move.rotation, t);
    const words = { tile: tileName(s.current, t), where: squareWords(move.x, move.y, t), turned };
    return t(turned ? 'carcassonne.advice.placeTileTurned' : 'carcassonne.advice.placeTile', words);
  }
  if (move.type === 'placeMeeple') {
    const placed = s.placed ? s.board[s.placed] : undefined;
    if (!placed) return undefined;
    return t('carcassonne.advice.placeMeeple', {
      meeple: meepleWords(placed.type, placed.rotation, move.location, t, move.figure),
    });
  }
  if (move.type === 'returnAbbot') return t('carcassonne.advice.returnAbbot');
  return t('carcassonne.advice.skipMeeple');
};
