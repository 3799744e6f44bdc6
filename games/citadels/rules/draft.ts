/**
 * Layer 2 (mechanics): the character draft. The whole round's draft is a public script of steps (who
 * keeps, who discards face down); the characters themselves move through `who` (PILE -> seat or DOWN).
 * Automatic events happen between steps: the 3-player random face-down discard after the third pick,
 * the last-player rule (the face-down card joins the last pile with 7 players and 8 characters or 8 and
 * 9), and the final face-down discard of the card nobody chose. Then the Theater's owner may swap. When
 * `selectionOver`, the turn flow (calling.ts) starts calling the characters.
 */
import type { CharacterId } from '../data';
import { pick, type Rng } from '../../shared/rng';
import { otherSeats } from './helpers';
import { DOWN, isPile, pileCode, type CitadelsState, type DraftNote, type DraftStep, type Seat } from './types';

/** The draft steps for a round, from the crowned seat. */
export function draftScript(numPlayers: number, crown: Seat): DraftStep[] {
  if (numPlayers === 2) {
    const [a, b] = [crown, (crown + 1) % 2];
    return [
      { seat: a, kind: 'pick' },
      { seat: b, kind: 'pick' },
      { seat: b, kind: 'discard' },
      { seat: a, kind: 'pick' },
      { seat: a, kind: 'discard' },
      { seat: b, kind: 'pick' },
    ];
  }
  // 3 players pick twice round the table; 4 and more once.
  const script: DraftStep[] = [];
  const picks = numPlayers === 3 ? 6 : numPlayers;
  for (let i = 0; i < picks; i++) script.push({ seat: (crown + i) % numPlayers, kind: 'pick' });
  return script;
}

/**
 * Theater: at the end of the selection its owner may give one of his characters to an opponent
 * and take one of theirs, chosen blind (at random); both see their new character.
 */
export function theaterChoices(
  s: CitadelsState,
  owner: Seat,
): { type: 'swapCharacters'; give: CharacterId; seat: Seat }[] {
  const mine = s.cast.filter((c) => s.who[c] === owner);
  const others = otherSeats(s, owner);
  return mine.flatMap((give) => others.map((seat) => ({ type: 'swapCharacters' as const, give, seat })));
}

export function swapCharacters(s: CitadelsState, owner: Seat, give: CharacterId, seat: Seat, rng: Rng): void {
  const take = pick(
    rng,
    s.cast.filter((c) => s.who[c] === seat),
  );
  s.who[take] = owner;
  s.who[give] = seat;
  s.theater = { owner, seat, gave: give, took: take };
  endTheater(s);
}

export function endTheater(s: CitadelsState): void {
  s.prompt = null;
}

/** Whether every character is placed and the Theater's owner (if any) has answered: calling may start. */
export function selectionOver(s: CitadelsState): boolean {
  return s.phase === 'selection' && s.draft.at >= s.draft.script.length && !s.prompt;
}

/** The characters in the pile, by rank (cast order). */
export function pileOf(s: CitadelsState): CharacterId[] {
  const pile: CharacterId[] = [];
  for (const c of s.cast) if (isPile(s.who[c])) pile.push(c);
  return pile;
}

export function startDraft(s: CitadelsState): void {
  const notes: DraftNote[][] = [];
  for (let seat = 0; seat < s.numPlayers; seat++) notes.push([]);
  s.draft = { script: draftScript(s.numPlayers, s.crown), at: 0, notes };
  noteNewLook(s, null);
}

/** Records what the seat about to act sees, when the pile has just reached it. */
function noteNewLook(s: CitadelsState, rejoined: CharacterId | null): void {
  const { script, at } = s.draft;
  const step = script[at];
  if (!step) return;
  const prev = script[at - 1];
  if (prev && prev.seat === step.seat) return;
  const note: DraftNote = { step: at, pile: pileOf(s), took: null, discarded: null, rejoined };
  (s.draft.notes[step.seat] as DraftNote[]).push(note);
}

function lastNote(s: CitadelsState, seat: Seat): DraftNote {
  const notes = s.draft.notes[seat] as DraftNote[];
  return notes[notes.length - 1] as DraftNote;
}

export function pickCharacter(s: CitadelsState, seat: Seat, character: CharacterId, rng: Rng): void {
  s.who[character] = seat;
  lastNote(s, seat).took = character;
  advance(s, rng);
}

export function discardCharacter(s: CitadelsState, seat: Seat, character: CharacterId, rng: Rng): void {
  s.who[character] = DOWN;
  lastNote(s, seat).discarded = character;
  advance(s, rng);
}

/** Moves to the next step, running the automatic events in between. */
function advance(s: CitadelsState, rng: Rng): void {
  s.draft.at++;
  const { script, at } = s.draft;
  if (s.numPlayers === 3 && at === 3) s.who[pick(rng, pileOf(s))] = DOWN;
  if (at >= script.length) {
    for (const c of pileOf(s)) s.who[c] = DOWN;
    const theater = s.cities.findIndex((city) => city.includes('theater#1'));
    if (theater >= 0) s.prompt = { seat: theater, kind: 'theater' };
    return;
  }
  let rejoined: CharacterId | null = null;
  if (at === script.length - 1 && s.numPlayers >= 4 && pileOf(s).length === 1) {
    rejoined = s.cast.find((c) => s.who[c] === DOWN) as CharacterId;
    s.who[rejoined] = 0;
  }
  const code = pileCode(s);
  for (const c of s.cast) if (isPile(s.who[c]) || c === rejoined) s.who[c] = code;
  noteNewLook(s, rejoined);
}
