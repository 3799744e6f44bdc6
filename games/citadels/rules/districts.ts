/**
 * The unique districts' rules (B.4), one small function each: a table keyed by district id (null = not
 * playable yet) with their actions, end-of-turn effects and end-game bonuses, plus the handlers of the
 * district actions. Passive effects (Factory, Keep, Library, Quarry, School of Magic, Gold Mine,
 * Observatory, Great Wall, Stables, Monument) are read where they apply, with `has(...)`.
 */
import { DISTRICT_TYPES, type CardId, type UniqueDistrictId } from '../data';
import type { Handler, ScoringCity, UniqueRules } from './abilities';
import { bury, builtCost, drawCards } from './helpers';
import type { ActionType, TurnState } from './types';

const once = (t: TurnState, key: string) => !t.used.includes(key);
const noEffect: UniqueRules = {};
const typesCount = (sc: ScoringCity, type: string) => sc.types.filter((t) => t === type).length;

export const UNIQUE_RULES: Record<UniqueDistrictId, UniqueRules | null> = {
  armory: null,
  basilica: { bonus: (s, _seat, sc) => sc.cards.filter((c) => builtCost(s, c) % 2 === 1).length },
  capitol: { bonus: (_s, _seat, sc) => (DISTRICT_TYPES.some((type) => typesCount(sc, type) >= 3) ? 3 : 0) },
  'dragon-gate': { bonus: () => 2 },
  factory: noEffect,
  framework: null,
  'gold-mine': noEffect,
  'great-wall': noEffect,
  'haunted-quarter': noEffect,
  'imperial-treasury': { bonus: (s, seat) => s.gold[seat] as number },
  'ivory-tower': { bonus: (_s, _seat, sc) => (typesCount(sc, 'unique') === 1 ? 5 : 0) },
  keep: noEffect,
  laboratory: {
    actions: (s, t) => (once(t, 'laboratory') ? (s.hands[t.seat] as CardId[]).map((_, index) => ({ type: 'useLaboratory', index })) : []),
  },
  library: noEffect,
  'map-room': { bonus: (s, seat) => (s.hands[seat] as CardId[]).length },
  monument: noEffect,
  museum: null,
  necropolis: null,
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
    actions: (s, t) => (once(t, 'smithy') && (s.gold[t.seat] as number) >= 2 && s.deck.length > 0 ? [{ type: 'useSmithy' }] : []),
  },
  stables: noEffect,
  statue: { bonus: (s, seat) => (s.crown === seat ? 5 : 0) },
  theater: null,
  'thieves-den': noEffect,
  'wishing-well': { bonus: (_s, _seat, sc) => typesCount(sc, 'unique') },
};

/** Applies the district actions. */
export const DISTRICT_HANDLERS: Partial<Record<ActionType, Handler>> = {
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
