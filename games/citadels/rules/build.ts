/**
 * Layer 2 (mechanics): building, after gathering unless `freeOrder`: one district per turn (Architect 3;
 * Stables outside the limit), paid to the bank; no duplicates unless the city has a Quarry; the Factory
 * makes other unique districts 1 cheaper; the Thieves' Den may be paid partly or wholly with cards from
 * hand (1 card = 1 gold), one card at a time (Trader: trade districts outside the limit; Navigator: no
 * building). With the Tax Collector in the cast every build pays 1 gold (if any left) to his pile, paid
 * by whoever gets the district, except the Tax Collector building in his own turn. The first district a
 * warranted character pays for waits on the Magistrate's answer: any warranted character, signed or not,
 * so the question itself reveals nothing.
 */
import { districtOf, type CardId, type District, type DistrictId } from '../data';
import { addToCity } from './city';
import { bury, buildCost, citySize, holderOf, mayBuildNow, removeFrom } from './helpers';
import { buildLimitOf } from './traits';
import type { CitadelsAction, CitadelsState, Seat, TurnState } from './types';

export function buildLimit(t: TurnState): number {
  return buildLimitOf(t.char);
}

/** Whether building this district uses up the limit: not the Stables, not a trade district for the Trader. */
function countsTowardLimit(t: TurnState, d: District): boolean {
  return d.id !== 'stables' && !(t.char === 'trader' && d.type === 'trade') && !t.used.includes('outsideLimit');
}

/** What the build checks read of the turn's seat, gathered once when several cards are checked. */
interface Builder {
  hand: CardId[];
  gold: number;
  city: CardId[];
  /** The district ids in the city, in order. */
  built: DistrictId[];
  limit: number;
  quarry: boolean;
  factory: boolean;
}

function builder(s: CitadelsState, t: TurnState): Builder {
  const city = s.cities[t.seat] as CardId[];
  const built: DistrictId[] = [];
  let quarry = false;
  let factory = false;
  for (const card of city) {
    const id = districtOf(card).id;
    built.push(id);
    quarry ||= id === 'quarry';
    factory ||= id === 'factory';
  }
  return {
    hand: s.hands[t.seat] as CardId[],
    gold: s.gold[t.seat] as number,
    city,
    built,
    limit: buildLimit(t),
    quarry,
    factory,
  };
}

/** Why a card in hand cannot be built now (the words are in `buildProblem`, and the board's in its messages). */
export type BuildBlock = 'unbuildable' | 'noBuilding' | 'limit' | 'monument' | 'duplicate' | 'cost';

/** Why a card in the turn's hand cannot be built now, or undefined when it can (paid the usual way). */
export function buildBlock(s: CitadelsState, t: TurnState, card: CardId): BuildBlock | undefined {
  return blockOf(s, t, builder(s, t), card, false);
}

/** Why this card cannot be built now by the turn's seat, or undefined. `free`: paid by other means. */
export function buildProblem(s: CitadelsState, t: TurnState, card: CardId, free = false): string | undefined {
  const b = builder(s, t);
  if (!b.hand.includes(card)) return 'that card is not in your hand';
  const name = districtOf(card).name.en;
  switch (blockOf(s, t, b, card, free)) {
    case undefined:
      return undefined;
    case 'unbuildable':
      return `the ${name} cannot be built`;
    case 'noBuilding':
      return 'this character cannot build';
    case 'limit':
      return 'you have reached your building limit';
    case 'monument':
      return 'the Monument cannot be built in a city of 5 or more districts';
    case 'duplicate':
      return `your city already has a ${name}`;
    case 'cost':
      return `the ${name} costs ${buildCost(s, t.seat, card, b.factory)} gold`;
  }
}

/** What stops a district from being built this turn whatever the city and purse (checked first). */
function turnBlockOf(t: TurnState, limit: number, d: District): BuildBlock | undefined {
  if (!d.buildable) return 'unbuildable';
  if (limit === 0) return 'noBuilding';
  if (t.built >= limit && countsTowardLimit(t, d)) return 'limit';
  return undefined;
}

/** What stops a card known to be in the hand from being built, or undefined. */
function blockOf(
  s: CitadelsState,
  t: TurnState,
  b: Builder,
  card: CardId,
  free: boolean,
  d = districtOf(card),
): BuildBlock | undefined {
  const turn = turnBlockOf(t, b.limit, d);
  if (turn) return turn;
  if (d.id === 'monument' && citySize(b.city) >= 5) return 'monument';
  if (t.char !== 'wizard' && !b.quarry && b.built.includes(d.id)) return 'duplicate';
  if (free) return undefined;
  const means = d.id === 'thieves-den' ? b.gold + b.hand.length - 1 : b.gold;
  return means >= buildCost(s, t.seat, card, b.factory, d) ? undefined : 'cost';
}

/** The cards of the turn's hand that could be built now if paid by other means (Framework, Cardinal's loan). */
export function buildableFree(s: CitadelsState, t: TurnState): CardId[] {
  const b = builder(s, t);
  return b.hand.filter((card) => blockOf(s, t, b, card, true) === undefined);
}

export function buildActions(s: CitadelsState, t: TurnState): CitadelsAction[] {
  const out: CitadelsAction[] = [];
  if (!mayBuildNow(s, t)) return out;
  const limit = buildLimit(t);
  let b: Builder | undefined;
  for (const card of s.hands[t.seat] as CardId[]) {
    const d = districtOf(card);
    // Once the limit is reached (the last steps of most turns) the city need not be read.
    if (turnBlockOf(t, limit, d)) continue;
    b ??= builder(s, t);
    if (blockOf(s, t, b, card, false, d) === undefined) out.push({ type: 'build', card });
    if (d.id === 'necropolis' && blockOf(s, t, b, card, true, d) === undefined) {
      for (const sacrifice of b.city) out.push({ type: 'buildNecropolis', card, sacrifice });
    }
  }
  return out;
}

export function build(s: CitadelsState, t: TurnState, card: CardId): void {
  removeFrom(s.hands[t.seat] as CardId[], card);
  if (districtOf(card).id === 'thieves-den') {
    t.den = { card, paid: 0 };
    return;
  }
  const cost = buildCost(s, t.seat, card);
  s.gold[t.seat] = (s.gold[t.seat] as number) - cost;
  place(s, t, card, cost);
}

/** Thieves' Den payment: pay one more card, or the rest in gold. */
export function denActions(s: CitadelsState, t: TurnState): CitadelsAction[] {
  const den = t.den;
  if (!den) return [];
  const rest = buildCost(s, t.seat, den.card) - den.paid;
  const out: CitadelsAction[] = [];
  if (rest > 0) (s.hands[t.seat] as CardId[]).forEach((_, index) => out.push({ type: 'payWithCard', index }));
  if ((s.gold[t.seat] as number) >= rest) out.push({ type: 'payRest' });
  return out;
}

export function payWithCard(s: CitadelsState, t: TurnState, index: number): void {
  bury(s, (s.hands[t.seat] as CardId[]).splice(index, 1));
  (t.den as { paid: number }).paid++;
}

export function payRest(s: CitadelsState, t: TurnState): void {
  const den = t.den as { card: CardId; paid: number };
  const gold = buildCost(s, t.seat, den.card) - den.paid;
  s.gold[t.seat] = (s.gold[t.seat] as number) - gold;
  t.den = null;
  place(s, t, den.card, gold);
}

/** Puts a paid-for district into the city: build count, tax, completion. */
export function place(s: CitadelsState, t: TurnState, card: CardId, paid: number, free = false): void {
  if (countsTowardLimit(t, districtOf(card))) t.built++;
  t.spent += paid;
  if (free) return settle(s, t, t.seat, card);
  const firstPaid = !t.used.includes('paidBuild');
  t.used.push('paidBuild');
  const magistrate = holderOf(s, 'magistrate');
  if (firstPaid && t.char in s.warrants && magistrate >= 0 && magistrate !== t.seat) {
    s.prompt = { seat: magistrate, kind: 'warrant', card, builder: t.seat, paid };
    return;
  }
  settle(s, t, t.seat, card);
}

/**
 * The district lands in a city (the builder's, or the Magistrate's when he confiscates it) and that
 * seat pays the tax: the Magistrate pays it on a district confiscated from the Tax Collector himself.
 */
export function settle(s: CitadelsState, t: TurnState, owner: Seat, card: CardId): void {
  addToCity(s, owner, card);
  const exempt = t.char === 'tax-collector' && owner === t.seat;
  if (s.cast.includes('tax-collector') && !exempt && (s.gold[owner] as number) > 0) {
    s.gold[owner] = (s.gold[owner] as number) - 1;
    s.taxes++;
  }
}
