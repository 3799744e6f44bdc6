/**
 * Layer 3 (rule tables): the characters' rules, one small function each: a table keyed by character id
 * (null = not playable yet) with when each ability is legal, its automatic gains and its end-of-turn and
 * end-of-round effects; character-actions.ts applies the actions. Abilities may be used at any time of
 * the turn, before gathering too, unless the card names a moment; an ability that builds waits for
 * gathering (unless `freeOrder`), as building does.
 */
import { DISTRICT_TYPES, districtOf, rankOf, type CardId, type CharacterId } from '../data';
import { buildProblem } from './build';
import { theaterChoices } from './draft';
import type { CharacterRules } from './hooks';
import { incomeCount } from './income';
import {
  actorOf,
  buildCost,
  builtCost,
  castOfRank,
  citySize,
  drawCards,
  has,
  holderOf,
  isComplete,
  mayBuildNow,
  otherSeats,
} from './helpers';
import { destroyPrice, seizePrice, exchangePrice } from './prices';
import { UP, type CitadelsAction, type CitadelsState, type Seat, type TurnState } from './types';

const once = (t: TurnState, key: string) => !t.used.includes(key);

/**
 * The rank 8 ability may not touch the districts of a living, revealed-or-to-be Bishop; a bewitched
 * Bishop protects the Witch's city instead of his holder's.
 */
function bishopProtects(s: CitadelsState, seat: Seat): boolean {
  return s.cast.includes('bishop') && s.killed !== 'bishop' && actorOf(s, 'bishop') === seat;
}

/** The King and the Patrician take the crown when called (even bewitched), or as heirs when revealed killed. */
const TAKES_CROWN: Pick<CharacterRules, 'onStart' | 'onKilledReveal'> = {
  onStart: (s, t) => void (s.crown = t.seat),
  onKilledReveal: (s, seat) => {
    s.crown = seat;
    rankFourRevealed(s);
  },
};

export const CHARACTER_RULES: Record<CharacterId, CharacterRules | null> = {
  assassin: {
    actions: (s, t) =>
      once(t, 'ability')
        ? s.cast.filter((c) => rankOf(c) !== 1 && s.who[c] !== UP).map((character) => ({ type: 'kill', character }))
        : [],
  },
  witch: {
    actions: (s, t) => (once(t, 'ability') ? bewitchChoices(s) : []),
    mustAct: (_s, t) => once(t, 'ability'),
  },
  magistrate: {
    actions: (s, t) => (once(t, 'ability') ? warrantChoices(s) : []),
  },
  thief: {
    actions: (s, t) =>
      once(t, 'ability')
        ? s.cast
            .filter((c) => rankOf(c) > 2 && c !== s.killed && c !== s.bewitched && s.who[c] !== UP)
            .map((character) => ({ type: 'rob', character }))
        : [],
  },
  spy: {
    actions: (s, t) =>
      once(t, 'ability')
        ? otherSeats(s, t.seat).flatMap((seat) =>
            DISTRICT_TYPES.map((type) => ({ type: 'spy', seat, districtType: type }) as CitadelsAction),
          )
        : [],
  },
  blackmailer: {
    actions: (s, t) => (once(t, 'ability') ? threatChoices(s) : []),
  },
  magician: {
    actions: (s, t) => {
      if (!once(t, 'ability')) return [];
      const swaps: CitadelsAction[] = otherSeats(s, t.seat).map((seat) => ({ type: 'swapHands', seat }));
      const cards: CitadelsAction[] = (s.hands[t.seat] as CardId[]).map((_, index) => ({
        type: 'exchangeCard',
        index,
      }));
      return [...swaps, ...cards];
    },
  },
  wizard: {
    actions: (s, t) =>
      once(t, 'ability')
        ? otherSeats(s, t.seat)
            .filter((seat) => (s.hands[seat] as CardId[]).length > 0)
            .map((seat) => ({ type: 'peek', seat }))
        : [],
  },
  seer: {
    actions: (s, t) =>
      once(t, 'ability') && otherSeats(s, t.seat).some((seat) => (s.hands[seat] as CardId[]).length > 0)
        ? [{ type: 'foresee' }]
        : [],
  },
  king: TAKES_CROWN,
  emperor: {
    actions: (s, t) => (once(t, 'crown') ? crownChoices(s, t.seat, true) : []),
    mustAct: (s, t) => once(t, 'crown') && crownChoices(s, t.seat, true).length > 0,
    onKilledReveal: (s, seat) => {
      rankFourRevealed(s);
      if (crownChoices(s, seat, false).length > 0) s.prompt = { seat, kind: 'crown' };
    },
  },
  patrician: TAKES_CROWN,
  bishop: {}, // per-type income (traits.ts); his protection is read by the rank 8 abilities
  abbot: {
    actions: (s, t) => [...mixedIncome(s, t), ...richestChoices(s, t)],
  },
  cardinal: {
    actions: (s, t) => (once(t, 'ability') ? loanChoices(s, t) : []),
  },
  merchant: {
    gatherGain: (s, t) => void (s.gold[t.seat] = (s.gold[t.seat] as number) + 1),
  },
  alchemist: {
    onEnd: (s, t) => void (s.gold[t.seat] = (s.gold[t.seat] as number) + t.spent),
  },
  trader: {}, // per-type income (traits.ts); trade districts outside his limit (build.ts)
  architect: {
    gatherGain: (s, t) => void (s.hands[t.seat] as CardId[]).push(...drawCards(s, 2)),
  },
  navigator: {
    actions: (_s, t) =>
      once(t, 'ability')
        ? [
            { type: 'navigate', take: 'gold' },
            { type: 'navigate', take: 'cards' },
          ]
        : [],
  },
  scholar: {
    actions: (s, t) => (once(t, 'ability') && s.deck.length > 0 ? [{ type: 'study' }] : []),
  },
  warlord: {
    actions: (s, t) => (once(t, 'ability') ? destroyChoices(s, t) : []),
  },
  diplomat: {
    actions: (s, t) => (once(t, 'ability') ? exchangeChoices(s, t) : []),
  },
  marshal: {
    actions: (s, t) => (once(t, 'ability') ? seizeChoices(s, t) : []),
  },
  queen: {
    startGain: (s, t) => queenPay(s, t.seat, false),
  },
  artist: {
    actions: (s, t) =>
      t.used.filter((u) => u === 'beautify').length < 2 && (s.gold[t.seat] as number) >= 1
        ? (s.cities[t.seat] as CardId[])
            .filter((c) => !s.beautified.includes(c))
            .map((card) => ({ type: 'beautify', card }))
        : [],
  },
  'tax-collector': {
    actions: (s, t) => (once(t, 'taxes') && s.taxes > 0 ? [{ type: 'takeTaxes' }] : []),
  },
};

/** Warlord: destroy a district (not a Keep) of a city neither complete nor the Bishop's, paying its price. */
function destroyChoices(s: CitadelsState, t: TurnState): CitadelsAction[] {
  const out: CitadelsAction[] = [];
  const gold = s.gold[t.seat] as number;
  for (let seat = 0; seat < s.cities.length; seat++) {
    if (isComplete(s, seat) || bishopProtects(s, seat)) continue;
    const wall = has(s, seat, 'great-wall');
    for (const card of s.cities[seat] as CardId[]) {
      if (districtOf(card).id !== 'keep' && destroyPrice(s, seat, card, wall) <= gold)
        out.push({ type: 'destroy', seat, card });
    }
  }
  return out;
}

/** Wizard: after looking, take one card of that hand, to keep or to build at once outside the limit. */
export function wizardTakes(s: CitadelsState, t: TurnState): CitadelsAction[] {
  const peek = t.peek;
  if (!peek) return [];
  const gold = s.gold[t.seat] as number;
  return peek.cards.flatMap((card, index) => {
    const d = districtOf(card);
    const canBuild =
      mayBuildNow(s, t) &&
      d.buildable &&
      d.id !== 'thieves-den' &&
      gold >= buildCost(s, t.seat, card) &&
      !(d.id === 'monument' && citySize(s.cities[t.seat] as CardId[]) >= 5);
    const keep: CitadelsAction = { type: 'takeCard', index, build: false };
    return canBuild ? [keep, { type: 'takeCard', index, build: true }] : [keep];
  });
}

/**
 * Cardinal: a district he cannot afford, built with the missing gold taken from one player, who gets 1
 * card from his hand per gold; he spends all his own gold first (as CT does).
 */
function loanChoices(s: CitadelsState, t: TurnState): CitadelsAction[] {
  const out: CitadelsAction[] = [];
  if (!mayBuildNow(s, t)) return out;
  const hand = s.hands[t.seat] as CardId[];
  const gold = s.gold[t.seat] as number;
  for (const card of hand) {
    const short = buildCost(s, t.seat, card) - gold;
    if (
      short <= 0 ||
      short > hand.length - 1 ||
      districtOf(card).id === 'thieves-den' ||
      buildProblem(s, t, card, true) !== undefined
    )
      continue;
    for (const seat of otherSeats(s, t.seat))
      if ((s.gold[seat] as number) >= short) out.push({ type: 'borrowAndBuild', card, seat });
  }
  return out;
}

/** Abbot: 1 gold or 1 card per religious district, in any mix declared before taking. */
function mixedIncome(s: CitadelsState, t: TurnState): CitadelsAction[] {
  const n = once(t, 'income') ? incomeCount(s, t.seat, 'religious') : 0;
  return n > 0 ? Array.from({ length: n + 1 }, (_, cards) => ({ type: 'collectMixed', cards })) : [];
}

/** Abbot: when not the richest, one of the richest (his choice on a tie) gives him 1 gold. */
function richestChoices(s: CitadelsState, t: TurnState): CitadelsAction[] {
  if (!once(t, 'richest')) return [];
  const most = Math.max(...s.gold);
  if ((s.gold[t.seat] as number) >= most) return [];
  return s.gold.flatMap((g, seat) => (g === most ? [{ type: 'takeFromRichest', seat } as CitadelsAction] : []));
}

/** Diplomat: swap one of his districts for another player's, paying the difference when theirs is dearer. */
function exchangeChoices(s: CitadelsState, t: TurnState): CitadelsAction[] {
  const out: CitadelsAction[] = [];
  const mine = (s.cities[t.seat] as CardId[]).filter((c) => districtOf(c).id !== 'keep');
  const gold = s.gold[t.seat] as number;
  s.cities.forEach((city, seat) => {
    if (seat === t.seat || isComplete(s, seat) || bishopProtects(s, seat)) return;
    for (const take of city) {
      if (districtOf(take).id === 'keep') continue;
      for (const give of mine) {
        const iHave = (s.cities[t.seat] as CardId[]).some(
          (c) => c !== give && districtOf(c).id === districtOf(take).id,
        );
        const theyHave = city.some((c) => c !== take && districtOf(c).id === districtOf(give).id);
        if (!iHave && !theyHave && exchangePrice(s, seat, give, take) <= gold)
          out.push({ type: 'exchangeDistricts', give, seat, take });
      }
    }
  });
  return out;
}

/** The Marshal may seize a district costing 3 or less from another city, paying its owner. */
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

/** Every way to place the 3 warrants on 3 different characters of rank 2+ still in play, one signed. */
function warrantChoices(s: CitadelsState): CitadelsAction[] {
  const targets = s.cast.filter((c) => rankOf(c) > 1 && s.who[c] !== UP);
  const out: CitadelsAction[] = [];
  for (const signed of targets) {
    const others = targets.filter((c) => c !== signed);
    for (let i = 0; i < others.length; i++) {
      for (let j = i + 1; j < others.length; j++)
        out.push({ type: 'placeWarrants', signed, blank: [others[i] as CharacterId, others[j] as CharacterId] });
    }
  }
  return out;
}

/**
 * The answers to an open prompt. The Magistrate's to a warranted build: confiscate only on the signed
 * warrant, never a duplicate; the killed Emperor's crown; the Blackmailer's reveal; the Theater.
 */
export function promptActions(s: CitadelsState): CitadelsAction[] {
  const p = s.prompt;
  if (p?.kind === 'crown') return crownChoices(s, p.seat, false);
  if (p?.kind === 'theater') return [...theaterChoices(s, p.seat), { type: 'skipTheater' }];
  if (p?.kind === 'threat') return [{ type: 'revealThreat' }, { type: 'keepThreatHidden' }];
  if (p?.kind !== 'warrant' || !s.turn) return [];
  const signed = s.warrants[s.turn.char] === 'signed';
  const duplicate = has(s, p.seat, districtOf(p.card).id);
  return signed && !duplicate ? [{ type: 'confiscate' }, { type: 'waive' }] : [{ type: 'waive' }];
}

/**
 * Emperor: the crown goes to another player than its holder, never himself; he takes 1 gold or 1 random
 * card from the new holder, or nothing if they have neither (or as the killed Emperor's advisor).
 */
function crownChoices(s: CitadelsState, emperor: Seat, withResource: boolean): CitadelsAction[] {
  return otherSeats(s, emperor)
    .filter((seat) => seat !== s.crown)
    .flatMap((seat) => {
      const takes: ('gold' | 'card' | 'nothing')[] = [];
      if (withResource && (s.gold[seat] as number) > 0) takes.push('gold');
      if (withResource && (s.hands[seat] as CardId[]).length > 0) takes.push('card');
      if (takes.length === 0) takes.push('nothing');
      return takes.map((take) => ({ type: 'crown', seat, take }) as CitadelsAction);
    });
}

/** Blackmailer: 2 threats on two different characters, not rank 1, not the killed or bewitched one, one flowered. */
function threatChoices(s: CitadelsState): CitadelsAction[] {
  const targets = s.cast.filter((c) => rankOf(c) > 2 && c !== s.killed && c !== s.bewitched && s.who[c] !== UP);
  return targets.flatMap((flowered) =>
    targets.filter((c) => c !== flowered).map((blank) => ({ type: 'threaten', flowered, blank }) as CitadelsAction),
  );
}

/** Whether the turn's character must still settle a threat (bribe or refuse) before anything but gathering. */
export function threatPending(s: CitadelsState, t: TurnState): boolean {
  return t.char in s.threats && !t.used.includes('threat') && actorOf(s, 'blackmailer') !== t.seat;
}

/**
 * Witch: after gathering she names another character still in play (not a face-up discard, as for the
 * Assassin), which ends her turn until that character is called.
 */
function bewitchChoices(s: CitadelsState): CitadelsAction[] {
  return s.cast.filter((c) => rankOf(c) !== 1 && s.who[c] !== UP).map((character) => ({ type: 'bewitch', character }));
}

/** The Queen gains 3 gold when seated next to the revealed rank 4 character (at its end-of-round reveal if killed). */
function queenPay(s: CitadelsState, queenSeat: Seat, atRoundEnd: boolean): void {
  const four = castOfRank(s, 4);
  if (!four || (four === s.killed) !== atRoundEnd) return;
  const h = holderOf(s, four);
  const n = s.numPlayers;
  if (h >= 0 && h !== queenSeat && ((h + 1) % n === queenSeat || (queenSeat + 1) % n === h))
    s.gold[queenSeat] = (s.gold[queenSeat] as number) + 3;
}

/** A killed rank 4 character revealed at round end: the Queen beside it is paid then. */
export function rankFourRevealed(s: CitadelsState): void {
  const q = s.cast.includes('queen') ? holderOf(s, 'queen') : -1;
  if (q >= 0) queenPay(s, q, true);
}
