/**
 * Layer 4 (ability dispatch): joins the two rule tables, `CHARACTER_RULES` (characters.ts, applied by
 * character-actions.ts) and `UNIQUE_RULES` (districts.ts). Every one of the 27 characters and 30 unique
 * districts has an entry; `null` marks one not playable yet (`validateOptions` refuses it in a cast or
 * deck). This module lists the ability actions of a turn, applies them, and runs the end-of-turn effects.
 */
import { districtOf, type CardId, type UniqueDistrictId } from '../data';
import { CHARACTER_HANDLERS } from './character-actions';
import { CHARACTER_RULES } from './characters';
import { DISTRICT_HANDLERS, UNIQUE_RULES } from './districts';
import type { Handler } from './hooks';
import type { ActionType, CitadelsAction, CitadelsState, Seat, TurnState } from './types';

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

/**
 * End-of-turn effects: the turn seat's districts (Park, Poor House), then the character's own (the
 * Alchemist). A bewitched holder's turn has none: only its gathering effects applied.
 */
export function turnEndEffects(s: CitadelsState, t: TurnState): void {
  for (const id of uniquesOf(s, t.seat)) UNIQUE_RULES[id]?.onTurnEnd?.(s, t);
  CHARACTER_RULES[t.char]?.onEnd?.(s, t);
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
