/**
 * A Machiavelli hint's advice (client/learn/hint-reason.ts): the fair bot's move for the seat as one
 * imperative phrase ("take the Merchant", "destroy the Castle in Bob's city"), read in the seat's own view.
 * The move is the seat's own, so it may name what only the seat sees (the character it would take, the
 * card of its hand it would pay with); a card the view does not show is "a card". One phrase per action
 * type (`citadels.advice.<type>` in client/citadels/messages.ts), a variant by `take` or `build` first.
 */
import {
  CHARACTERS,
  districtOf,
  isCard,
  type CardId,
  type CharacterId,
  type CitadelsAction,
  type CitadelsState,
  type DistrictType,
} from '../../games/citadels/index';
import type { ActionBase } from '../../games/shared/contract';
import type { HintReason, Translate } from '../catalogue';
import type { Language, MessageKey } from '../i18n/dictionary';
import { MESSAGES, midSentence } from '../i18n/dictionary';

/** The card a hand-index move gives up or takes, where the seat's view shows it. */
function indexedCard(s: CitadelsState, seat: number, action: CitadelsAction): unknown {
  if (!('index' in action)) return undefined;
  if (action.type === 'keepCard') return s.turn?.drawn[action.index];
  if (action.type === 'takeCard') return s.turn?.peek?.cards[action.index];
  return s.hands[seat]?.[action.index];
}

function params(
  s: CitadelsState,
  seat: number,
  action: CitadelsAction,
  t: Translate,
  language: Language,
  names: readonly string[],
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  const name = (p: number) => names[p] ?? t('citadels.player' as MessageKey, { n: p + 1 });
  const card = (id: unknown) =>
    isCard(id)
      ? t('citadels.advice.theCard' as MessageKey, { card: districtOf(id as CardId).name[language] })
      : t('citadels.advice.aCard' as MessageKey);
  for (const [key, value] of Object.entries(action)) {
    if (key === 'type' || key === 'index' || key === 'build' || key === 'blank') continue;
    if (key === 'seat') {
      const p = value as number;
      out.seat = name(p);
      out.city = t('citadels.words.cityOf' as MessageKey, { name: name(p) });
      out.hand = t('citadels.words.handOf' as MessageKey, { name: name(p) });
    } else if (key === 'districtType') {
      out.districtType = midSentence(t(`citadels.type.${value as DistrictType}` as MessageKey), language);
    } else if (typeof value === 'string' && Object.hasOwn(CHARACTERS, value)) {
      out[key] = CHARACTERS[value as CharacterId].name[language];
    } else if (isCard(value)) {
      out[key] = card(value);
    } else {
      out[key] = String(value);
    }
  }
  if ('index' in action) out.card = card(indexedCard(s, seat, action));
  if (action.type === 'collectMixed') out.n = action.cards;
  return out;
}

/** The advice's key: a variant by the move's `take` (crown, navigate) or `build` (takeCard), else the type's own. */
function adviceKey(action: CitadelsAction, language: Language): MessageKey {
  const variant =
    'take' in action
      ? `citadels.advice.${action.type}.${action.take}`
      : action.type === 'takeCard' && action.build
        ? 'citadels.advice.takeCard.build'
        : undefined;
  if (variant && Object.hasOwn(MESSAGES[language], variant)) return variant as MessageKey;
  return `citadels.advice.${action.type}` as MessageKey;
}

export const citadelsHintAdvice: HintReason = (view, seat, action, t, language, names) => {
  const s = view as CitadelsState;
  const move = action as ActionBase as CitadelsAction;
  const key = adviceKey(move, language);
  if (!Object.hasOwn(MESSAGES[language], key)) return undefined;
  return t(key, params(s, seat, move, t, language, names));
};
