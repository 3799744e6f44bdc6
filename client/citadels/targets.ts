/**
 * The targets of an action in words, for its buttons and its "Confirm": a player, a card (a card named
 * by its position as the card it is), a character with its rank, a number of cards, or a word from the
 * dictionary (`gold`, `nothing`, `build.true`); a district in a city with its owner. A character the
 * seat holds itself says so ("4. King (yours)").
 */
import {
  CHARACTERS,
  isCard,
  type CharacterId,
  type CitadelsAction,
  type DistrictType,
} from '../../games/citadels/index';
import { MESSAGES, type MessageKey } from '../i18n/dictionary';
import { indexedCard, type SeatView } from './seat-view';
import type { CitadelsText } from './use-text';

type Fields = Record<string, unknown>;

/**
 * A readable name for one field's value: a player, a card, a character, a number of cards, or a word.
 * `type`: the action's, for an `index` (a drawn card, a card of the hand looked at, or one's own).
 */
export function valueLabel(key: string, value: unknown, view: SeatView, text: CitadelsText, type = ''): string {
  if (Array.isArray(value)) return value.map((v) => valueLabel(key, v, view, text, type)).join(' + ');
  if (key === 'seat') return view.names[value as number] ?? String(value);
  if (key === 'index') return text.district(indexedCard({ type, index: value } as CitadelsAction, view) ?? '?');
  if (key === 'cards') return text.t('citadels.value.mixed', { n: value as number });
  if (key === 'districtType') return text.type(value as DistrictType);
  if (typeof value === 'string' && Object.hasOwn(CHARACTERS, value)) {
    const named = `${CHARACTERS[value as CharacterId].rank}. ${text.character(value as CharacterId)}`;
    // With two characters each (2 and 3 players), one's own second character may be a target: say so.
    const own = view.me !== null && view.G.who[value] === view.me;
    return own ? text.t('citadels.value.own', { character: named }) : named;
  }
  if (isCard(value)) return text.district(value);
  // Words such as `gold`, `nothing`, or `build.true`, in the board's dictionary.
  const word = typeof value === 'boolean' ? `citadels.value.${key}.${value}` : `citadels.value.${String(value)}`;
  return Object.hasOwn(MESSAGES[text.lang], word) ? text.t(word as MessageKey) : String(value);
}

/** A readable name for each field of an action besides its type. */
export function targetLabel(a: CitadelsAction, view: SeatView, text: CitadelsText): string {
  const f = a as unknown as Fields;
  if (typeof f.seat === 'number' && typeof f.card === 'string')
    return `${text.district(f.card)} (${view.names[f.seat] ?? f.seat})`;
  const parts: string[] = [];
  for (const [key, value] of Object.entries(f))
    if (key !== 'type') parts.push(valueLabel(key, value, view, text, a.type));
  return parts.join(' · ');
}
