/**
 * Layer 6 (top): end and scoring: district costs (beautified +1), +3 for all five types, +4 for the
 * first complete city and +2 for the other complete cities, plus the unique districts' bonuses. The
 * Haunted Quarter counts as the type that scores best for its owner; a Secret Vault in hand is revealed
 * for +3 once the game is over. Ties go to the highest rank revealed in the last round (`topRank`, kept
 * by the turn flow), then are shared.
 */
import {
  DISTRICT_TYPES,
  districtOf,
  type CardId,
  type District,
  type DistrictType,
  type UniqueDistrictId,
} from '../data';
import { UNIQUE_RULES } from './districts';
import type { ScoringCity } from './hooks';
import { builtCost, isComplete } from './helpers';
import { HIDDEN, type CitadelsState, type Seat } from './types';

export interface ScoreBreakdown {
  /** Sum of the city's district costs (beautified +1). */
  districts: number;
  /** 3 when the city has all five types, else 0. */
  fiveTypes: number;
  /** 4 for the first complete city, 2 for another complete city, else 0. */
  complete: number;
  /** Unique district bonuses. */
  bonuses: { district: UniqueDistrictId; points: number }[];
  /** The type the Haunted Quarter counts as, when the city has one. */
  hauntedAs: DistrictType | null;
  total: number;
}

/** What scoring reads of one city, gathered once for every type the Haunted Quarter may count as. */
interface City {
  cards: CardId[];
  districts: District[];
  /** The sum of the district costs (beautified +1). */
  cost: number;
  /** 4, 2 or 0. */
  complete: number;
}

function cityOf(s: CitadelsState, seat: Seat): City {
  const cards = s.cities[seat] as CardId[];
  const districts = cards.map(districtOf);
  let cost = 0;
  for (const c of cards) cost += builtCost(s, c);
  return { cards, districts, cost, complete: completionPoints(s, seat) };
}

/** 4 for the first complete city, 2 for another complete one, else 0. */
function completionPoints(s: CitadelsState, seat: Seat): number {
  return s.firstComplete === seat ? 4 : isComplete(s, seat) ? 2 : 0;
}

function scoreAs(s: CitadelsState, seat: Seat, city: City, hauntedAs: DistrictType | null): ScoreBreakdown {
  const types = city.districts.map((d) => (d.id === 'haunted-quarter' && hauntedAs ? hauntedAs : d.type));
  const sc: ScoringCity = { cards: city.cards, types };
  let fiveTypes = 3;
  for (const t of DISTRICT_TYPES) if (!types.includes(t)) fiveTypes = 0;
  const bonuses = bonusesOf(s, seat, city.districts, sc);
  let total = city.cost + fiveTypes + city.complete;
  for (const b of bonuses) total += b.points;
  if (secretVault(s, seat)) {
    bonuses.push({ district: 'secret-vault', points: SECRET_VAULT_POINTS });
    total += SECRET_VAULT_POINTS;
  }
  return { districts: city.cost, fiveTypes, complete: city.complete, bonuses, hauntedAs, total };
}

/** The unique districts' bonuses in a city, in city order. */
function bonusesOf(s: CitadelsState, seat: Seat, districts: District[], sc: ScoringCity): ScoreBreakdown['bonuses'] {
  const out: ScoreBreakdown['bonuses'] = [];
  for (const d of districts) {
    const bonus = d.type === 'unique' ? UNIQUE_RULES[d.id as UniqueDistrictId]?.bonus : undefined;
    if (bonus) out.push({ district: d.id as UniqueDistrictId, points: bonus(s, seat, sc) });
  }
  return out;
}

/** The itemised score of one seat, choosing the Haunted Quarter's best type. */
export function scoreBreakdown(s: CitadelsState, seat: Seat): ScoreBreakdown {
  const city = cityOf(s, seat);
  if (!city.districts.some((d) => d.id === 'haunted-quarter')) return scoreAs(s, seat, city, null);
  let best = scoreAs(s, seat, city, 'unique');
  for (const t of DISTRICT_TYPES) {
    const next = scoreAs(s, seat, city, t);
    if (next.total > best.total) best = next;
  }
  return best;
}

const SECRET_VAULT_POINTS = 3;

/** Whether the game is over and the seat reveals a Secret Vault from its hand. */
function secretVault(s: CitadelsState, seat: Seat): boolean {
  return (
    s.phase === 'over' && (s.hands[seat] as CardId[]).some((c) => c !== HIDDEN && districtOf(c).id === 'secret-vault')
  );
}

/** One bit per district type; a city with all five has every bit. */
const TYPE_BIT: Record<DistrictType, number> = { noble: 1, religious: 2, trade: 4, military: 8, unique: 16 };
const ALL_TYPES = 31;

/**
 * A seat's total, equal to `scoreBreakdown(s, seat).total` but without itemising: one pass over the city
 * and the completion check (the bots score many states). The Haunted Quarter fills the one type missing, if only one
 * is; a city with it and a bonus that reads types is itemised.
 */
function scoreTotal(s: CitadelsState, seat: Seat): number {
  const cards = s.cities[seat] as CardId[];
  let cost = 0;
  let types = 0;
  let haunted = false;
  let bonus = false;
  for (const card of cards) {
    const d = districtOf(card);
    cost += builtCost(s, card, d);
    if (d.id === 'haunted-quarter') haunted = true;
    else types |= TYPE_BIT[d.type];
    bonus ||= d.type === 'unique' && UNIQUE_RULES[d.id as UniqueDistrictId]?.bonus !== undefined;
  }
  if (haunted && bonus) return scoreBreakdown(s, seat).total;
  const missing = ALL_TYPES & ~types;
  const fiveTypes = missing === 0 || (haunted && (missing & (missing - 1)) === 0) ? 3 : 0;
  let total = cost + fiveTypes + completionPoints(s, seat) + (secretVault(s, seat) ? SECRET_VAULT_POINTS : 0);
  if (bonus) {
    const districts = cards.map(districtOf);
    for (const b of bonusesOf(s, seat, districts, { cards, types: districts.map((d) => d.type) })) total += b.points;
  }
  return total;
}

export function scores(s: CitadelsState): number[] {
  const out: number[] = [];
  for (let seat = 0; seat < s.cities.length; seat++) out.push(scoreTotal(s, seat));
  return out;
}

/** The highest scores, ties going to the highest rank revealed in the last round, then shared. */
export function winners(s: CitadelsState, all = scores(s)): Seat[] {
  let best = -Infinity;
  let top = -Infinity;
  for (let seat = 0; seat < all.length; seat++) {
    const score = all[seat] as number;
    const rank = s.topRank[seat] as number;
    if (score > best || (score === best && rank > top)) {
      best = score;
      top = rank;
    }
  }
  const out: Seat[] = [];
  for (let seat = 0; seat < all.length; seat++) if (all[seat] === best && s.topRank[seat] === top) out.push(seat);
  return out;
}
