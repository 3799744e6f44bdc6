/**
 * Why a Machiavelli hint is good (client/learn/hint-reason.ts), in one line, from the seat's own view only: the facts the move rests on
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

/** Why the move aims at a character: its holder when the view shows one, else the leader or the richest. */
function aimAt(s: CitadelsState, seat: number, character: CharacterId, w: Words, richest = false): string {
  const holder = s.who[character];
  const player = (p: number) => w.names[p] ?? w.t('citadels.player' as MessageKey, { n: p + 1 });
  if (typeof holder === 'number' && holder >= 0 && holder !== seat)
    return w.t('learn.why.holder', {
      character: CHARACTERS[character].name[w.language],
      player: player(holder),
      points: cityPoints(s, holder),
      gold: s.gold[holder]!,
    });
  if (richest) {
    const p = topOther(s, seat, (q) => s.gold[q]!);
    return w.t('learn.why.richest', { player: player(p), gold: s.gold[p]! });
  }
  const p = topOther(s, seat, (q) => cityPoints(s, q));
  return w.t('learn.why.leader', { player: player(p), points: cityPoints(s, p) });
}

function buildReason(s: CitadelsState, seat: number, card: CardId, w: Words): string {
  const d = districtOf(card);
  const size = citySize(s.cities[seat]!) + (d.id === 'monument' ? 2 : 1);
  const completes = !isComplete(s, seat) && size >= s.completeAt;
  return w.t(completes ? 'learn.why.buildComplete' : 'learn.why.build', {
    district: d.name[w.language],
    n: builtCost(s, card, d),
  });
}

function characterReason(s: CitadelsState, seat: number, character: CharacterId, w: Words): string {
  const c = CHARACTERS[character] as (typeof CHARACTERS)[CharacterId] & { gem?: DistrictType };
  const name = c.name[w.language];
  if (c.gem) {
    const key =
      character === 'king' || character === 'patrician' ? 'learn.why.crownCharacter' : 'learn.why.incomeCharacter';
    const type = w.t(`citadels.type.${c.gem}` as MessageKey);
    return w.t(key, { character: name, count: incomeCount(s, seat, c.gem), type });
  }
  return w.t('learn.why.character', { character: name, gold: s.gold[seat]!, cards: s.hands[seat]!.length });
}

function gatherReason(s: CitadelsState, seat: number, gold: boolean, w: Words): string {
  const hand = s.hands[seat]!;
  const mine = s.gold[seat]!;
  if (!gold)
    return hand.length === 0 ? w.t('learn.why.drawEmpty') : w.t('learn.why.draw', { gold: mine, cards: hand.length });
  const wanted = hand
    .filter((card) => isCard(card) && districtOf(card).buildable && buildCost(s, seat, card) > mine)
    .sort((a, b) => buildCost(s, seat, a) - buildCost(s, seat, b))[0];
  return wanted === undefined
    ? w.t('learn.why.gold', { cards: hand.length, gold: mine })
    : w.t('learn.why.goldFor', {
        cost: buildCost(s, seat, wanted),
        district: districtOf(wanted).name[w.language],
        gold: mine,
      });
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
      return t('learn.why.keepCard', { district: districtOf(card).name[language], cost: buildCost(s, seat, card) });
    }
    case 'beautify':
      return t('learn.why.beautify', {
        district: districtOf(action.card).name[language],
        n: builtCost(s, action.card) + 1,
      });
    case 'useSmithy':
      return t('learn.why.smithy', { gold: s.gold[seat]!, cards: s.hands[seat]!.length });
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
    case 'spy':
    case 'destroy':
    case 'seize':
    case 'useArmory':
    case 'exchangeDistricts':
      return t('learn.why.againstPlayer', { player: player(action.seat), points: cityPoints(s, action.seat) });
    case 'swapHands':
      return t('learn.why.swapHands', {
        mine: s.hands[seat]!.length,
        theirs: s.hands[action.seat]!.length,
        player: player(action.seat),
      });
    case 'collectIncome':
    case 'collectMixed': {
      const gem = s.turn && (CHARACTERS[s.turn.char] as { gem?: DistrictType }).gem;
      if (!gem) return undefined;
      return t('learn.why.income', { count: incomeCount(s, seat, gem), type: t(`citadels.type.${gem}` as MessageKey) });
    }
    case 'useLaboratory':
    case 'useMuseum': {
      const card = s.hands[seat]?.[action.index];
      if (card === undefined || !isCard(card)) return undefined;
      const key = action.type === 'useLaboratory' ? 'learn.why.laboratory' : 'learn.why.museum';
      return t(key, { district: districtOf(card).name[language], gold: s.gold[seat]! });
    }
    case 'takeFromRichest':
      return t('learn.why.richest', { player: player(action.seat), gold: s.gold[action.seat]! });
    case 'takeTaxes':
      return t('learn.why.taxes', { n: s.taxes });
    case 'endTurn':
      return t('learn.why.endTurn');
    default:
      return undefined;
  }
}
