/**
 * Machiavelli's guided first game (client/shared/guided.ts, docs/design/guided-game.md): two seats, you
 * against the easy fair bot, the first game's cast and districts, one fixed deal. The coach's steps follow
 * the seat's legal moves (games/citadels/rules/legal.ts), so whatever legal move the player makes, the
 * next step says what the board now offers, and outlines the button for it.
 */
import { citadelsCore, defaultOptions, type CitadelsAction, type CitadelsState } from '../../games/citadels/index';
import type { CoachStep, GuidedGame } from '../shared/guided';
import type { CitadelsGuidedKey } from './guided-messages';
import { onHandCard } from './seat-view';

const key = (name: string) => `citadels.guided.${name}` as CitadelsGuidedKey;

/** The steps, in the order the coach prefers them, each with the legal move types it stands for. */
/** A card's own action button in the hand (not its Build button): the board marks the card, then asks to confirm. */
const HAND_ACTION = '.cit-hand .cit-card-actions button[aria-pressed]';

export const CITADELS_STEPS: readonly { id: string; types: CitadelsAction['type'][]; target: string }[] = [
  { id: 'pick', types: ['pickCharacter'], target: '.cit-choose .cit-card-actions button' },
  { id: 'discard', types: ['discardCharacter'], target: '.cit-choose .cit-card-actions button' },
  { id: 'keep', types: ['keepCard'], target: '[data-action="keepCard"] .cit-card-actions button' },
  { id: 'resources', types: ['takeGold', 'drawCards'], target: '[data-action="takeGold"], [data-action="drawCards"]' },
  { id: 'pay', types: ['payWithCard', 'payRest'], target: `${HAND_ACTION}, .cit-prompts [data-action="payRest"]` },
  { id: 'build', types: ['build'], target: '.cit-hand .cit-card-actions button:not([disabled]):not([aria-pressed])' },
  { id: 'income', types: ['collectIncome'], target: '[data-action="collectIncome"]' },
  { id: 'end', types: ['endTurn'], target: '[data-action="endTurn"]' },
];

/** What the coach may say to `seat` in this state, best first; a character's power comes after taking resources. */
export function citadelsSteps(G: CitadelsState, seat: number): CoachStep[] {
  if (G.phase === 'over') return [];
  const actions = citadelsCore.legalActions(G, seat);
  const legal = new Set(actions.map((action) => action.type));
  if (legal.size === 0) return [];
  const known = new Set(CITADELS_STEPS.flatMap((step) => step.types));
  const powers = [...legal].filter((type) => !known.has(type));
  // A power on a hand card (the Magician's exchange, the Laboratory) is pressed on the card, any other in the prompts.
  const onCard = (type: string) =>
    actions.some((action) => action.type === type && onHandCard(action, { G, me: seat }));
  const steps: CoachStep[] = CITADELS_STEPS.filter((step) => step.types.some((type) => legal.has(type))).map(
    (step) => ({
      id: step.id,
      text: key(step.id),
      target: step.target,
    }),
  );
  const power: CoachStep[] = powers.map((type) => ({
    id: 'power',
    text: key('power'),
    target: onCard(type) ? HAND_ACTION : `.cit-prompts [data-action="${type}"]`,
  }));
  // A power is offered before the turn's end, after gold or cards.
  const at = steps.findIndex((step) => step.id === 'build' || step.id === 'income' || step.id === 'end');
  return at < 0 ? [...steps, ...power] : [...steps.slice(0, at), ...power, ...steps.slice(at)];
}

export const citadelsGuided: GuidedGame = {
  numPlayers: 2,
  options: defaultOptions(2),
  seed: 'guided-first-game',
  steps: (G, seat) => citadelsSteps(G as CitadelsState, seat),
};
