/**
 * A full state consistent with one seat's view, for search (information-set MCTS).
 *
 * Cards: every card the seat cannot see (other hands, other drawn cards, the deck) is redealt at random
 * from the cards it has not seen. Characters: the draft is replayed as "segments" between the seat's own
 * looks at the pile; a character the seat saw in its k-th pile but not its (k+1)-th was taken by someone
 * who chose in between, so unknown characters are matched at random to the picks and discards of their
 * segment, respecting everything the view shows (revealed holders, known discards). If that ever fails,
 * a plain random assignment that still matches the view is used.
 */
import { BASIC_CARDS, cardsOf, type CardId, type CharacterId } from './data';
import { shuffle, type Rng } from '../shared/rng';
import { DOWN, HIDDEN, pileCode, UP, type CitadelsState, type Seat } from './rules/types';

export function determinize(view: CitadelsState, seat: Seat, rng: Rng): CitadelsState {
  const s: CitadelsState = JSON.parse(JSON.stringify(view)) as CitadelsState;
  dealUnknownCards(s, seat, rng);
  s.who = sampleAfterTheater(view, seat, rng) ?? fallbackCharacters(view, seat, rng);
  sampleWarrants(s, rng);
  sampleThreats(s, rng);
  return s;
}

function dealUnknownCards(s: CitadelsState, seat: Seat, rng: Rng): void {
  const peek = s.turn?.peek;
  if (peek && s.turn?.seat === seat) s.hands[peek.seat] = [...peek.cards];
  const known = new Set<CardId>([...(s.hands[seat] as CardId[]), ...s.cities.flat(), ...(peek && s.turn?.seat === seat ? peek.cards : [])]);
  for (const c of s.museum) if (c !== HIDDEN) known.add(c);
  if (s.turn?.den) known.add(s.turn.den.card);
  if (s.prompt?.kind === 'warrant') known.add(s.prompt.card);
  if (s.turn && s.turn.seat === seat) for (const c of s.turn.drawn) known.add(c);
  const all = [...BASIC_CARDS, ...s.options.uniques.flatMap(cardsOf)];
  const pool = shuffle(rng, all.filter((c) => !known.has(c)));
  const fill = (cards: CardId[]) => cards.map((c) => (c === HIDDEN ? (pool.pop() as CardId) : c));
  s.hands = s.hands.map((h, i) => (i === seat ? h : fill(h)));
  if (s.turn) s.turn.drawn = fill(s.turn.drawn);
  s.deck = fill(s.deck);
  s.museum = fill(s.museum);
  if (peek) peek.cards = [...(s.hands[peek.seat] as CardId[])];
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
 * A Theater swap the seat took part in (B.4) moved two characters after the draft: sample the draft as
 * it ended (both holders known to the seat), then swap them back.
 */
function sampleAfterTheater(v: CitadelsState, seat: Seat, rng: Rng): Record<string, number> | null {
  const th = v.theater;
  if (!th) return sampleCharacters(v, seat, rng);
  const who = sampleCharacters({ ...v, who: { ...v.who, [th.gave]: th.owner, [th.took]: th.seat } }, seat, rng);
  if (!who) return null;
  who[th.gave] = th.seat;
  who[th.took] = th.owner;
  return who;
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
  const segAt = (p: number) => notes.filter((n) => n.step <= p).length;
  const nonUp = v.cast.filter((c) => v.who[c] !== UP).length;
  const rejoinGame = v.numPlayers >= 4 && nonUp - 1 === v.numPlayers;
  const rejoined = rejoinGame && at >= script.length - 1;
  const slots: Slot[] = [];
  if (!rejoined) slots.push({ seg: 0, dest: DOWN });
  else if (!notes.some((n) => n.rejoined)) slots.push({ seg: 0, dest: 'R' });
  script.slice(0, at).forEach((step, i) => {
    if (step.seat !== seat) slots.push({ seg: segAt(i), dest: step.kind === 'pick' ? step.seat : DOWN });
  });
  const random = v.numPlayers === 3 && at >= 3 ? 1 : 0;
  if (random) slots.push({ seg: segAt(2.5), dest: DOWN });
  const rest = nonUp - 1 - at - random + (rejoined ? 1 : 0);
  if (rest < 0) return null;
  const restSeg = at >= script.length ? segAt(script.length) : segAt(at);
  for (let i = 0; i < rest; i++) slots.push({ seg: restSeg, dest: at >= script.length ? DOWN : pileCode(v) });
  return slots;
}

export function sampleCharacters(v: CitadelsState, seat: Seat, rng: Rng): Record<string, number> | null {
  const notes = v.draft.notes[seat] ?? [];
  const own = new Set<CharacterId>();
  for (const n of notes) for (const c of [n.took, n.discarded]) if (c) own.add(c);
  const slots = slotsFor(v, seat);
  if (!slots) return null;
  const segments = notes.length + 1;
  const who: Record<string, number> = {};
  const charsBySeg: CharacterId[][] = Array.from({ length: segments }, () => []);
  for (const c of v.cast) {
    const w = v.who[c];
    if (own.has(c) && (w === null || w === undefined)) return null;
    if (w === UP || own.has(c)) who[c] = w as number;
    else charsBySeg[notes.filter((n) => n.pile.includes(c)).length]?.push(c);
  }
  let carried: CharacterId | null = null;
  const lastSeg = segments - 1;
  for (let seg = 0; seg < segments; seg++) {
    const chars = charsBySeg[seg] as CharacterId[];
    if (seg === lastSeg && carried) chars.push(carried);
    const open = slots.filter((sl) => sl.seg === seg);
    if (open.length !== chars.length) return null;
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
      else who[c] = w;
      open.splice(j, 1);
    }
    const order = shuffle(rng, unknown);
    order.forEach((c, i) => {
      const dest = (open[i] as Slot).dest;
      if (dest === 'R') carried = c;
      else who[c] = dest;
    });
  }
  return v.cast.every((c) => who[c] !== undefined) ? who : null;
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
  let pile = slots.filter((sl) => sl.dest === pileCode(v)).length - v.cast.filter((c) => v.who[c] === pileCode(v)).length;
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
