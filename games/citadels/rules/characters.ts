/**
 * The characters' rules (B.3), one small function each: a table keyed by character id (null = not
 * playable yet) plus the handlers of the character actions. Dispatched from abilities.ts.
 */
import { districtOf, rankOf, type CardId, type CharacterId } from '../data';
import type { CharacterRules, Handler } from './abilities';
import { settle } from './build';
import { bury, builtCost, castOfRank, drawCards, has, holderOf, isComplete, removeFrom } from './helpers';
import { UP, type CitadelsAction, type CitadelsState, type Prompt, type Seat, type TurnState, type ActionType } from './types';

const once = (t: TurnState, key: string) => !t.used.includes(key);
const otherSeats = (s: CitadelsState, seat: Seat) => s.gold.flatMap((_, i) => (i === seat ? [] : [i]));

/** The rank 8 ability may not touch the districts of a living, revealed-or-to-be Bishop (B.3). */
function bishopProtects(s: CitadelsState, seat: Seat): boolean {
  return s.cast.includes('bishop') && s.killed !== 'bishop' && holderOf(s, 'bishop') === seat;
}

/** The Warlord's price for a district: its cost minus 1, +1 with a Great Wall (A.4: not on itself). */
export function destroyPrice(s: CitadelsState, seat: Seat, card: CardId): number {
  const wall = districtOf(card).id !== 'great-wall' && has(s, seat, 'great-wall') ? 1 : 0;
  return builtCost(s, card) - 1 + wall;
}

export const CHARACTER_RULES: Record<CharacterId, CharacterRules | null> = {
  assassin: {
    actions: (s, t) =>
      once(t, 'ability') ? s.cast.filter((c) => rankOf(c) !== 1 && s.who[c] !== UP).map((character) => ({ type: 'kill', character })) : [],
  },
  witch: null,
  magistrate: {
    actions: (s, t) => (once(t, 'ability') ? warrantChoices(s) : []),
  },
  thief: {
    actions: (s, t) =>
      once(t, 'ability')
        ? s.cast.filter((c) => rankOf(c) > 2 && c !== s.killed && s.who[c] !== UP).map((character) => ({ type: 'rob', character }))
        : [],
  },
  spy: null,
  blackmailer: null,
  magician: {
    actions: (s, t) => {
      if (!once(t, 'ability')) return [];
      const swaps: CitadelsAction[] = otherSeats(s, t.seat).map((seat) => ({ type: 'swapHands', seat }));
      const cards: CitadelsAction[] = (s.hands[t.seat] as CardId[]).map((_, index) => ({ type: 'exchangeCard', index }));
      return [...swaps, ...cards];
    },
  },
  wizard: null,
  seer: null,
  king: {
    income: 'gold',
    onStart: (s, t) => void (s.crown = t.seat),
    onKilledReveal: (s, seat) => {
      s.crown = seat;
      rankFourRevealed(s);
    },
  },
  emperor: null,
  patrician: {
    income: 'cards',
    onStart: (s, t) => void (s.crown = t.seat),
    onKilledReveal: (s, seat) => {
      s.crown = seat;
      rankFourRevealed(s);
    },
  },
  bishop: { income: 'gold' },
  abbot: null,
  cardinal: null,
  merchant: {
    income: 'gold',
    afterGather: (s, t) => void (s.gold[t.seat] = (s.gold[t.seat] as number) + 1),
  },
  alchemist: {
    onEnd: (s, t) => void (s.gold[t.seat] = (s.gold[t.seat] as number) + t.spent),
  },
  trader: { income: 'gold' },
  architect: {
    buildLimit: 3,
    afterGather: (s, t) => void (s.hands[t.seat] as CardId[]).push(...drawCards(s, 2)),
  },
  navigator: {
    buildLimit: 0,
    actions: (_s, t) => (once(t, 'ability') ? [{ type: 'navigate', take: 'gold' }, { type: 'navigate', take: 'cards' }] : []),
  },
  scholar: null,
  warlord: {
    income: 'gold',
    actions: (s, t) => {
      if (!once(t, 'ability')) return [];
      const out: CitadelsAction[] = [];
      const gold = s.gold[t.seat] as number;
      s.cities.forEach((city, seat) => {
        if (isComplete(s, seat) || bishopProtects(s, seat)) return;
        for (const card of city) {
          if (districtOf(card).id !== 'keep' && destroyPrice(s, seat, card) <= gold) out.push({ type: 'destroy', seat, card });
        }
      });
      return out;
    },
  },
  diplomat: null,
  marshal: {
    income: 'gold',
    actions: (s, t) => (once(t, 'ability') ? seizeChoices(s, t) : []),
  },
  queen: {
    onStart: (s, t) => queenPay(s, t.seat, false),
  },
  artist: {
    actions: (s, t) =>
      t.used.filter((u) => u === 'beautify').length < 2 && (s.gold[t.seat] as number) >= 1
        ? (s.cities[t.seat] as CardId[]).filter((c) => !s.beautified.includes(c)).map((card) => ({ type: 'beautify', card }))
        : [],
  },
  'tax-collector': {
    actions: (s, t) => (once(t, 'taxes') && s.taxes > 0 ? [{ type: 'takeTaxes' }] : []),
  },
};

/** The Marshal may seize a district costing 3 or less from another city, paying its owner (B.3). */
function seizeChoices(s: CitadelsState, t: TurnState): CitadelsAction[] {
  const out: CitadelsAction[] = [];
  const gold = s.gold[t.seat] as number;
  s.cities.forEach((city, seat) => {
    if (seat === t.seat || isComplete(s, seat) || bishopProtects(s, seat)) return;
    for (const card of city) {
      const d = districtOf(card);
      if (d.id === 'keep' || builtCost(s, card) > 3 || has(s, t.seat, d.id)) continue;
      if (seizePrice(s, seat, card) <= gold) out.push({ type: 'seize', seat, card });
    }
  });
  return out;
}

/** What the Marshal pays the owner: the district's cost, +1 with a Great Wall (as CT does). */
export function seizePrice(s: CitadelsState, seat: Seat, card: CardId): number {
  return builtCost(s, card) + (districtOf(card).id !== 'great-wall' && has(s, seat, 'great-wall') ? 1 : 0);
}

/** Every way to place the 3 warrants on 3 different characters of rank 2+ still in play, one signed (B.3). */
function warrantChoices(s: CitadelsState): CitadelsAction[] {
  const targets = s.cast.filter((c) => rankOf(c) > 1 && s.who[c] !== UP);
  const out: CitadelsAction[] = [];
  for (const signed of targets) {
    const others = targets.filter((c) => c !== signed);
    for (let i = 0; i < others.length; i++) {
      for (let j = i + 1; j < others.length; j++) out.push({ type: 'placeWarrants', signed, blank: [others[i] as CharacterId, others[j] as CharacterId] });
    }
  }
  return out;
}

/** The Magistrate's answer to a warranted build: confiscate only on the signed warrant, never a duplicate (B.3). */
export function promptActions(s: CitadelsState): CitadelsAction[] {
  const p = s.prompt;
  if (!p || !s.turn) return [];
  const signed = s.warrants[s.turn.char] === 'signed';
  const duplicate = has(s, p.seat, districtOf(p.card).id);
  return signed && !duplicate ? [{ type: 'confiscate' }, { type: 'waive' }] : [{ type: 'waive' }];
}

/** The Queen gains 3 gold when seated next to the revealed rank 4 character (at its end-of-round reveal if killed). */
function queenPay(s: CitadelsState, queenSeat: Seat, atRoundEnd: boolean): void {
  const four = castOfRank(s, 4);
  if (!four || (four === s.killed) !== atRoundEnd) return;
  const h = holderOf(s, four);
  const n = s.numPlayers;
  if (h >= 0 && h !== queenSeat && ((h + 1) % n === queenSeat || (queenSeat + 1) % n === h)) s.gold[queenSeat] = (s.gold[queenSeat] as number) + 3;
}

/** A killed rank 4 character revealed at round end: the Queen beside it is paid then (B.3). */
export function rankFourRevealed(s: CitadelsState): void {
  const q = s.cast.includes('queen') ? holderOf(s, 'queen') : -1;
  if (q >= 0) queenPay(s, q, true);
}

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
    removeFrom(s.cities[seat] as CardId[], card);
    if (s.beautified.includes(card)) removeFrom(s.beautified, card);
    if (!s.razed.includes(card)) s.razed.push(card);
    bury(s, [card]);
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
    removeFrom(s.cities[seat] as CardId[], card);
    (s.cities[t.seat] as CardId[]).push(card);
    if (s.firstComplete === null && isComplete(s, t.seat)) s.firstComplete = t.seat;
    t.used.push('ability');
  },
  placeWarrants: (s, t, a) => {
    const { signed, blank } = a as { signed: CharacterId; blank: CharacterId[] };
    s.warrants = {};
    for (const c of s.cast) if (c === signed || blank.includes(c)) s.warrants[c] = c === signed ? 'signed' : 'blank';
    t.used.push('ability');
  },
  confiscate: (s, t) => {
    const p = s.prompt as Prompt;
    s.gold[p.builder] = (s.gold[p.builder] as number) + p.paid;
    t.spent -= p.paid;
    s.warrants[t.char] = 'revealed';
    s.prompt = null;
    settle(s, t, p.seat, p.card);
  },
  waive: (s, t) => {
    const p = s.prompt as Prompt;
    s.prompt = null;
    settle(s, t, p.builder, p.card);
  },
};
