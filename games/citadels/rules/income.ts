/**
 * Layer 2 (mechanics): gathering resources, the first resource step of a turn: 2 gold (Gold Mine: 3),
 * or draw 2 and keep 1 (Observatory: draw 3; Library: keep all), with the rest face down under the deck;
 * and per-type income (1 gold per district of the character's gem type, School of Magic counting as that
 * type), taken once, all at once, at any time of the turn (the Patrician gains cards instead). What a
 * character gains for having gathered (the Merchant, the Architect) is the turn flow's (calling.ts).
 */
import { CHARACTERS, districtOf, type CardId, type DistrictType } from '../data';
import { shuffle, type Rng } from '../../shared/rng';
import { bury, drawCards, has } from './helpers';
import { incomeKindOf } from './traits';
import type { CitadelsAction, CitadelsState, Seat, TurnState } from './types';

export function gatherActions(s: CitadelsState): CitadelsAction[] {
  return s.deck.length > 0 ? [{ type: 'takeGold' }, { type: 'drawCards' }] : [{ type: 'takeGold' }];
}

export function takeGold(s: CitadelsState, t: TurnState): void {
  s.gold[t.seat] = (s.gold[t.seat] as number) + 2 + (has(s, t.seat, 'gold-mine') ? 1 : 0);
  t.gathered = true;
}

export function drawForIncome(s: CitadelsState, t: TurnState): void {
  const drawn = drawCards(s, has(s, t.seat, 'observatory') ? 3 : 2);
  if (drawn.length <= 1 || has(s, t.seat, 'library')) {
    (s.hands[t.seat] as CardId[]).push(...drawn);
    t.gathered = true;
  } else t.drawn = drawn;
}

export function keepCard(s: CitadelsState, t: TurnState, index: number, rng: Rng): void {
  (s.hands[t.seat] as CardId[]).push(...t.drawn.splice(index, 1));
  if (t.drawnFor === 'scholar') {
    s.deck = shuffle(rng, [...s.deck, ...t.drawn]);
    t.drawn = [];
    t.drawnFor = 'income';
    return;
  }
  bury(s, t.drawn);
  t.drawn = [];
  t.gathered = true;
}

/** Districts of a type in the seat's city for per-type income; the School of Magic counts as any type. */
export function incomeCount(s: CitadelsState, seat: Seat, type: DistrictType): number {
  let n = 0;
  for (const card of s.cities[seat] as CardId[]) {
    const d = districtOf(card);
    if (d.type === type || d.id === 'school-of-magic') n++;
  }
  return n;
}

export function incomeActions(s: CitadelsState, t: TurnState): CitadelsAction[] {
  const gem = CHARACTERS[t.char].gem;
  if (!gem || !incomeKindOf(t.char) || t.used.includes('income')) return [];
  return incomeCount(s, t.seat, gem) > 0 ? [{ type: 'collectIncome' }] : [];
}

export function collectIncome(s: CitadelsState, t: TurnState): void {
  const gem = CHARACTERS[t.char].gem;
  const n = gem ? incomeCount(s, t.seat, gem) : 0;
  if (incomeKindOf(t.char) === 'cards') (s.hands[t.seat] as CardId[]).push(...drawCards(s, n));
  else s.gold[t.seat] = (s.gold[t.seat] as number) + n;
  t.used.push('income');
}
