/**
 * A Machiavelli move in plain words, as what its player did: "swapped hands with Ann", "killed the
 * Merchant", "destroyed Castle in Bob's city". One phrase per action type (`citadels.did.<type>` in
 * client/citadels/messages.ts, with its target names filled in), used by the board's log and its
 * announcements (`{player} {did}`) and by the replay and the analysis (client/citadels/describe-move.ts).
 * A secret action (docs/rules/citadels.md#open-information), or one of a type the board does not know,
 * is told without its arguments, whatever it carries: "kept a card". A public action type without a phrase falls back to its label and target names.
 */
import {
  ACTION_TYPES,
  CHARACTERS,
  districtOf,
  isCard,
  type CardId,
  type CharacterId,
  type DistrictType,
} from '../../games/citadels/index';
import { MESSAGES, type Language, type MessageKey } from '../i18n/dictionary';
import { wordsOf } from './use-text';

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export interface DescribeContext {
  t: Translate;
  lang: Language;
  /** Each seat's name as the object of a sentence ("you" for the viewer's own seat). */
  names: readonly string[];
  /** The viewer's seat, if any: its city and hand are "your city", "your hand". */
  me?: number | null;
}

type Fields = Record<string, unknown>;

const has = (lang: Language, key: string): key is MessageKey => Object.hasOwn(MESSAGES[lang], key);

/** The parameters a phrase may name, each in words: players, their cities and hands, characters, cards, types. */
function params(fields: Fields, c: DescribeContext): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  const seatName = (seat: unknown) => c.names[seat as number] ?? c.t('citadels.player', { n: Number(seat) + 1 });
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'type') continue;
    if (key === 'seat') {
      out.seat = seatName(value);
      const mine = value === c.me;
      out.city = mine ? c.t('citadels.words.yourCity') : c.t('citadels.words.cityOf', { name: seatName(value) });
      out.hand = mine ? c.t('citadels.words.yourHand') : c.t('citadels.words.handOf', { name: seatName(value) });
    } else if (Array.isArray(value)) {
      out[key] = value.map((v) => word(v, c)).join(c.t('citadels.words.and'));
    } else if (key === 'districtType') {
      out[key] = c.t(`citadels.type.${value as DistrictType}`);
    } else {
      out[key] = word(value, c);
    }
  }
  if (typeof fields.cards === 'number') out.n = fields.cards;
  return out;
}

/** A character, a district card or any other value, in words. */
function word(value: unknown, c: DescribeContext): string {
  if (typeof value === 'string' && Object.hasOwn(CHARACTERS, value))
    return CHARACTERS[value as CharacterId].name[c.lang];
  if (isCard(value)) return districtOf(value as CardId).name[c.lang];
  return String(value);
}

/**
 * What the move did, as a phrase to follow its player's name. A phrase may depend on one field's value
 * (`citadels.did.crown.gold`, `citadels.did.navigate.cards`) before falling back to the type's own.
 */
export function describeAction(action: { type: string } & Fields, c: DescribeContext): string {
  const { type } = action;
  const fields = Object.entries(action).filter(([key]) => key !== 'type');
  const secret = !Object.hasOwn(ACTION_TYPES, type) || ACTION_TYPES[type as keyof typeof ACTION_TYPES].secret;
  if (secret && has(c.lang, `citadels.secret.${type}`)) return c.t(`citadels.secret.${type}` as MessageKey);
  if (secret)
    return c.t('citadels.secret.move', {
      action: has(c.lang, `citadels.action.${type}`) ? c.t(`citadels.action.${type}` as MessageKey) : wordsOf(type),
    });
  const variant = `citadels.did.${type}.${String(action.take)}`;
  if ('take' in action && has(c.lang, variant)) return c.t(variant, params(action, c));
  const did = `citadels.did.${type}`;
  if (has(c.lang, did)) return c.t(did, params(action, c));
  const label = has(c.lang, `citadels.action.${type}`) ? c.t(`citadels.action.${type}` as MessageKey) : wordsOf(type);
  const named = params(action, c);
  return [label, ...fields.map(([key]) => named[key])].filter(Boolean).join(' ');
}
