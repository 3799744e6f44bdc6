/**
 * Layer 6 (dispatcher, the top): applies a legal action to the state (mutating it), then lets the turn
 * flow run what follows by itself; hidden random events draw on the given rng. `legal.ts` decides what
 * is legal.
 */
import type { CharacterId } from '../data';
import type { Rng } from '../../shared/rng';
import { ABILITY_HANDLERS } from './abilities';
import { build, payRest, payWithCard } from './build';
import { advisorCrown, bewitch, endTurn, followUp } from './calling';
import { discardCharacter, endTheater, pickCharacter, swapCharacters } from './draft';
import { collectIncome, drawForIncome, keepCard, takeGold } from './income';
import type { CitadelsAction, CitadelsState, Seat } from './types';

export function apply(s: CitadelsState, seat: Seat, action: CitadelsAction, rng: Rng): void {
  applyOne(s, seat, action, rng);
  followUp(s, rng);
}

function applyOne(s: CitadelsState, seat: Seat, action: CitadelsAction, rng: Rng): void {
  if (action.type === 'pickCharacter') return pickCharacter(s, seat, action.character as CharacterId, rng);
  if (action.type === 'discardCharacter') return discardCharacter(s, seat, action.character, rng);
  if (action.type === 'crown' && s.prompt?.kind === 'crown') return advisorCrown(s, action.seat, rng);
  if (action.type === 'swapCharacters') return swapCharacters(s, seat, action.give, action.seat, rng);
  if (action.type === 'skipTheater') return endTheater(s);
  const t = s.turn;
  if (!t) throw new Error(`no turn for ${action.type}`);
  switch (action.type) {
    case 'takeGold':
      return takeGold(s, t);
    case 'drawCards':
      return drawForIncome(s, t);
    case 'keepCard':
      return keepCard(s, t, action.index, rng);
    case 'build':
      return build(s, t, action.card);
    case 'payWithCard':
      return payWithCard(s, t, action.index);
    case 'payRest':
      return payRest(s, t);
    case 'collectIncome':
      return collectIncome(s, t);
    case 'endTurn':
      return endTurn(s, rng);
    case 'bewitch':
      return bewitch(s, action.character, rng);
    default: {
      const handler = ABILITY_HANDLERS[action.type];
      if (!handler) throw new Error(`no handler for ${action.type}`);
      handler(s, t, action, rng);
    }
  }
}
