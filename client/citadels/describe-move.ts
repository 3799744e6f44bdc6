/**
 * A move in words for the replay and the analysis notes: Carcassonne placements by square and turn,
 * Citadels actions by their board label with card and character names; a secret choice of another seat
 * (an action that kept only its type) says so.
 */
import type { ActionBase } from '../../games/shared/contract';
import { CHARACTERS, districtOf, type CardId, type CharacterId } from '../../games/citadels/index';
import { MESSAGES, type Language, type MessageKey } from '../i18n/dictionary';
import { wordsOf } from './use-text';

type T = (key: MessageKey, params?: Record<string, string | number>) => string;

function citadelsValue(value: unknown, language: Language): string {
  if (typeof value === 'string' && Object.hasOwn(CHARACTERS, value)) return CHARACTERS[value as CharacterId].name[language];
  if (typeof value === 'string' && districtOf(value as CardId)) return districtOf(value as CardId).name[language];
  if (Array.isArray(value)) return value.map((v) => citadelsValue(v, language)).join(', ');
  return String(value);
}

export function describeMove(game: string, action: ActionBase, t: T, language: Language): string {
  const fields = Object.entries(action).filter(([key]) => key !== 'type');
  if (game === 'carcassonne') {
    const a = action as ActionBase & { x?: number; y?: number; rotation?: number; location?: string };
    if (a.type === 'placeTile') return t('move.placeTile', { x: a.x ?? 0, y: a.y ?? 0, r: a.rotation ?? 0 });
    if (a.type === 'placeMeeple') return t('move.placeMeeple', { where: a.location ?? '' });
    return t('move.skipMeeple');
  }
  const key = `citadels.action.${action.type}`;
  const label = Object.hasOwn(MESSAGES[language], key) ? t(key as MessageKey) : wordsOf(action.type);
  if (fields.length === 0) return label;
  return `${label} (${fields.map(([, value]) => citadelsValue(value, language)).join('; ')})`;
}
