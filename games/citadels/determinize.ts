/**
 * A full state consistent with one seat's view, for search (information-set MCTS).
 *
 * Cards: every card the seat cannot see (other hands, other drawn cards, the deck) is redealt at random
 * from the cards it has not seen. Characters: the draft is replayed as "segments" between the seat's own
 * looks at the pile; a character the seat saw in its k-th pile but not its (k+1)-th was taken by someone
 * who chose in between, so unknown characters are matched at random to the picks and discards of their
 * segment, respecting everything the view shows (revealed holders, known discards). Uniform matching
 * is what the setting-aside rule gives: the face-down card is uniformly random among the cards not shown
 * face up (a rank 4 card turned up is shuffled back first). If that ever fails, a plain random assignment
 * that still matches the view is used.
 *
 * `determinize` samples on a JSON copy of the view (a fresh state); `searchDeterminize`, the bots' version,
 * draws the same sample from the same RNG on a copy of only what play mutates.
 */
import { deckCards, type CardId, type CharacterId } from './data';
import { shuffle, type Rng } from '../shared/rng';
import {
  DOWN,
  HIDDEN,
  pileCode,
  UP,
  type CitadelsState,
  type DraftNote,
  type DraftStep,
  type Seat,
} from './rules/types';

export function determinize(view: CitadelsState, seat: Seat, rng: Rng): CitadelsState {
  return sample(JSON.parse(JSON.stringify(view)) as CitadelsState, view, seat, rng, knowledgeOf(view, seat));
}

/** What a seat's samples of a view are drawn from: the same for every sample of that view. */
interface Knowledge {
  seat: Seat;
  /** The cards the seat has not seen. */
  unseen: CardId[];
  /** How the characters it does not know are drawn; null when no draft fits the view (a fallback is drawn). */
  characters: CharacterPlan | null;
}

function knowledgeOf(view: CitadelsState, seat: Seat): Knowledge {
  return { seat, unseen: unseenCards(view, seat), characters: planAfterTheater(view, seat) };
}

/** What a seat knows, by view: a search samples one view many times. */
const knowledgeByView = new WeakMap<CitadelsState, Knowledge>();

/**
 * `determinize` for search: the same sample for the same RNG, built on a copy of only what play mutates
 * (it shares the options, the cast, the dealt hands, the draft script and piles, and the prompt, Theater
 * and Thief records, which play replaces but never changes), so it must not be used where the result is
 * edited freely. What the seat knows is worked out once per view, which must not change.
 */
export function searchDeterminize(view: CitadelsState, seat: Seat, rng: Rng): CitadelsState {
  let known = knowledgeByView.get(view);
  if (known?.seat !== seat) knowledgeByView.set(view, (known = knowledgeOf(view, seat)));
  return sample(playCopy(view), view, seat, rng, known);
}

/** Fills the copy `s` of the view with what the seat cannot see. */
function sample(s: CitadelsState, view: CitadelsState, seat: Seat, rng: Rng, known: Knowledge): CitadelsState {
  dealUnknownCards(s, seat, rng, known.unseen);
  s.who = known.characters ? drawCharacters(known.characters, view.theater, rng) : fallbackCharacters(view, seat, rng);
  sampleWarrants(s, rng);
  sampleThreats(s, rng);
  return s;
}

/** A copy of the parts of a state that `apply` mutates in place; the rest is shared. */
function playCopy(v: CitadelsState): CitadelsState {
  const t = v.turn;
  return {
    ...v,
    gold: [...v.gold],
    hands: v.hands.map((hand) => [...hand]),
    deck: [...v.deck],
    cities: v.cities.map((city) => [...city]),
    beautified: [...v.beautified],
    razed: [...v.razed],
    museum: [...v.museum],
    who: { ...v.who },
    draft: { ...v.draft, notes: v.draft.notes.map((notes) => notes.map((note) => ({ ...note }))) },
    warrants: { ...v.warrants },
    threats: { ...v.threats },
    turn: t && {
      ...t,
      drawn: [...t.drawn],
      used: [...t.used],
      peek: t.peek && { ...t.peek, cards: [...t.peek.cards] },
      owe: [...t.owe],
      den: t.den && { ...t.den },
    },
    topRank: [...v.topRank],
  };
}

/** The cards of the game the seat has not seen (in deck order): the ones hidden cards are dealt from. */
function unseenCards(v: CitadelsState, seat: Seat): CardId[] {
  const t = v.turn;
  const known = new Set<CardId>(v.hands[seat]);
  for (const city of v.cities) for (const c of city) known.add(c);
  // A hand the seat is looking at (Wizard, Spy) is known to it.
  if (t?.peek && t.seat === seat) for (const c of t.peek.cards) known.add(c);
  for (const c of v.museum) if (c !== HIDDEN) known.add(c);
  if (t?.den) known.add(t.den.card);
  if (v.prompt?.kind === 'warrant') known.add(v.prompt.card);
  if (t && t.seat === seat) for (const c of t.drawn) known.add(c);
  return deckCards(v.options.uniques).filter((c) => !known.has(c));
}

function dealUnknownCards(s: CitadelsState, seat: Seat, rng: Rng, unseen: CardId[]): void {
  const t = s.turn;
  const peek = t?.peek;
  if (peek && t.seat === seat) s.hands[peek.seat] = [...peek.cards];
  const pool = shuffle(rng, unseen);
  s.hands = s.hands.map((h, i) => (i === seat ? h : fill(h, pool)));
  if (t) t.drawn = fill(t.drawn, pool);
  s.deck = fill(s.deck, pool);
  s.museum = fill(s.museum, pool);
  if (peek) peek.cards = [...(s.hands[peek.seat] as CardId[])];
}

/** The cards with each hidden one replaced by the next card of the shuffled pool. */
function fill(cards: CardId[], pool: CardId[]): CardId[] {
  return cards.map((c) => (c === HIDDEN ? (pool.pop() as CardId) : c));
}

/** Unknown warrants: one signed at random among the hidden ones, unless the signed one was revealed. */
function sampleWarrants(s: CitadelsState, rng: Rng): void {
  const hidden = Object.keys(s.warrants).filter((c) => s.warrants[c] === HIDDEN);
  if (hidden.length === 0) return;
  const revealed = Object.values(s.warrants).includes('revealed');
  const signed = revealed ? null : (shuffle(rng, hidden)[0] as string);
  for (const c of hidden) s.warrants[c] = c === signed ? 'signed' : 'blank';
}

/** Unknown threats: the flowered one at random among the hidden, unless it was revealed. */
function sampleThreats(s: CitadelsState, rng: Rng): void {
  const hidden = Object.keys(s.threats).filter((c) => s.threats[c] === HIDDEN);
  if (hidden.length === 0) return;
  const revealed = Object.values(s.threats).includes('revealedFlowered');
  // A lone hidden marker (the other was bought off unseen) is the flowered one half the time.
  const lone = Object.keys(s.threats).length === 1 && rng.next() < 0.5;
  const flowered = revealed || lone ? null : (shuffle(rng, hidden)[0] as string);
  for (const c of hidden) s.threats[c] = c === flowered ? 'flowered' : 'blank';
}

/**
 * A Theater swap the seat took part in moved two characters after the draft: plan the draft as it
 * ended (both holders known to the seat); `drawCharacters` swaps them back.
 */
function planAfterTheater(v: CitadelsState, seat: Seat): CharacterPlan | null {
  const th = v.theater;
  return planCharacters(th ? { ...v, who: { ...v.who, [th.gave]: th.owner, [th.took]: th.seat } } : v, seat);
}

type Dest = number | 'R';
interface Slot {
  seg: number;
  dest: Dest;
}

/** The draft's removals so far (other seats' picks and discards, automatic discards, the pile), by segment. */
function slotsFor(v: CitadelsState, seat: Seat): Slot[] | null {
  const { script, at } = v.draft;
  const notes = v.draft.notes[seat] ?? [];
  let nonUp = 0;
  for (const c of v.cast) if (v.who[c] !== UP) nonUp++;
  const rejoinGame = v.numPlayers >= 4 && nonUp - 1 === v.numPlayers;
  const rejoined = rejoinGame && at >= script.length - 1;
  const slots: Slot[] = [];
  if (!rejoined) slots.push({ seg: 0, dest: DOWN });
  else if (!notes.some((n) => n.rejoined)) slots.push({ seg: 0, dest: 'R' });
  for (let i = 0; i < at; i++) {
    const step = script[i] as DraftStep;
    if (step.seat !== seat) slots.push({ seg: segmentAt(notes, i), dest: step.kind === 'pick' ? step.seat : DOWN });
  }
  const random = v.numPlayers === 3 && at >= 3 ? 1 : 0;
  if (random) slots.push({ seg: segmentAt(notes, 2.5), dest: DOWN });
  const rest = nonUp - 1 - at - random + (rejoined ? 1 : 0);
  if (rest < 0) return null;
  const restSeg = segmentAt(notes, at >= script.length ? script.length : at);
  for (let i = 0; i < rest; i++) slots.push({ seg: restSeg, dest: at >= script.length ? DOWN : pileCode(v) });
  return slots;
}

/** The segment of draft step `p`: how many of the seat's looks at the pile came at or before it. */
function segmentAt(notes: DraftNote[], p: number): number {
  let n = 0;
  for (const note of notes) if (note.step <= p) n++;
  return n;
}

/** How many of the seat's looks at the pile saw this character. */
function timesSeen(notes: DraftNote[], c: CharacterId): number {
  let n = 0;
  for (const note of notes) if (note.pile.includes(c)) n++;
  return n;
}

/**
 * How the characters are drawn: the holders the seat knows, then per segment of the draft its unknown
 * characters shuffled into the segment's open places (`R`: the face-down card that rejoins the last pile,
 * carried into the last segment).
 */
interface CharacterPlan {
  cast: CharacterId[];
  known: [CharacterId, number][];
  segments: { unknown: CharacterId[]; dests: Dest[]; takesCarried: boolean }[];
}

/** The plan for the view, or null when no draft fits what it shows. */
function planCharacters(v: CitadelsState, seat: Seat): CharacterPlan | null {
  const notes = v.draft.notes[seat] ?? [];
  const own = new Set<CharacterId>();
  for (const n of notes) for (const c of [n.took, n.discarded]) if (c) own.add(c);
  const slots = slotsFor(v, seat);
  if (!slots) return null;
  const segments = notes.length + 1;
  const known: [CharacterId, number][] = [];
  const charsBySeg: CharacterId[][] = [];
  for (let seg = 0; seg < segments; seg++) charsBySeg.push([]);
  let placed = 0;
  for (const c of v.cast) {
    const w = v.who[c];
    if (own.has(c) && (w === null || w === undefined)) return null;
    if (w === UP || own.has(c)) known.push([c, w as number]);
    else charsBySeg[timesSeen(notes, c)]?.push(c);
  }
  // The rejoining card: a known character, or one of a segment's unknown ones (drawn at random).
  let carried: CharacterId | 'drawn' | null = null;
  const lastSeg = segments - 1;
  const plan: CharacterPlan = { cast: v.cast, known, segments: [] };
  for (let seg = 0; seg < segments; seg++) {
    const chars = [...(charsBySeg[seg] as CharacterId[])];
    const takesCarried = seg === lastSeg && carried === 'drawn';
    if (seg === lastSeg && carried && carried !== 'drawn') chars.push(carried);
    const open = slots.filter((sl) => sl.seg === seg);
    if (open.length !== chars.length + (takesCarried ? 1 : 0)) return null;
    const unknown: CharacterId[] = [];
    for (const c of chars) {
      const w = v.who[c];
      if (w === null || w === undefined) {
        unknown.push(c);
        continue;
      }
      const i = open.findIndex((sl) => sl.dest === w);
      const j = i >= 0 ? i : open.findIndex((sl) => sl.dest === 'R');
      if (j < 0) return null;
      if ((open[j] as Slot).dest === 'R') carried = c;
      else known.push([c, w]);
      open.splice(j, 1);
    }
    if (open.some((sl) => sl.dest === 'R')) carried = 'drawn';
    plan.segments.push({ unknown, dests: open.map((sl) => sl.dest), takesCarried });
    placed += unknown.length;
  }
  // Every character ends up placed (a card carried past the last segment is not).
  const carriedPast = plan.segments[lastSeg]?.dests.includes('R') ?? false;
  return !carriedPast && known.length + placed === v.cast.length ? plan : null;
}

/** Draws the unknown characters by the plan, undoing a Theater swap the plan was made before. */
function drawCharacters(plan: CharacterPlan, theater: CitadelsState['theater'], rng: Rng): Record<string, number> {
  // Keys in cast order, as in play, so every sample's record has the same shape.
  const who: Record<string, number> = {};
  for (const c of plan.cast) who[c] = DOWN;
  for (const [c, w] of plan.known) who[c] = w;
  let carried: CharacterId | null = null;
  for (const seg of plan.segments) {
    const order = shuffle(rng, seg.takesCarried ? [...seg.unknown, carried as CharacterId] : seg.unknown);
    for (let i = 0; i < order.length; i++) {
      const dest = seg.dests[i] as Dest;
      if (dest === 'R') carried = order[i] as CharacterId;
      else who[order[i] as CharacterId] = dest;
    }
  }
  if (theater) {
    who[theater.gave] = theater.seat;
    who[theater.took] = theater.owner;
  }
  return who;
}

/** Any assignment that matches the view: unknown characters fill the other seats' picks, the pile and the discards. */
function fallbackCharacters(v: CitadelsState, seat: Seat, rng: Rng): Record<string, number> {
  const who: Record<string, number> = {};
  const need = new Map<number, number>();
  v.draft.script.slice(0, v.draft.at).forEach((step) => {
    if (step.kind === 'pick' && step.seat !== seat) need.set(step.seat, (need.get(step.seat) ?? 0) + 1);
  });
  const unknown: CharacterId[] = [];
  for (const c of v.cast) {
    const w = v.who[c];
    if (w === null || w === undefined) unknown.push(c);
    else {
      who[c] = w;
      if (w >= 0 && w !== seat) need.set(w, (need.get(w) ?? 0) - 1);
    }
  }
  const slots = slotsFor(v, seat) ?? [];
  let pile =
    slots.filter((sl) => sl.dest === pileCode(v)).length - v.cast.filter((c) => v.who[c] === pileCode(v)).length;
  const order = shuffle(rng, unknown);
  for (const c of order) {
    const next = [...need.entries()].find(([, n]) => n > 0);
    if (next) {
      who[c] = next[0];
      need.set(next[0], next[1] - 1);
    } else if (pile > 0) {
      who[c] = pileCode(v);
      pile--;
    } else who[c] = DOWN;
  }
  return who;
}
