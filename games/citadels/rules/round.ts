/**
 * Layer 5 (turn flow): the start of each round. The crowned player shuffles the cast and sets
 * characters aside: face-up cards first (none with 2-3 players), then one face-down card. A rank 4 card
 * turned face up is replaced by the next card and shuffled back into the rest before the face-down card
 * is taken, so the face-down card is uniformly random among the cards not shown (the setting-aside rule:
 * with 4 players and 8 characters the rank 4 card ends face down in 1 round in 6). Then the draft starts.
 */
import { rankOf, type CharacterId } from '../data';
import { shuffle, type Rng } from '../../shared/rng';
import { startDraft } from './draft';
import { DOWN, pileCode, UP, type CitadelsState } from './types';

/** Face-up discards before the draft: none with 2-3 players, else what the cast leaves over the players and 2. */
export function faceUpCount(numPlayers: number, castSize: number): number {
  return numPlayers <= 3 ? 0 : Math.max(0, castSize - numPlayers - 2);
}

/** A new round: shuffle the cast, discard face up (never rank 4) and then one face down, start the draft. */
export function startRound(s: CitadelsState, rng: Rng): void {
  s.round++;
  s.phase = 'selection';
  s.called = -1;
  s.killed = null;
  s.bewitched = null;
  s.theater = null;
  s.robbed = null;
  s.warrants = {};
  s.threats = {};
  s.turn = null;
  s.draft = { script: [], at: 0, notes: [] };
  // Keys in cast order, whatever happens to each character.
  const who: Record<string, number> = {};
  for (const c of s.cast) who[c] = pileCode(s);
  let order: CharacterId[] = shuffle(rng, s.cast);
  const shownFour: CharacterId[] = [];
  for (let up = faceUpCount(s.numPlayers, s.cast.length); up > 0;) {
    const c = order.shift() as CharacterId;
    if (rankOf(c) === 4) shownFour.push(c);
    else {
      who[c] = UP;
      up--;
    }
  }
  if (shownFour.length > 0) order = shuffle(rng, [...order, ...shownFour]);
  who[order[0] as CharacterId] = DOWN;
  s.who = who;
  startDraft(s);
}
