/**
 * Character and unique-district abilities, dispatched from two tables keyed by id
 * (docs/rules/citadels.md#characters, docs/rules/citadels.md#unique-districts):
 * `CHARACTER_RULES` (characters.ts) and `UNIQUE_RULES` (districts.ts). Every one of the 27 characters
 * and 30 unique districts has an entry; `null` marks one not playable yet (`validateOptions` refuses it
 * in a cast or deck). This module holds the hook interfaces and the dispatch.
 */
import { districtOf, type CardId, type UniqueDistrictId } from '../data';
import type { Rng } from '../../shared/rng';
import { CHARACTER_HANDLERS } from './character-actions';
import { CHARACTER_RULES } from './characters';
import { DISTRICT_HANDLERS, UNIQUE_RULES } from './districts';
import type { ActionType, CitadelsAction, CitadelsState, Seat, TurnState } from './types';

export { CHARACTER_RULES, destroyPrice, promptActions, rankFourRevealed } from './characters';
export { UNIQUE_RULES } from './districts';

export interface CharacterRules {
  /** Districts this character may build per turn (default 1). */
  buildLimit?: number;
  /** Gains 1 gold (or card) per district of its gem type (`collectIncome`). */
  income?: 'gold' | 'cards';
  /**
   * When the character is revealed, before anything else (for a bewitched character: when the Witch
   * resumes as it, unless `keepsCrown`).
   */
  onStart?(s: CitadelsState, t: TurnState): void;
  /**
   * `onStart` takes the crown, which the holder does even when bewitched (docs/rules/citadels.md#witch: King,
   * Patrician).
   */
  keepsCrown?: boolean;
  /** Right after the turn's resources are gathered. */
  afterGather?(s: CitadelsState, t: TurnState, rng: Rng): void;
  /** When the turn ends. */
  onEnd?(s: CitadelsState, t: TurnState): void;
  /** A killed character revealed at the end of the round. */
  onKilledReveal?(s: CitadelsState, seat: Seat): void;
  /** Whether an ability must still be used before the turn may end (the Emperor's crown). */
  mustAct?(s: CitadelsState, t: TurnState): boolean;
  /** The ability actions legal now (general timing is checked by the caller). */
  actions?(s: CitadelsState, t: TurnState): CitadelsAction[];
}

export interface UniqueRules {
  /** The district's own actions legal now for its owner. */
  actions?(s: CitadelsState, t: TurnState): CitadelsAction[];
  /** At the end of its owner's turn (not for a killed character, who has no turn). */
  onTurnEnd?(s: CitadelsState, t: TurnState): void;
  /** End-game points beyond its cost. */
  bonus?(s: CitadelsState, seat: Seat, sc: ScoringCity): number;
}

/** What scoring knows about one city, with the Haunted Quarter's chosen type applied. */
export interface ScoringCity {
  cards: CardId[];
  types: string[];
}

export type Handler = (s: CitadelsState, t: TurnState, a: CitadelsAction, rng: Rng) => void;

/** Applies the ability actions (the core actions live in income.ts, build.ts and calling.ts). */
export const ABILITY_HANDLERS: Partial<Record<ActionType, Handler>> = { ...CHARACTER_HANDLERS, ...DISTRICT_HANDLERS };

/** The unique districts in a seat's city, once each. */
function uniquesOf(s: CitadelsState, seat: Seat): UniqueDistrictId[] {
  const out: UniqueDistrictId[] = [];
  for (const card of s.cities[seat] as CardId[]) {
    const d = districtOf(card);
    if (d.type === 'unique' && !out.includes(d.id as UniqueDistrictId)) out.push(d.id as UniqueDistrictId);
  }
  return out;
}

/** End-of-turn district effects (Park, Poor House), before the character's own. */
export function turnEndEffects(s: CitadelsState, t: TurnState): void {
  districtEndEffects(s, t);
  CHARACTER_RULES[t.char]?.onEnd?.(s, t);
}

/** The end-of-turn effects of the turn seat's districts only (a bewitched holder's turn has no ability). */
export function districtEndEffects(s: CitadelsState, t: TurnState): void {
  for (const id of uniquesOf(s, t.seat)) UNIQUE_RULES[id]?.onTurnEnd?.(s, t);
}

/** Ability and district actions for the turn's seat. */
export function abilityActions(s: CitadelsState, t: TurnState): CitadelsAction[] {
  const out = CHARACTER_RULES[t.char]?.actions?.(s, t) ?? [];
  for (const id of uniquesOf(s, t.seat)) {
    const more = UNIQUE_RULES[id]?.actions?.(s, t);
    if (more) out.push(...more);
  }
  return out;
}
