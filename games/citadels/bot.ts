/**
 * Search hints for the fair bots (games/shared/ismcts.ts), framework-free:
 * - `observation`: what other seats learn of a move. Secret arguments (which character was picked or
 *   discarded in the draft, which card was kept, paid, exchanged or discarded: `ACTION_TYPES[type].secret`)
 *   are seen by the mover only; the others see just the kind of move. This switches the search to one
 *   tree per seat, so a seat's later decisions are not split by draft picks it could not see.
 * - `playoutPolicy`: a cheap "build when you can" player: collect income (before gathering too), build
 *   the dearest district it can pay for, take gold while its hand holds something to build (draw when it
 *   does not), then use an ability or end the turn at even odds; draft picks and card choices are
 *   uniform. An open turn is decided without listing every legal action.
 * - `rewards`: playouts are cut after `playoutDepth` actions (about two rounds at four players) and judged
 *   by a softmax over each seat's score plus what its gold and hand will become (built districts later).
 * - `clone`: the identity, since `determinize` already returns a fresh state; `actionKey`: integers.
 * The bot core also replaces `determinize` with `searchDeterminize`: the same sample for the same RNG,
 * built by copying only what `apply` mutates instead of a JSON round trip of the whole view.
 */
import type { Seat } from '../shared/contract';
import {
  actionKey as defaultActionKey,
  softmaxShares,
  type Key,
  type SearchCore,
  type SearchHints,
} from '../shared/ismcts';
import { pick, type Rng } from '../shared/rng';
import { citadelsCore } from './core';
import { searchDeterminize } from './determinize';
import { districtOf, type CardId } from './data';
import { abilityActions } from './rules/abilities';
import { buildActions } from './rules/build';
import { buildCost, has } from './rules/helpers';
import { incomeActions } from './rules/income';
import { mustAct, pendingActions } from './rules/legal';
import { scores, winners } from './rules/scoring';
import { ACTION_TYPES, type CitadelsAction, type CitadelsState } from './rules/types';

/** Points that make the odds of winning e-fold. */
const TEMPERATURE = 4;
/** What a gold and a card in hand are worth in points, on average, before the game ends. */
const GOLD_VALUE = 0.6;
const CARD_VALUE = 0.8;
const MAX_CARDS_VALUED = 4;

/** Each seat's score plus the expected worth of its gold and hand. */
export function citadelsValues(state: CitadelsState): number[] {
  const points = scores(state);
  return points.map(
    (p, seat) =>
      p +
      GOLD_VALUE * (state.gold[seat] ?? 0) +
      CARD_VALUE * Math.min(MAX_CARDS_VALUED, state.hands[seat]?.length ?? 0),
  );
}

/** A secret move is seen by the others as its type alone: the key of an action with no arguments. */
function observation(action: CitadelsAction, actor: Seat, observer: Seat): Key | undefined {
  return actor !== observer && ACTION_TYPES[action.type].secret ? (code(action.type) ?? action.type) : undefined;
}

/**
 * The playout player. An open turn (the usual case) is decided without listing every legal action:
 * collect income, else gather if not done yet (abilities wait: it uses them after gathering), else build
 * the dearest district it can pay for, else end the turn or use an ability at even odds. It picks exactly
 * what `choiceAmong` picks from the full list.
 */
function playoutPolicy(state: CitadelsState, seat: Seat, legal: () => CitadelsAction[], rng: Rng): CitadelsAction {
  const t = state.turn;
  if (state.phase !== 'calling' || state.prompt || !t || t.seat !== seat || state.options.freeOrder)
    return choiceAmong(state, seat, legal(), rng);
  const pending = pendingActions(state, t);
  if (pending) return choiceAmong(state, seat, pending, rng);
  // Income may be collected before gathering too; the list-based choice takes it first.
  if (incomeActions(state, t).length > 0) return { type: 'collectIncome' };
  if (!t.gathered) return gatherChoice(state, seat, state.deck.length > 0, rng);
  const builds = buildActions(state, t);
  const best = dearest(state, seat, builds);
  if (best) return best;
  const others = builds; // only Necropolis builds are left
  for (const action of abilityActions(state, t)) others.push(action);
  return endOrOther(mustAct(state, t) ? undefined : { type: 'endTurn' }, others, rng);
}

/** The playout player's choice from a list of legal actions (see `playoutPolicy`); draft picks and card choices are uniform. */
export function choiceAmong(state: CitadelsState, seat: Seat, actions: CitadelsAction[], rng: Rng): CitadelsAction {
  if (actions.length === 1 || state.phase !== 'calling') return pickOne(rng, actions);
  let gather = false;
  let draw = false;
  let end: CitadelsAction | undefined;
  const others: CitadelsAction[] = [];
  for (const action of actions) {
    switch (action.type) {
      case 'collectIncome':
      case 'payRest':
        return action;
      case 'build': // see `dearest`
        break;
      case 'drawCards':
        draw = gather = true;
        break;
      case 'takeGold':
        gather = true;
        break;
      case 'endTurn':
        end = action;
        break;
      default:
        others.push(action);
    }
  }
  const best = dearest(state, seat, actions);
  if (best) return best;
  if (gather) return gatherChoice(state, seat, draw, rng);
  return endOrOther(end, others, rng, actions);
}

/** The dearest `build` among the actions (the first of equals), if any. */
function dearest(state: CitadelsState, seat: Seat, actions: CitadelsAction[]): CitadelsAction | undefined {
  let best: CitadelsAction | undefined;
  let bestCost = -1;
  let factory: boolean | undefined;
  for (const action of actions) {
    if (action.type !== 'build') continue;
    factory ??= has(state, seat, 'factory');
    const cost = buildCost(state, seat, action.card, factory);
    if (cost > bestCost) [best, bestCost] = [action, cost];
  }
  return best;
}

/** Take gold while the hand holds a district the city lacks, else draw (and draw a quarter of the time anyway). */
function gatherChoice(state: CitadelsState, seat: Seat, canDraw: boolean, rng: Rng): CitadelsAction {
  if (!canDraw) return { type: 'takeGold' };
  const hand = state.hands[seat] ?? [];
  const built = (state.cities[seat] ?? []).map((card: CardId) => districtOf(card).id);
  const wanted = hand.some((card) => !built.includes(districtOf(card).id));
  return !wanted || rng.next() < 0.25 ? { type: 'drawCards' } : { type: 'takeGold' };
}

/** End the turn at even odds when something else may be done (else pick from `fallback`). */
function endOrOther(
  end: CitadelsAction | undefined,
  others: CitadelsAction[],
  rng: Rng,
  fallback = others,
): CitadelsAction {
  if (end && (others.length === 0 || rng.next() < 0.5)) return end;
  return pickOne(rng, others.length > 0 ? others : fallback);
}

/** A uniform pick that draws nothing from the RNG when there is no choice. */
function pickOne(rng: Rng, actions: CitadelsAction[]): CitadelsAction {
  return actions.length === 1 ? (actions[0] as CitadelsAction) : pick(rng, actions);
}

/**
 * Codes for the strings actions carry (types, characters, cards, district types), handed out on first
 * sight from 1, so a type's code is never 0 and keys of actions with more fields are larger.
 */
const CODES = new Map<string, number>();
const BYTE = 256;

function code(value: unknown): number | undefined {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 && value < BYTE ? value : undefined;
  if (typeof value !== 'string') return undefined;
  let known = CODES.get(value);
  if (known === undefined && CODES.size < BYTE - 1) CODES.set(value, (known = CODES.size + 1));
  return known;
}

/**
 * An integer key (no string to build or hash in the tree): the type and up to two arguments, a byte each.
 * The type comes first and is never 0, so actions with different numbers of fields get keys in disjoint
 * ranges, and equal keys mean equal actions within a process; anything else (warrants carry a list) falls
 * back to the default key.
 */
function actionKey(action: CitadelsAction): Key {
  let key = 0;
  let fields = 0;
  for (const field in action) {
    const byte = code((action as Record<string, unknown>)[field]);
    if (byte === undefined || ++fields > 3) return defaultActionKey(action);
    key = key * BYTE + byte;
  }
  return key;
}

export const citadelsSearch: SearchHints<CitadelsState, CitadelsAction> = {
  playoutDepth: 60,
  clone: (state) => state,
  actionKey,
  observation,
  playoutPolicy,
  rewards: (state) => softmaxShares(citadelsValues(state), TEMPERATURE),
};

/** Final scores by finished sample: the search asks for the scores and the winners of every finished playout. */
const finalScores = new WeakMap<CitadelsState, number[]>();

function searchScores(state: CitadelsState): number[] {
  if (state.phase !== 'over') return scores(state);
  let final = finalScores.get(state);
  if (!final) finalScores.set(state, (final = scores(state)));
  return final;
}

/** The rules core as the search uses it: its own sampler and hints, and each finished sample scored once. */
export const citadelsBotCore: SearchCore<CitadelsState, CitadelsAction> = {
  ...citadelsCore,
  determinize: searchDeterminize,
  scores: searchScores,
  winners: (state) => (state.phase === 'over' ? winners(state, searchScores(state)) : []),
  search: citadelsSearch,
};
