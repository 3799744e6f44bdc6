/**
 * What one seat (or a spectator, `null`) may see (docs/rules/citadels.md#open-information): the state's shape
 * with secrets masked. Other hands and the deck become `HIDDEN` placeholders of the same length; drawn cards
 * only for the drawer; a character's holder (`who`) only once it is revealed, for the holder itself, or, in
 * the draft, the pile for the seat choosing; face-down discards only for the seat that discarded them (or saw
 * the last card left over); draft notes only the seat's own; which warrant is signed only for the Magistrate;
 * the hand the Wizard looks at only for the Wizard.
 */
import type { CharacterId } from './data';
import { actorOf } from './rules/helpers';
import {
  DOWN,
  HIDDEN,
  isPile,
  UP,
  type CitadelsState,
  type DraftNote,
  type Seat,
  type Threat,
  type Warrant,
} from './rules/types';

/** Characters the seat knows went face down (its own discards, the card it left over at the end). */
export function knownDown(s: CitadelsState, seat: Seat): Set<CharacterId> {
  const out = new Set<CharacterId>();
  const { script, at } = s.draft;
  for (const note of (s.draft.notes[seat] ?? []) as DraftNote[]) {
    if (note.discarded) out.add(note.discarded);
    const lastRun = script.slice(note.step).every((step) => step.seat === seat);
    if (lastRun && at >= script.length) {
      for (const c of note.pile) if (c !== note.took && c !== note.discarded) out.add(c);
    }
  }
  return out;
}

/** Whether the viewer may see who holds this character (or where it went). */
export function seesCharacter(
  s: CitadelsState,
  viewer: Seat | null,
  char: CharacterId,
  down?: Set<CharacterId>,
): boolean {
  const v = s.who[char] as number;
  if (s.phase === 'over' || v === UP) return true;
  if (viewer !== null && v === viewer) return true;
  if (theaterSeen(s, viewer) && (char === s.theater?.gave || char === s.theater?.took)) return true;
  if (s.phase === 'calling' && s.cast.indexOf(char) <= s.called && (char !== s.killed || s.called >= s.cast.length))
    return true;
  if (isPile(v)) return s.phase === 'selection' && viewer !== null && s.draft.script[s.draft.at]?.seat === viewer;
  if (v === DOWN && viewer !== null) return (down ?? knownDown(s, viewer)).has(char);
  return false;
}

/** Whether the viewer took part in this round's Theater swap (and so knows both characters' holders). */
function theaterSeen(s: CitadelsState, viewer: Seat | null): boolean {
  return viewer !== null && s.theater !== null && (s.theater.owner === viewer || s.theater.seat === viewer);
}

/** The seat whose city holds the Museum, or -1. */
export function museumOwner(s: CitadelsState): number {
  return s.cities.findIndex((city) => city.some((c) => c === 'museum#1'));
}

/** Threats: the Blackmailer (the Witch, when he is bewitched) sees which is flowered; everyone else only a revealed one. */
function maskThreats(s: CitadelsState, viewer: Seat | null): Record<string, Threat> {
  const own = viewer !== null && actorOf(s, 'blackmailer') === viewer;
  const out: Record<string, Threat> = {};
  for (const [c, w] of Object.entries(s.threats))
    out[c] = own || w === 'revealedFlowered' || w === 'revealedBlank' ? w : HIDDEN;
  return out;
}

/** Warrants: the Magistrate sees which is signed; everyone else only a revealed one. */
function maskWarrants(s: CitadelsState, viewer: Seat | null): Record<string, Warrant> {
  const own = viewer !== null && s.who.magistrate === viewer;
  const out: Record<string, Warrant> = {};
  for (const [c, w] of Object.entries(s.warrants)) out[c] = own || w === 'revealed' ? w : HIDDEN;
  return out;
}

/** docs/rules/citadels.md#secret-vault: its owner reveals it from their hand when the game is over, to score it. */
function revealedAtEnd(s: CitadelsState, card: string): boolean {
  return s.phase === 'over' && card.startsWith('secret-vault#');
}

export function view(s: CitadelsState, viewer: Seat | null): CitadelsState {
  const down = viewer === null ? new Set<CharacterId>() : knownDown(s, viewer);
  const who: Record<string, number | null> = {};
  for (const c of s.cast) who[c] = seesCharacter(s, viewer, c, down) ? (s.who[c] as number) : null;
  const t = s.turn;
  return {
    ...s,
    options: { ...s.options, cast: [...s.options.cast], uniques: [...s.options.uniques] },
    cast: [...s.cast],
    gold: [...s.gold],
    hands: s.hands.map((h, seat) =>
      seat === viewer ? [...h] : h.map((card) => (revealedAtEnd(s, card) ? card : HIDDEN)),
    ),
    dealt: s.dealt.map((h, seat) => (seat === viewer ? [...h] : h.map(() => HIDDEN))),
    deck: s.deck.map(() => HIDDEN),
    cities: s.cities.map((c) => [...c]),
    beautified: [...s.beautified],
    razed: [...s.razed],
    museum: viewer !== null && museumOwner(s) === viewer ? [...s.museum] : s.museum.map(() => HIDDEN),
    who,
    draft: {
      script: s.draft.script.map((step) => ({ ...step })),
      at: s.draft.at,
      notes: s.draft.notes.map((notes, seat) =>
        seat === viewer ? notes.map((n) => ({ ...n, pile: [...n.pile] })) : [],
      ),
    },
    warrants: maskWarrants(s, viewer),
    threats: maskThreats(s, viewer),
    prompt: s.prompt ? { ...s.prompt } : null,
    robbed: s.robbed ? { ...s.robbed } : null,
    theater: s.theater && theaterSeen(s, viewer) ? { ...s.theater } : null,
    turn: t
      ? {
          ...t,
          owe: [...t.owe],
          drawn: t.seat === viewer ? [...t.drawn] : t.drawn.map(() => HIDDEN),
          used: [...t.used],
          den: t.den ? { ...t.den } : null,
          peek: t.peek
            ? { ...t.peek, cards: t.seat === viewer ? [...t.peek.cards] : t.peek.cards.map(() => HIDDEN) }
            : null,
        }
      : null,
    topRank: [...s.topRank],
  };
}
