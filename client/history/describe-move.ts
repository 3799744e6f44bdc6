/**
 * A move in words for the replay and the analysis notes: Carcassonne placements by square and turn,
 * Machiavelli moves as what their player did, with the players' names (client/citadels/describe-action.ts);
 * a secret choice says only what kind of move it was.
 */
import type { ActionBase } from '../../games/shared/contract';
import type { Language, MessageKey } from '../i18n/dictionary';
import { describeAction } from '../citadels/describe-action';

type T = (key: MessageKey, params?: Record<string, string | number>) => string;

/** `names`: the players' names by seat, for the moves that name another player. */
export function describeMove(game: string, action: ActionBase, t: T, language: Language, names: readonly string[] = []): string {
  if (game === 'carcassonne') {
    const a = action as ActionBase & { x?: number; y?: number; rotation?: number; location?: string };
    if (a.type === 'placeTile') return t('move.placeTile', { x: a.x ?? 0, y: a.y ?? 0, r: a.rotation ?? 0 });
    if (a.type === 'placeMeeple') return t('move.placeMeeple', { where: a.location ?? '' });
    return t('move.skipMeeple');
  }
  return describeAction(action as ActionBase & Record<string, unknown>, { t, lang: language, names });
}
