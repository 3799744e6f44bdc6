/**
 * Why a Machiavelli hint is good (client/learn/hint-reason.ts), in one line, from the seat's own view only:
 * a fact that supports the advice (client/citadels/hint-advice.ts), never one against it: where the only
 * fact at hand would not support the move (0 districts of the type a character gains for, a poorer hand to
 * swap for), none, and the hint line says the generic one. The facts the move rests on
 * that the seat can see (its gold and hand, the districts its character gains for, the public cities and
 * purses of the others, a character's holder when the view shows it). Scores are the public city points,
 * the cost of each built district (docs/rules/citadels.md#scoring). A move without a reason of its own
 * (a payment step, a secret exchange) gets none, and the hint line says the generic one.
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
import { buildCost, builtCost, citySize, isComplete } from '../../games/citadels/rules/helpers';
import { incomeCount } from '../../games/citadels/rules/income';
import type { ActionBase } from '../../games/shared/contract';
import type { HintReason, Translate } from '../catalogue';
import type { Language, MessageKey } from '../i18n/dictionary';
import { midSentence } from '../i18n/dictionary';

interface Words {
  t: Translate;
  language: Language;
  names: readonly string[];
}

/** The points of a seat's city as the table sees it. */
export const cityPoints = (s: CitadelsState, seat: number): number =>
  (s.cities[seat] ?? []).reduce((n, card) => n + builtCost(s, card), 0);

/** The other seat that is first by `measure` (the lowest seat on a tie). */
function topOther(s: CitadelsState, seat: number, measure: (p: number) => number): number {
  let best = -1;
  for (let p = 0; p < s.numPlayers; p++) if (p !== seat && (best < 0 || measure(p) > measure(best))) best = p;
  return best;
}

/**
 * Why the move aims at a character: its holder when the view shows one, else the other seat that leads
 * (or is the richest); nothing when that lead is nothing (0 points, 0 gold), which would not support it.
 */
function aimAt(s: CitadelsState, seat: number, character: CharacterId, w: Words, richest = false): string | undefined {
  const holder = s.who[character];
  if (typeof holder === 'number' && holder >= 0 && holder !== seat)
    return w.t('learn.why.holder', {
      character: CHARACTERS[character].name[w.language],
      player: playerName(w, holder),
      points: cityPoints(s, holder),
      gold: s.gold[holder]!,
    });
  if (richest) return richestReason(s, seat, w);
  const p = topOther(s, seat, (q) => cityPoints(s, q));
  if (cityPoints(s, p) === 0) return undefined;
  return w.t('learn.why.leader', { player: playerName(w, p), points: cityPoints(s, p) });
}

/** The richest other seat, while it has gold to take. */
function richestReason(s: CitadelsState, seat: number, w: Words, p = topOther(s, seat, (q) => s.gold[q]!)) {
  if (s.gold[p]! === 0) return undefined;
  return w.t('learn.why.richest', { player: playerName(w, p), gold: s.gold[p]! });
}

const playerName = (w: Words, p: number) => w.names[p] ?? w.t('citadels.player' as MessageKey, { n: p + 1 });

/** A district type's name mid-sentence: lower case ("trade", "handel"), a German noun capitalised ("Handel"). */
const typeWord = (w: Words, type: DistrictType) => midSentence(w.t(`citadels.type.${type}` as MessageKey), w.language);

function buildReason(s: CitadelsState, seat: number, card: CardId, w: Words): string {
  const d = districtOf(card);
  const size = citySize(s.cities[seat]!) + (d.id === 'monument' ? 2 : 1);
  const completes = !isComplete(s, seat) && size >= s.completeAt;
  return w.t(completes ? 'learn.why.buildComplete' : 'learn.why.build', { n: builtCost(s, card, d) });
}

/** Why take a character: the crown, the income it pays; nothing for one whose gain the view cannot count. */
function characterReason(s: CitadelsState, seat: number, character: CharacterId, w: Words): string | undefined {
  const c = CHARACTERS[character] as (typeof CHARACTERS)[CharacterId] & { gem?: DistrictType };
  const crown = character === 'king' || character === 'patrician';
  if (!c.gem) return undefined;
  const count = incomeCount(s, seat, c.gem);
  if (count === 0) return crown ? w.t('learn.why.crown') : undefined;
  const key = crown ? 'learn.why.crownCharacter' : 'learn.why.incomeCharacter';
  return w.t(key, { count, type: typeWord(w, c.gem) });
}

/** Why gather gold or cards: the gold a card in hand needs, an empty or short hand, gold to build with. */
function gatherReason(s: CitadelsState, seat: number, gold: boolean, w: Words): string | undefined {
  const hand = s.hands[seat]!;
  const mine = s.gold[seat]!;
  if (!gold) {
    if (hand.length === 0) return w.t('learn.why.drawEmpty');
    if (hand.length <= 2) return w.t('learn.why.draw', { cards: hand.length });
    return mine >= 3 ? w.t('learn.why.drawRich', { gold: mine }) : undefined;
  }
  const wanted = hand
    .filter((card) => isCard(card) && districtOf(card).buildable && buildCost(s, seat, card) > mine)
    .sort((a, b) => buildCost(s, seat, a) - buildCost(s, seat, b))[0];
  if (wanted !== undefined)
    return w.t('learn.why.goldFor', {
      cost: buildCost(s, seat, wanted),
      district: districtOf(wanted).name[w.language],
      gold: mine,
    });
  return hand.length >= 2 ? w.t('learn.why.gold', { cards: hand.length }) : undefined;
}

export const citadelsHintReason: HintReason = (view, seat, action, t, language, names) =>
  reason(view as CitadelsState, seat, action as ActionBase as CitadelsAction, t, language, names);

function reason(
  s: CitadelsState,
  seat: number,
  action: CitadelsAction,
  t: Translate,
  language: Language,
  names: readonly string[],
): string | undefined {
  const w: Words = { t, language, names };
  const player = (p: number) => names[p] ?? t('citadels.player' as MessageKey, { n: p + 1 });
  switch (action.type) {
    case 'pickCharacter':
      return characterReason(s, seat, action.character, w);
    case 'discardCharacter':
      return t('learn.why.discard', { character: CHARACTERS[action.character].name[language] });
    case 'takeGold':
      return gatherReason(s, seat, true, w);
    case 'drawCards':
      return gatherReason(s, seat, false, w);
    case 'navigate':
      return gatherReason(s, seat, action.take === 'gold', w);
    case 'keepCard':
    case 'takeCard': {
      const card = action.type === 'keepCard' ? s.turn?.drawn[action.index] : s.turn?.peek?.cards[action.index];
      if (card === undefined || !isCard(card)) return undefined;
      if (action.type === 'takeCard' && action.build) return buildReason(s, seat, card, w);
      const cost = buildCost(s, seat, card);
      if (cost <= s.gold[seat]!) return t('learn.why.keepAffordable', { cost, gold: s.gold[seat]! });
      return t('learn.why.keepCard', { n: builtCost(s, card) });
    }
    case 'beautify':
      return t('learn.why.beautify', {
        district: districtOf(action.card).name[language],
        n: builtCost(s, action.card) + 1,
      });
    case 'useSmithy':
      return t('learn.why.smithy', { gold: s.gold[seat]! });
    case 'build':
    case 'buildWithFramework':
    case 'buildNecropolis':
    case 'borrowAndBuild':
      return buildReason(s, seat, action.card, w);
    case 'kill':
    case 'bewitch':
      return aimAt(s, seat, action.character, w);
    case 'rob':
      return aimAt(s, seat, action.character, w, true);
    case 'placeWarrants':
      return aimAt(s, seat, action.signed, w);
    case 'threaten':
      return aimAt(s, seat, action.flowered, w, true);
    case 'destroy':
    case 'seize':
    case 'useArmory':
    case 'exchangeDistricts':
      return t('learn.why.againstPlayer', { player: player(action.seat), points: cityPoints(s, action.seat) });
    case 'swapHands': {
      const mine = s.hands[seat]!.length;
      const theirs = s.hands[action.seat]!.length;
      return theirs > mine ? t('learn.why.swapHands', { mine, theirs }) : undefined;
    }
    case 'collectIncome':
    case 'collectMixed': {
      const gem = s.turn && (CHARACTERS[s.turn.char] as { gem?: DistrictType }).gem;
      if (!gem) return undefined;
      const count = incomeCount(s, seat, gem);
      return count > 0 ? t('learn.why.income', { count, type: typeWord(w, gem) }) : undefined;
    }
    case 'useLaboratory':
    case 'useMuseum': {
      const card = s.hands[seat]?.[action.index];
      if (card === undefined || !isCard(card)) return undefined;
      const key = action.type === 'useLaboratory' ? 'learn.why.laboratory' : 'learn.why.museum';
      return t(key, { district: districtOf(card).name[language], gold: s.gold[seat]! });
    }
    case 'takeFromRichest':
      return richestReason(s, seat, w, action.seat);
    case 'takeTaxes':
      return s.taxes > 0 ? t('learn.why.taxes', { n: s.taxes }) : undefined;
    case 'endTurn':
      return t('learn.why.endTurn');
    default:
      return undefined;
  }
}
