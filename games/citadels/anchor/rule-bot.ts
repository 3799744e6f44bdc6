/**
 * The rule-based anchor for Machiavelli: a bot that plays the strategies experienced players describe,
 * with no search, as a fixed reference point for the bot ladder (docs/bots.md#anchors). Not offered to
 * players. Every legal action gets a score and the best is played (the first of equals, in the rules'
 * order), so it plays legal moves only and the same view always gives the same move.
 *
 * The rules (docs/bots.md#rule-bot lists them in words):
 * - The leader is the other seat with the most districts (then the dearest city, then the most gold).
 * - Draft: each character is worth what it would do for us now: the Assassin when the leader is close to
 *   completing, the Thief when an opponent is rich, the Magician with an empty hand against a full one,
 *   the King (and the other rank 4s) for the crown and its nobles, the Bishop to protect a big city, the
 *   Merchant for gold, the Architect with cards and gold to build them, the Warlord when a city is near
 *   complete. A face-down discard takes away what the leader would want most.
 * - Assassin and Thief aim at the character the leader (the richest seat, for the Thief) would want most,
 *   among those not seen elsewhere. The Warlord destroys only in the leader's or a near-complete city, its
 *   cheapest district. The Magician swaps with a hand two cards larger than his own.
 * - Turn: collect income first; take gold when the hand holds a new district it cannot yet pay, else draw;
 *   keep the new district closest to affordable; build the dearest new district; then end the turn.
 * Anything else (the other casts' abilities, prompts) takes the first legal action of its kind, after
 * building and before ending.
 *
 * Fair by construction: it reads the view it is given (its own hand, the public cities, gold and hand
 * sizes, and `who` only where the view shows it).
 */
import type { Seat } from '../../shared/contract';
import { CHARACTERS, districtOf, type CardId, type CharacterId } from '../data';
import { citadelsCore } from '../core';
import { citySize } from '../rules/helpers';
import { UP, type CitadelsAction, type CitadelsState } from '../rules/types';

/** What the leader is judged by: districts, then the city's cost, then gold. */
function standing(view: CitadelsState, seat: Seat): number {
  const city = view.cities[seat] ?? [];
  const cost = city.reduce((sum, card) => sum + districtOf(card).cost, 0);
  return citySize(city) * 10_000 + cost * 100 + (view.gold[seat] ?? 0);
}

function leaderOf(view: CitadelsState, seat: Seat): Seat {
  let best = -1;
  let leader = seat;
  for (let s = 0; s < view.numPlayers; s++)
    if (s !== seat && standing(view, s) > best) [best, leader] = [standing(view, s), s];
  return leader;
}

function richestOf(view: CitadelsState, seat: Seat): Seat {
  let leader = leaderOf(view, seat);
  for (let s = 0; s < view.numPlayers; s++)
    if (s !== seat && (view.gold[s] ?? 0) > (view.gold[leader] ?? 0)) leader = s;
  return leader;
}

const ofType = (view: CitadelsState, seat: Seat, type: string) =>
  (view.cities[seat] ?? []).filter((card) => districtOf(card).type === type).length;

/** Districts in `seat`'s hand (our own only) not yet in its city. */
function newDistricts(view: CitadelsState, seat: Seat): CardId[] {
  const built = new Set((view.cities[seat] ?? []).map((card) => districtOf(card).id));
  return (view.hands[seat] ?? []).filter((card) => !built.has(districtOf(card).id));
}

/** How much a character would do for `seat` now (the draft's rules above). Reads public facts and, for us, our hand. */
function characterWorth(view: CitadelsState, seat: Seat, char: CharacterId, me: Seat): number {
  const gold = view.gold[seat] ?? 0;
  const hand = view.hands[seat]?.length ?? 0;
  const size = citySize(view.cities[seat] ?? []);
  const others = Array.from({ length: view.numPlayers }, (_, s) => s).filter((s) => s !== seat);
  const nearComplete = others.some((s) => citySize(view.cities[s] ?? []) >= view.completeAt - 2);
  const richOpponent = others.some((s) => (view.gold[s] ?? 0) >= 4);
  const maxHand = Math.max(0, ...others.map((s) => view.hands[s]?.length ?? 0));
  const gem = CHARACTERS[char].gem;
  const gems = gem ? ofType(view, seat, gem) : 0;
  const affordable =
    seat === me ? newDistricts(view, seat).filter((card) => districtOf(card).cost <= gold + 2).length : 1;
  switch (char) {
    case 'assassin':
      return nearComplete ? 5 : 2;
    case 'thief':
      return richOpponent ? 4 : 1;
    case 'magician':
      return hand <= 1 && maxHand >= 3 ? 5 : 1;
    case 'king':
    case 'emperor':
    case 'patrician':
      return 1 + gems + (view.crown === seat ? 0 : 2);
    case 'bishop':
      return 1 + gems + (size >= view.completeAt - 3 ? 2 : 0);
    case 'merchant':
      return 2 + gems + (gold <= 2 ? 1 : 0);
    case 'architect':
      return hand >= 2 && gold >= 3 ? 4 + Math.min(2, affordable) : 1;
    case 'warlord':
      return (nearComplete ? 4 : 1) + gems;
    default:
      return 1 + gems;
  }
}

/** How likely `target`'s holder is the seat we aim at: what that seat would want; 0 where we know better. */
function targetWorth(view: CitadelsState, me: Seat, aim: Seat, char: CharacterId): number {
  const where = view.who[char];
  if (where === UP || where === me) return 0;
  return characterWorth(view, aim, char, me);
}

/** The rule bot's score of one legal action (the rules above); the highest is played. */
function scoreOf(view: CitadelsState, me: Seat, action: CitadelsAction): number {
  const leader = leaderOf(view, me);
  switch (action.type) {
    case 'pickCharacter':
      return 100 + characterWorth(view, me, action.character, me);
    case 'discardCharacter':
      return 100 + characterWorth(view, leader, action.character, me);
    case 'collectIncome':
    case 'payRest':
      return 1000;
    case 'kill':
      return 500 + targetWorth(view, me, leader, action.character);
    case 'rob':
      return 500 + targetWorth(view, me, richestOf(view, me), action.character);
    case 'takeGold': {
      const gold = view.gold[me] ?? 0;
      const waiting = newDistricts(view, me).some((card) => districtOf(card).cost > gold);
      return waiting ? 300 : 290;
    }
    case 'drawCards':
      return newDistricts(view, me).length === 0 ? 310 : 295;
    case 'keepCard': {
      const card = view.turn?.drawn[action.index];
      if (card === undefined) return 0;
      const built = (view.cities[me] ?? []).some((c) => districtOf(c).id === districtOf(card).id);
      const gap = Math.abs(districtOf(card).cost - (view.gold[me] ?? 0) - 1);
      return 300 - gap - (built ? 50 : 0);
    }
    case 'build':
      return 400 + districtOf(action.card).cost;
    case 'swapHands': {
      const mine = view.hands[me]?.length ?? 0;
      const theirs = view.hands[action.seat]?.length ?? 0;
      return theirs >= mine + 2 ? 350 + theirs : -1;
    }
    case 'destroy': {
      const city = view.cities[action.seat] ?? [];
      const threat = action.seat === leader || citySize(city) >= view.completeAt - 1;
      return threat ? 350 - districtOf(action.card).cost : -1;
    }
    case 'endTurn':
      return 0;
    case 'exchangeCard':
      return -2;
    default:
      return 10;
  }
}

/** The rule bot's action for `seat`, decided from that seat's view only. */
export function ruleBotAction(view: CitadelsState, seat: Seat): CitadelsAction {
  const legal = citadelsCore.legalActions(view, seat);
  let best = legal[0]!;
  let bestScore = -Infinity;
  for (const action of legal) {
    const score = scoreOf(view, seat, action);
    if (score > bestScore) [best, bestScore] = [action, score];
  }
  return best;
}
