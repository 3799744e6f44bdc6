/**
 * A Machiavelli move in words for the replay and the analysis notes: the action's board label with card
 * and character names; a secret choice of another seat (an action that kept only its type) is its label alone.
 */
import type { ActionBase } from '../../games/shared/contract';
import { CHARACTERS, districtOf, type CardId, type CharacterId } from '../../games/citadels/index';
import type { DescribeMove } from '../catalogue';
import { MESSAGES, type Language, type MessageKey } from '../i18n/dictionary';
import { wordsOf } from './use-text';

function citadelsValue(value: unknown, language: Language): string {
  if (typeof value === 'string' && Object.hasOwn(CHARACTERS, value)) return CHARACTERS[value as CharacterId].name[language];
  if (typeof value === 'string' && districtOf(value as CardId)) return districtOf(value as CardId).name[language];
  if (Array.isArray(value)) return value.map((v) => citadelsValue(v, language)).join(', ');
  return String(value);
}

export const describeCitadelsMove: DescribeMove = (action: ActionBase, t, language) => {
  const fields = Object.entries(action).filter(([key]) => key !== 'type');
  const key = `citadels.action.${action.type}`;
  const label = Object.hasOwn(MESSAGES[language], key) ? t(key as MessageKey) : wordsOf(action.type);
  if (fields.length === 0) return label;
  return `${label} (${fields.map(([, value]) => citadelsValue(value, language)).join('; ')})`;
};
