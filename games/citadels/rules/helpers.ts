/**
 * Layer 1 (facts): small shared helpers over the state: district lookups, drawing and burying cards, city
 * size, seats, building prices, and whether the turn may build yet.
 */
import { districtOf, rankOf, type CardId, type CharacterId, type DistrictId } from '../data';
import type { CitadelsState, Seat, TurnState } from './types';

/** Whether the seat's city holds a district. */
export function has(s: CitadelsState, seat: Seat, district: DistrictId): boolean {
  const city = s.cities[seat] as CardId[];
  for (const card of city) if (districtOf(card).id === district) return true;
  return false;
}

/** Districts in a city toward completion (a Monument counts as 2). */
export function citySize(city: readonly CardId[]): number {
  let n = city.length;
  for (const card of city) if (districtOf(card).id === 'monument') n++;
  return n;
}

export function isComplete(s: CitadelsState, seat: Seat): boolean {
  return citySize(s.cities[seat] as CardId[]) >= s.completeAt;
}

/** Every seat but this one, in order. */
export function otherSeats(s: CitadelsState, seat: Seat): Seat[] {
  const out: Seat[] = [];
  for (let i = 0; i < s.gold.length; i++) if (i !== seat) out.push(i);
  return out;
}

/** Takes up to `n` cards from the top of the deck. */
export function drawCards(s: CitadelsState, n: number): CardId[] {
  return s.deck.splice(0, Math.min(n, s.deck.length));
}

/** Puts cards face down at the bottom of the deck. */
export function bury(s: CitadelsState, cards: readonly CardId[]): void {
  for (const card of cards) s.deck.push(card);
}

export function removeFrom<T>(list: T[], item: T): void {
  const i = list.indexOf(item);
  if (i < 0) throw new Error(`not found: ${String(item)}`);
  list.splice(i, 1);
}

/** The holder of a cast character, or -1 when nobody holds it (or it is not in the cast). */
export function holderOf(s: CitadelsState, char: CharacterId): number {
  const h = s.who[char];
  return h === undefined || h === null || h < 0 ? -1 : h;
}

/**
 * The seat that uses a character's ability this round: the Witch's seat when the character is bewitched
 * and held by someone (the Witch rule: she resumes her turn as it), otherwise its holder (-1 when nobody holds it).
 */
export function actorOf(s: CitadelsState, char: CharacterId): number {
  const h = holderOf(s, char);
  return h >= 0 && s.bewitched === char ? holderOf(s, 'witch') : h;
}

/** The cast character of a rank, if any. */
export function castOfRank(s: CitadelsState, rank: number): CharacterId | undefined {
  return s.cast.find((c) => rankOf(c) === rank);
}

/**
 * The district cost after the builder's discounts (Factory: other unique districts cost 1 less).
 * `factory`: whether the seat's city has the Factory, and `d` the card's district, when already known.
 */
export function buildCost(
  s: CitadelsState,
  seat: Seat,
  card: CardId,
  factory = has(s, seat, 'factory'),
  d = districtOf(card),
): number {
  const discount = factory && d.type === 'unique' && d.id !== 'factory' ? 1 : 0;
  return Math.max(0, d.cost - discount);
}

/** A built district's cost for scoring and for rank 8 (beautified +1); `d`: the card's district, when known. */
export function builtCost(s: CitadelsState, card: CardId, d = districtOf(card)): number {
  return d.cost + (s.beautified.includes(card) ? 1 : 0);
}

/**
 * Whether the turn may build now: once resources are gathered, or at any time with the `freeOrder`
 * house rule. Abilities do not wait for gathering, but an ability that builds (Framework, Necropolis,
 * the Cardinal's loan, the Wizard's build on the spot) does.
 */
export function mayBuildNow(s: CitadelsState, t: TurnState): boolean {
  return t.gathered || s.options.freeOrder;
}
