/**
 * Layer 1 (facts): the one place where districts enter and leave cities. Every way a district can move
 * into a city (a build, a confiscation, the Marshal's seizure, the Diplomat's exchange) goes through
 * `addToCity` or `swapInCity`, which record the first complete city (the game-end rule: the game ends after that round
 * and its owner scores 4 instead of 2). Destroyed districts leave through `raze`.
 */
import { districtOf, type CardId } from '../data';
import { bury, isComplete, removeFrom } from './helpers';
import type { CitadelsState, Seat } from './types';

/** Records the seat as the first to complete a city, if its city is now complete and none was before. */
function noteCompletion(s: CitadelsState, seat: Seat): void {
  if (s.firstComplete === null && isComplete(s, seat)) s.firstComplete = seat;
}

/** A district moves into the seat's city (built, confiscated or seized). */
export function addToCity(s: CitadelsState, seat: Seat, card: CardId): void {
  (s.cities[seat] as CardId[]).push(card);
  noteCompletion(s, seat);
}

/** A district leaves a city without being destroyed (seized by the Marshal). */
export function takeFromCity(s: CitadelsState, seat: Seat, card: CardId): void {
  removeFrom(s.cities[seat] as CardId[], card);
}

/** Two cities swap a district each, in place (the Diplomat); either city may complete by it. */
export function swapInCity(s: CitadelsState, a: Seat, aCard: CardId, b: Seat, bCard: CardId): void {
  const cityA = s.cities[a] as CardId[];
  const cityB = s.cities[b] as CardId[];
  cityA[cityA.indexOf(aCard)] = bCard;
  cityB[cityB.indexOf(bCard)] = aCard;
  noteCompletion(s, a);
  noteCompletion(s, b);
}

/** Destroys a district: out of the city, face down under the deck (its identity was public). */
export function raze(s: CitadelsState, seat: Seat, card: CardId): void {
  removeFrom(s.cities[seat] as CardId[], card);
  if (s.beautified.includes(card)) removeFrom(s.beautified, card);
  if (!s.razed.includes(card)) s.razed.push(card);
  bury(s, [card]);
  if (districtOf(card).id === 'museum') bury(s, s.museum.splice(0));
}
