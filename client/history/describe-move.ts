/**
 * A move in words for the replay and the analysis notes: Carcassonne actions in plain words, read in the
 * state before the move (`before`: which tile, where from the start tile, which meeple;
 * client/carcassonne/plain-words.ts), Citadels actions by their board label with card and character names; a secret choice of another seat
 * (an action that kept only its type) says so.
 */
import type { ActionBase } from '../../games/shared/contract';
import { CHARACTERS, districtOf, type CardId, type CharacterId } from '../../games/citadels/index';
import { MESSAGES, type Language, type MessageKey } from '../i18n/dictionary';
import { wordsOf } from '../citadels/use-text';
import { actionWords } from '../carcassonne/plain-words';
import type { CarcassonneAction, CarcassonneState } from '../../games/carcassonne';

type T = (key: MessageKey, params?: Record<string, string | number>) => string;

function citadelsValue(value: unknown, language: Language): string {
  if (typeof value === 'string' && Object.hasOwn(CHARACTERS, value)) return CHARACTERS[value as CharacterId].name[language];
  if (typeof value === 'string' && districtOf(value as CardId)) return districtOf(value as CardId).name[language];
  if (Array.isArray(value)) return value.map((v) => citadelsValue(v, language)).join(', ');
  return String(value);
}

export function describeMove(game: string, action: ActionBase, t: T, language: Language, before?: unknown): string {
  const fields = Object.entries(action).filter(([key]) => key !== 'type');
  if (game === 'carcassonne') return actionWords(action as CarcassonneAction, before as CarcassonneState | undefined, t);
  const key = `citadels.action.${action.type}`;
  const label = Object.hasOwn(MESSAGES[language], key) ? t(key as MessageKey) : wordsOf(action.type);
  if (fields.length === 0) return label;
  return `${label} (${fields.map(([, value]) => citadelsValue(value, language)).join('; ')})`;
}
