/**
 * Layer 3 (rule tables): the handlers of the character actions, one small function each;
 * `characters.ts` lists when each is legal. Dispatched from abilities.ts.
 */
import { districtOf, type CardId, type CharacterId } from '../data';
import { randomInt } from '../../shared/rng';
import { place, settle } from './build';
import { addToCity, raze, swapInCity, takeFromCity } from './city';
import type { Handler } from './hooks';
import { incomeCount } from './income';
import { actorOf, bury, buildCost, drawCards, otherSeats, removeFrom } from './helpers';
import { destroyPrice, exchangePrice, seizePrice } from './prices';
import type { ActionType, Seat, WarrantPrompt } from './types';

/** Applies the character actions. */
export const CHARACTER_HANDLERS: Partial<Record<ActionType, Handler>> = {
  kill: (s, t, a) => {
    s.killed = (a as { character: CharacterId }).character;
    t.used.push('ability');
  },
  rob: (s, t, a) => {
    s.robbed = { char: (a as { character: CharacterId }).character, by: t.seat };
    t.used.push('ability');
  },
  swapHands: (s, t, a) => {
    const other = (a as { seat: Seat }).seat;
    const mine = s.hands[t.seat] as CardId[];
    s.hands[t.seat] = s.hands[other] as CardId[];
    s.hands[other] = mine;
    t.used.push('ability');
  },
  exchangeCard: (s, t, a) => {
    bury(s, (s.hands[t.seat] as CardId[]).splice((a as { index: number }).index, 1));
    t.exchanged++;
  },
  finishExchange: (s, t) => {
    (s.hands[t.seat] as CardId[]).push(...drawCards(s, t.exchanged));
    t.exchanged = 0;
    t.used.push('ability');
  },
  destroy: (s, t, a) => {
    const { seat, card } = a as { seat: Seat; card: CardId };
    s.gold[t.seat] = (s.gold[t.seat] as number) - destroyPrice(s, seat, card);
    raze(s, seat, card);
    t.used.push('ability');
  },
  beautify: (s, t, a) => {
    s.gold[t.seat] = (s.gold[t.seat] as number) - 1;
    s.beautified.push((a as { card: CardId }).card);
    t.used.push('beautify');
  },
  takeTaxes: (s, t) => {
    s.gold[t.seat] = (s.gold[t.seat] as number) + s.taxes;
    s.taxes = 0;
    t.used.push('taxes');
  },
  navigate: (s, t, a) => {
    if ((a as { take: string }).take === 'gold') s.gold[t.seat] = (s.gold[t.seat] as number) + 4;
    else (s.hands[t.seat] as CardId[]).push(...drawCards(s, 4));
    t.used.push('ability');
  },
  seize: (s, t, a) => {
    const { seat, card } = a as { seat: Seat; card: CardId };
    const price = seizePrice(s, seat, card);
    s.gold[t.seat] = (s.gold[t.seat] as number) - price;
    s.gold[seat] = (s.gold[seat] as number) + price;
    takeFromCity(s, seat, card);
    addToCity(s, t.seat, card);
    t.used.push('ability');
  },
  peek: (s, t, a) => {
    const seat = (a as { seat: Seat }).seat;
    t.peek = { seat, cards: [...(s.hands[seat] as CardId[])], take: true };
    t.used.push('ability');
  },
  takeCard: (s, t, a) => {
    const { index, build } = a as { index: number; build: boolean };
    const peek = t.peek as { seat: Seat };
    const [card] = (s.hands[peek.seat] as CardId[]).splice(index, 1) as [CardId];
    t.peek = null;
    if (!build) return void (s.hands[t.seat] as CardId[]).push(card);
    const cost = buildCost(s, t.seat, card);
    s.gold[t.seat] = (s.gold[t.seat] as number) - cost;
    t.used.push('outsideLimit');
    place(s, t, card, cost);
    t.used.splice(t.used.indexOf('outsideLimit'), 1);
  },
  borrowAndBuild: (s, t, a) => {
    const { card, seat } = a as { card: CardId; seat: Seat };
    const cost = buildCost(s, t.seat, card);
    const short = cost - (s.gold[t.seat] as number);
    s.gold[seat] = (s.gold[seat] as number) - short;
    s.gold[t.seat] = 0;
    t.owe = Array.from({ length: short }, () => seat);
    t.used.push('ability');
    removeFrom(s.hands[t.seat] as CardId[], card);
    place(s, t, card, cost);
  },
  giveCard: (s, t, a) => {
    const to = t.owe.shift() as Seat;
    (s.hands[to] as CardId[]).push(...(s.hands[t.seat] as CardId[]).splice((a as { index: number }).index, 1));
  },
  spy: (s, t, a) => {
    const { seat, districtType } = a as { seat: Seat; districtType: string };
    const hand = s.hands[seat] as CardId[];
    t.peek = { seat, cards: [...hand], take: false };
    const matches = hand.filter((c) => districtOf(c).type === districtType).length;
    const gold = Math.min(matches, s.gold[seat] as number);
    s.gold[seat] = (s.gold[seat] as number) - gold;
    s.gold[t.seat] = (s.gold[t.seat] as number) + gold;
    (s.hands[t.seat] as CardId[]).push(...drawCards(s, matches));
    t.used.push('ability');
  },
  foresee: (s, t, _a, rng) => {
    for (const seat of otherSeats(s, t.seat)) {
      const hand = s.hands[seat] as CardId[];
      if (hand.length === 0) continue;
      (s.hands[t.seat] as CardId[]).push(...hand.splice(randomInt(rng, hand.length), 1));
      t.owe.push(seat);
    }
    t.used.push('ability');
  },
  crown: (s, t, a, rng) => {
    const { seat, take } = a as { seat: Seat; take: string };
    s.crown = seat;
    if (take === 'gold') {
      s.gold[seat] = (s.gold[seat] as number) - 1;
      s.gold[t.seat] = (s.gold[t.seat] as number) + 1;
    } else if (take === 'card') {
      const hand = s.hands[seat] as CardId[];
      (s.hands[t.seat] as CardId[]).push(...hand.splice(randomInt(rng, hand.length), 1));
    }
    t.used.push('crown');
  },
  threaten: (s, t, a) => {
    const { flowered, blank } = a as { flowered: CharacterId; blank: CharacterId };
    s.threats = {};
    for (const c of s.cast) if (c === flowered || c === blank) s.threats[c] = c === flowered ? 'flowered' : 'blank';
    t.used.push('ability');
  },
  bribe: (s, t) => {
    const half = Math.floor((s.gold[t.seat] as number) / 2);
    const to = actorOf(s, 'blackmailer');
    s.gold[t.seat] = (s.gold[t.seat] as number) - half;
    s.gold[to] = (s.gold[to] as number) + half;
    delete s.threats[t.char];
    t.used.push('threat');
  },
  refuseBribe: (s, t) => {
    t.used.push('threat');
    s.prompt = { seat: actorOf(s, 'blackmailer'), kind: 'threat' };
  },
  revealThreat: (s, t) => {
    const flowered = s.threats[t.char] === 'flowered';
    s.threats[t.char] = flowered ? 'revealedFlowered' : 'revealedBlank';
    const to = (s.prompt as { seat: Seat }).seat;
    if (flowered) {
      s.gold[to] = (s.gold[to] as number) + (s.gold[t.seat] as number);
      s.gold[t.seat] = 0;
    }
    s.prompt = null;
  },
  keepThreatHidden: (s) => {
    s.prompt = null;
  },
  study: (s, t) => {
    t.drawn = drawCards(s, 7);
    t.drawnFor = 'scholar';
    t.used.push('ability');
    if (t.drawn.length === 1) {
      (s.hands[t.seat] as CardId[]).push(...t.drawn.splice(0));
      t.drawnFor = 'income';
    }
  },
  collectMixed: (s, t, a) => {
    const cards = (a as { cards: number }).cards;
    const n = incomeCount(s, t.seat, 'religious');
    (s.hands[t.seat] as CardId[]).push(...drawCards(s, cards));
    s.gold[t.seat] = (s.gold[t.seat] as number) + n - cards;
    t.used.push('income');
  },
  takeFromRichest: (s, t, a) => {
    const seat = (a as { seat: Seat }).seat;
    s.gold[seat] = (s.gold[seat] as number) - 1;
    s.gold[t.seat] = (s.gold[t.seat] as number) + 1;
    t.used.push('richest');
  },
  exchangeDistricts: (s, t, a) => {
    const { give, seat, take } = a as { give: CardId; seat: Seat; take: CardId };
    const price = exchangePrice(s, seat, give, take);
    s.gold[t.seat] = (s.gold[t.seat] as number) - price;
    s.gold[seat] = (s.gold[seat] as number) + price;
    swapInCity(s, t.seat, give, seat, take);
    t.used.push('ability');
  },
  placeWarrants: (s, t, a) => {
    const { signed, blank } = a as { signed: CharacterId; blank: CharacterId[] };
    s.warrants = {};
    for (const c of s.cast) if (c === signed || blank.includes(c)) s.warrants[c] = c === signed ? 'signed' : 'blank';
    t.used.push('ability');
  },
  confiscate: (s, t) => {
    const p = s.prompt as WarrantPrompt;
    s.gold[p.builder] = (s.gold[p.builder] as number) + p.paid;
    t.spent -= p.paid;
    s.warrants[t.char] = 'revealed';
    s.prompt = null;
    settle(s, t, p.seat, p.card);
  },
  waive: (s, t) => {
    const p = s.prompt as WarrantPrompt;
    s.prompt = null;
    settle(s, t, p.builder, p.card);
  },
};
