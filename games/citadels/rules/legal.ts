/**
 * Layer 6 (legal moves, beside the dispatcher): `legalActions` lists every action a seat may take now,
 * and `refusal` accepts exactly those (with a readable reason otherwise). Only what the seat may see is
 * read, so the seat's view gives the same list.
 */
import { abilityActions } from './abilities';
import { buildActions, buildProblem, denActions } from './build';
import { CHARACTER_RULES, promptActions, threatPending, wizardTakes } from './characters';
import { pileOf } from './draft';
import { mayBuildNow } from './helpers';
import { gatherActions, incomeActions } from './income';
import { ACTION_TYPES, type CitadelsAction, type CitadelsState, type Seat, type TurnState } from './types';

export function activeSeats(s: CitadelsState): Seat[] {
  if (s.prompt) return [s.prompt.seat];
  if (s.phase === 'selection') {
    const step = s.draft.script[s.draft.at];
    return step ? [step.seat] : [];
  }
  if (s.phase === 'calling' && s.turn) return [s.turn.seat];
  return [];
}

export function legalActions(s: CitadelsState, seat: Seat): CitadelsAction[] {
  if (s.prompt) return s.prompt.seat === seat ? promptActions(s) : [];
  if (s.phase === 'selection') {
    const step = s.draft.script[s.draft.at];
    if (!step || step.seat !== seat) return [];
    const type = step.kind === 'pick' ? 'pickCharacter' : 'discardCharacter';
    return pileOf(s).map((character) => ({ type, character }));
  }
  const t = s.turn;
  if (s.phase !== 'calling' || !t || t.seat !== seat) return [];
  return pendingActions(s, t) ?? openTurnActions(s, t);
}

/**
 * The answers to a choice the turn must settle before anything else (kept card, Thieves' Den payment,
 * Wizard's take, bewitched or Witch turn, owed cards, Magician's exchange, threat), or undefined when
 * the turn is open.
 */
export function pendingActions(s: CitadelsState, t: TurnState): CitadelsAction[] | undefined {
  if (t.drawn.length > 0) return t.drawn.map((_, index) => ({ type: 'keepCard', index }));
  if (t.den) return denActions(s, t);
  if (t.peek?.take) return wizardTakes(s, t);
  if (t.used.includes('bewitched')) return gatherActions(s);
  if (t.char === 'witch') return t.gathered ? (CHARACTER_RULES.witch?.actions?.(s, t) ?? []) : gatherActions(s);
  const hand = s.hands[t.seat] ?? [];
  if (t.owe.length > 0) return hand.map((_, index) => ({ type: 'giveCard', index }));
  if (t.exchanged > 0) {
    const more: CitadelsAction[] = hand.map((_, index) => ({ type: 'exchangeCard', index }));
    return [...more, { type: 'finishExchange' }];
  }
  if (threatPending(s, t)) return t.gathered ? [{ type: 'bribe' }, { type: 'refuseBribe' }] : gatherActions(s);
  return undefined;
}

/**
 * An open turn: gather, build once gathered (or at any time with `freeOrder`), collect income and use
 * abilities at any time (the ruling on when abilities may be used), end once gathered.
 */
function openTurnActions(s: CitadelsState, t: TurnState): CitadelsAction[] {
  const out: CitadelsAction[] = t.gathered ? [] : gatherActions(s);
  append(out, buildActions(s, t));
  append(out, incomeActions(s, t));
  append(out, abilityActions(s, t));
  if (t.gathered && !mustAct(s, t)) out.push({ type: 'endTurn' });
  return out;
}

/** Whether the character must still use an ability before the turn may end (the Emperor's crown). */
export function mustAct(s: CitadelsState, t: TurnState): boolean {
  return CHARACTER_RULES[t.char]?.mustAct?.(s, t) ?? false;
}

function append(out: CitadelsAction[], more: CitadelsAction[]): void {
  for (const action of more) out.push(action);
}

/** Same field values (arrays compared element by element); no extra fields. */
function sameAction(a: CitadelsAction, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  if (Object.keys(b).length !== keys.length) return false;
  for (const k of keys) {
    const x = (a as unknown as Record<string, unknown>)[k];
    const y = b[k];
    if (Array.isArray(x)) {
      if (!Array.isArray(y) || y.length !== x.length || x.some((v, i) => v !== y[i])) return false;
    } else if (x !== y) return false;
  }
  return true;
}

/** The actions that build a district, which wait for gathering unless `freeOrder`. */
const BUILDS = new Set<string>(['build', 'buildWithFramework', 'buildNecropolis', 'borrowAndBuild']);

export function refusal(s: CitadelsState, seat: Seat, action: unknown): string | undefined {
  if (typeof action !== 'object' || action === null) return 'an action must be an object';
  const a = action as Record<string, unknown>;
  if (typeof a.type !== 'string' || !Object.hasOwn(ACTION_TYPES, a.type))
    return `unknown action ${JSON.stringify(a.type)}`;
  if (s.phase === 'over') return 'the game is over';
  if (!activeSeats(s).includes(seat)) return 'it is not your turn';
  const legal = legalActions(s, seat);
  if (legal.some((l) => sameAction(l, a))) return undefined;
  const t = s.turn;
  if (t && !mayBuildNow(s, t) && (BUILDS.has(a.type) || (a.type === 'takeCard' && a.build === true)))
    return 'gather resources before building';
  if (a.type === 'build' && t && typeof a.card === 'string')
    return buildProblem(s, t, a.card) ?? 'you cannot build that now';
  if (t && !t.gathered && a.type === 'endTurn') return 'gather resources before ending your turn';
  return `${a.type} is not allowed now`;
}
