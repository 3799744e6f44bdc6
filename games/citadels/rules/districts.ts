/**
 * Layer 3 (rule tables): the unique districts' rules, one small function each: a table keyed by
 * district id (null = not playable yet) with their actions, end-of-turn effects and end-game bonuses,
 * plus the handlers of the district actions. "Once per turn" actions may be used at any time of the
 * owner's turn; the Framework builds, so it waits for gathering (unless `freeOrder`). Passive effects
 * (Factory, Keep, Library, Quarry, School of Magic, Gold Mine, Observatory, Great Wall, Stables,
 * Monument) are read where they apply, with `has(...)`.
 */
import { DISTRICT_TYPES, districtOf, type CardId, type UniqueDistrictId } from '../data';
import { buildableFree, place } from './build';
import { raze } from './city';
import type { Handler, ScoringCity, UniqueRules } from './hooks';
import { bury, builtCost, drawCards, isComplete, mayBuildNow, removeFrom } from './helpers';
import type { ActionType, CitadelsAction, CitadelsState, Seat, TurnState } from './types';

const once = (t: TurnState, key: string) => !t.used.includes(key);
const noEffect: UniqueRules = {};
const typesCount = (sc: ScoringCity, type: string) => sc.types.filter((t) => t === type).length;

export const UNIQUE_RULES: Record<UniqueDistrictId, UniqueRules | null> = {
  armory: {
    actions: (s) => {
      const out: CitadelsAction[] = [];
      s.cities.forEach((city, seat) => {
        if (!isComplete(s, seat))
          for (const card of city) if (districtOf(card).id !== 'armory') out.push({ type: 'useArmory', seat, card });
      });
      return out;
    },
  },
  basilica: { bonus: (s, _seat, sc) => sc.cards.filter((c) => builtCost(s, c) % 2 === 1).length },
  capitol: { bonus: (_s, _seat, sc) => (DISTRICT_TYPES.some((type) => typesCount(sc, type) >= 3) ? 3 : 0) },
  'dragon-gate': { bonus: () => 2 },
  factory: noEffect,
  framework: {
    actions: (s, t) =>
      mayBuildNow(s, t) ? buildableFree(s, t).map((card) => ({ type: 'buildWithFramework', card })) : [],
  },
  'gold-mine': noEffect,
  'great-wall': noEffect,
  'haunted-quarter': noEffect,
  'imperial-treasury': { bonus: (s, seat) => s.gold[seat] as number },
  'ivory-tower': { bonus: (_s, _seat, sc) => (typesCount(sc, 'unique') === 1 ? 5 : 0) },
  keep: noEffect,
  laboratory: {
    actions: (s, t) =>
      once(t, 'laboratory') ? (s.hands[t.seat] as CardId[]).map((_, index) => ({ type: 'useLaboratory', index })) : [],
  },
  library: noEffect,
  'map-room': { bonus: (s, seat) => (s.hands[seat] as CardId[]).length },
  monument: noEffect,
  museum: {
    actions: (s, t) =>
      once(t, 'museum') ? (s.hands[t.seat] as CardId[]).map((_, index) => ({ type: 'useMuseum', index })) : [],
    bonus: (s) => s.museum.length,
  },
  necropolis: noEffect,
  observatory: noEffect,
  park: {
    onTurnEnd: (s, t) => {
      const hand = s.hands[t.seat] as CardId[];
      if (hand.length === 0) hand.push(...drawCards(s, 2));
    },
  },
  'poor-house': {
    onTurnEnd: (s, t) => {
      if (s.gold[t.seat] === 0) s.gold[t.seat] = 1;
    },
  },
  quarry: noEffect,
  'school-of-magic': noEffect,
  'secret-vault': noEffect,
  smithy: {
    actions: (s, t) =>
      once(t, 'smithy') && (s.gold[t.seat] as number) >= 2 && s.deck.length > 0 ? [{ type: 'useSmithy' }] : [],
  },
  stables: noEffect,
  statue: { bonus: (s, seat) => (s.crown === seat ? 5 : 0) },
  theater: noEffect,
  'thieves-den': noEffect,
  'wishing-well': { bonus: (_s, _seat, sc) => typesCount(sc, 'unique') },
};

const ownCard = (s: CitadelsState, seat: Seat, district: string) =>
  (s.cities[seat] as CardId[]).find((c) => districtOf(c).id === district) as CardId;

/** Applies the district actions. */
export const DISTRICT_HANDLERS: Partial<Record<ActionType, Handler>> = {
  useMuseum: (s, t, a) => {
    s.museum.push(...(s.hands[t.seat] as CardId[]).splice((a as { index: number }).index, 1));
    t.used.push('museum');
  },
  useArmory: (s, t, a) => {
    const { seat, card } = a as { seat: Seat; card: CardId };
    raze(s, t.seat, ownCard(s, t.seat, 'armory'));
    raze(s, seat, card);
  },
  buildWithFramework: (s, t, a) => {
    const card = (a as { card: CardId }).card;
    raze(s, t.seat, ownCard(s, t.seat, 'framework'));
    removeFrom(s.hands[t.seat] as CardId[], card);
    place(s, t, card, 0, true);
  },
  buildNecropolis: (s, t, a) => {
    const { card, sacrifice } = a as { card: CardId; sacrifice: CardId };
    raze(s, t.seat, sacrifice);
    removeFrom(s.hands[t.seat] as CardId[], card);
    place(s, t, card, 0, true);
  },
  useLaboratory: (s, t, a) => {
    bury(s, (s.hands[t.seat] as CardId[]).splice((a as { index: number }).index, 1));
    s.gold[t.seat] = (s.gold[t.seat] as number) + 2;
    t.used.push('laboratory');
  },
  useSmithy: (s, t) => {
    s.gold[t.seat] = (s.gold[t.seat] as number) - 2;
    (s.hands[t.seat] as CardId[]).push(...drawCards(s, 3));
    t.used.push('smithy');
  },
};
