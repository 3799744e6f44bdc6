/**
 * A move in words for the replay and the analysis notes: Carcassonne actions in plain words, read in the
 * state before the move (`before`: which tile, where from the start tile, which meeple;
 * client/carcassonne/plain-words.ts), Machiavelli moves as what their player did, with the players' names
 * (client/citadels/describe-action.ts); a secret choice says only what kind of move it was.
 */
import type { ActionBase } from '../../games/shared/contract';
import type { Language, MessageKey } from '../i18n/dictionary';
import { describeAction } from '../citadels/describe-action';
import { actionWords } from '../carcassonne/plain-words';
import type { CarcassonneAction, CarcassonneState } from '../../games/carcassonne';

type T = (key: MessageKey, params?: Record<string, string | number>) => string;

/** `before`: the state before the move (its viewer's view); `names`: the players' names by seat. */
export function describeMove(
  game: string,
  action: ActionBase,
  t: T,
  language: Language,
  before?: unknown,
  names: readonly string[] = [],
): string {
  if (game === 'carcassonne') return actionWords(action as CarcassonneAction, before as CarcassonneState | undefined, t);
  return describeAction(action as ActionBase & Record<string, unknown>, { t, lang: language, names });
}
