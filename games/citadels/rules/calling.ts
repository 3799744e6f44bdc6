/**
 * Layer 5 (turn flow): the calling phase. Ranks are called in order; a killed character is skipped
 * silently (and revealed at the end of the round), a robbed one loses its gold to the Thief as it is
 * revealed. After every action `followUp` runs what happens by itself: calling starts once the
 * selection is over, the Witch resumes once the bewitched holder has gathered, and automatic gains are
 * paid once nothing blocks them. At the end of the round the killed character is revealed (the King's
 * heir takes the crown, the Queen may be paid), and the game ends if a city was completed during it.
 */
import { rankOf, type CharacterId } from '../data';
import type { Rng } from '../../shared/rng';
import { turnEndEffects } from './abilities';
import { CHARACTER_RULES, threatPending } from './characters';
import { selectionOver } from './draft';
import { holderOf } from './helpers';
import { startRound } from './round';
import type { CitadelsState, Seat, TurnState } from './types';

/** What happens by itself after an action: calling starts, the Witch resumes, automatic gains are paid. */
export function followUp(s: CitadelsState, rng: Rng): void {
  if (selectionOver(s)) startCalling(s, rng);
  const t = s.turn;
  if (t && t.used.includes('bewitched') && t.gathered && t.drawn.length === 0 && !s.prompt) resumeWitch(s);
  if (s.turn) grantGains(s, s.turn);
}

function startCalling(s: CitadelsState, rng: Rng): void {
  s.phase = 'calling';
  s.called = -1;
  callNext(s, rng);
}

/** Calls the next rank that has a living holder, or ends the round. */
function callNext(s: CitadelsState, rng: Rng): void {
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

/** The character is revealed: the Thief robs it, a King or Patrician takes the crown (even bewitched). */
function startTurn(s: CitadelsState, char: CharacterId, seat: Seat): void {
  s.turn = newTurn(char, seat);
  if (s.robbed && s.robbed.char === char) {
    s.gold[s.robbed.by] = (s.gold[s.robbed.by] as number) + (s.gold[seat] as number);
    s.gold[seat] = 0;
  }
  // The Witch rule: a bewitched holder only gathers.
  if (char === s.bewitched) s.turn.used.push('bewitched');
  CHARACTER_RULES[char]?.onStart?.(s, s.turn);
}

/**
 * Automatic gains (the Queen's gold when revealed; the Merchant's gold and the Architect's cards for
 * having gathered), each once: the Blackmailer rule settles a threat right after gathering and before
 * any of them, and a bewitched holder gets none (the Witch gets them when she resumes).
 */
function grantGains(s: CitadelsState, t: TurnState): void {
  if (t.used.includes('bewitched') || threatPending(s, t) || s.prompt?.kind === 'threat') return;
  const rules = CHARACTER_RULES[t.char];
  if (rules?.startGain && !t.used.includes('startGain')) {
    t.used.push('startGain');
    rules.startGain(s, t);
  }
  if (rules?.gatherGain && t.gathered && !t.used.includes('gatherGain')) {
    t.used.push('gatherGain');
    rules.gatherGain(s, t);
  }
}

/**
 * The Witch rule: once the bewitched holder has gathered, its turn ends at once, with no end-of-turn
 * effects (only its gathering effects applied), and the Witch resumes her turn as that character, with
 * her own hand, gold and city: she has gathered already, and gets the character's automatic gains
 * (Queen's gold, Merchant's +1, Architect's +2 cards) but not a crown the holder took.
 */
function resumeWitch(s: CitadelsState): void {
  const held = s.turn as TurnState;
  const t = newTurn(held.char, holderOf(s, 'witch'));
  t.gathered = true;
  t.used.push('witch');
  s.turn = t;
}

/** The Witch names the character to bewitch and her turn pauses (no end-of-turn effects yet). */
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
  if (killed !== null && (s.who[killed] as number) >= 0)
    CHARACTER_RULES[killed]?.onKilledReveal?.(s, s.who[killed] as number);
  if (!s.prompt) finishRound(s, rng);
}

/** The killed Emperor's advisor hands the crown on at the end of the round, then the round ends. */
export function advisorCrown(s: CitadelsState, seat: Seat, rng: Rng): void {
  s.crown = seat;
  s.prompt = null;
  finishRound(s, rng);
}

/**
 * The tie-break records each seat's highest rank revealed this round. A killed character is never
 * revealed in its turn, so it does not count, except the killed rank 4 character, revealed at the end
 * of the round to take the crown.
 */
function finishRound(s: CitadelsState, rng: Rng): void {
  s.topRank = s.topRank.map(() => 0);
  for (const c of s.cast) {
    const h = s.who[c] as number;
    const revealed = c !== s.killed || rankOf(c) === 4;
    if (h >= 0 && revealed) s.topRank[h] = Math.max(s.topRank[h] as number, rankOf(c));
  }
  if (s.firstComplete !== null) {
    s.phase = 'over';
    return;
  }
  startRound(s, rng);
}
