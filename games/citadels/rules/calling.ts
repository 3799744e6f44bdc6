/**
 * The calling phase (docs/rules/citadels.md#calling): ranks are called in order; a killed character is
 * skipped silently (and
 * revealed at the end of the round), a robbed one loses its gold to the Thief as it is revealed. At the
 * end of the round the killed character is revealed (the King's heir takes the crown, the Queen may be
 * paid), and the game ends if a city was completed during it.
 */
import { rankOf, type CharacterId } from '../data';
import type { Rng } from '../../shared/rng';
import { CHARACTER_RULES, districtEndEffects, turnEndEffects } from './abilities';
import { holderOf } from './helpers';
import { startRound } from './setup';
import type { CitadelsState, Seat, TurnState } from './types';

export function startCalling(s: CitadelsState, rng: Rng): void {
  s.phase = 'calling';
  s.called = -1;
  callNext(s, rng);
}

/** Calls the next rank that has a living holder, or ends the round. */
export function callNext(s: CitadelsState, rng: Rng): void {
  s.turn = null;
  for (;;) {
    s.called++;
    const char = s.cast[s.called];
    if (char === undefined) return endRound(s, rng);
    const seat = s.who[char] as number;
    if (seat < 0 || char === s.killed) continue;
    startTurn(s, char, seat);
    return;
  }
}

const newTurn = (char: CharacterId, seat: Seat): TurnState => ({
  char,
  seat,
  gathered: false,
  drawn: [],
  drawnFor: 'income',
  built: 0,
  spent: 0,
  used: [],
  exchanged: 0,
  peek: null,
  owe: [],
  den: null,
});

function startTurn(s: CitadelsState, char: CharacterId, seat: Seat): void {
  s.turn = newTurn(char, seat);
  if (s.robbed && s.robbed.char === char) {
    s.gold[s.robbed.by] = (s.gold[s.robbed.by] as number) + (s.gold[seat] as number);
    s.gold[seat] = 0;
  }
  const rules = CHARACTER_RULES[char];
  if (char === s.bewitched) {
    // docs/rules/citadels.md#witch: the holder only gathers (a bewitched King or Patrician still takes the crown).
    s.turn.used.push('bewitched');
    if (rules?.keepsCrown) rules.onStart?.(s, s.turn);
    return;
  }
  rules?.onStart?.(s, s.turn);
}

/**
 * docs/rules/citadels.md#witch: once the bewitched holder has gathered, its turn ends at once (its own districts' end
 * effects still apply) and the Witch resumes her turn as that character, with her own hand, gold and
 * city: she has gathered already, and gets the character's start and after-gathering effects (Queen's
 * gold, Merchant's +1, Architect's +2 cards) but not a crown the holder took.
 */
export function resumeWitch(s: CitadelsState, rng: Rng): void {
  const held = s.turn as TurnState;
  districtEndEffects(s, held);
  const t = newTurn(held.char, holderOf(s, 'witch'));
  t.gathered = true;
  t.used.push('witch');
  s.turn = t;
  const rules = CHARACTER_RULES[t.char];
  if (!rules?.keepsCrown) rules?.onStart?.(s, t);
  rules?.afterGather?.(s, t, rng);
}

/**
 * docs/rules/citadels.md#witch: she names the character to bewitch and her turn pauses (no end-of-turn effects
 * yet).
 */
export function bewitch(s: CitadelsState, char: CharacterId, rng: Rng): void {
  s.bewitched = char;
  callNext(s, rng);
}

export function endTurn(s: CitadelsState, rng: Rng): void {
  if (s.turn) turnEndEffects(s, s.turn);
  callNext(s, rng);
}

function endRound(s: CitadelsState, rng: Rng): void {
  s.turn = null;
  const killed = s.killed;
  if (killed !== null && (s.who[killed] as number) >= 0) CHARACTER_RULES[killed]?.onKilledReveal?.(s, s.who[killed] as number);
  if (!s.prompt) finishRound(s, rng);
}

/** The killed Emperor's advisor hands the crown on at the end of the round, then the round ends. */
export function advisorCrown(s: CitadelsState, seat: Seat, rng: Rng): void {
  s.crown = seat;
  s.prompt = null;
  finishRound(s, rng);
}

function finishRound(s: CitadelsState, rng: Rng): void {
  s.topRank = s.topRank.map(() => 0);
  for (const c of s.cast) {
    const h = s.who[c] as number;
    if (h >= 0) s.topRank[h] = Math.max(s.topRank[h] as number, rankOf(c));
  }
  if (s.firstComplete !== null) {
    s.phase = 'over';
    return;
  }
  startRound(s, rng);
}
