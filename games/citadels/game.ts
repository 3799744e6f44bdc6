/**
 * The thin boardgame.io Game for Citadels: every move is a one-liner over `citadelsCore`.
 *
 * Phases mirror the round: `selection` (the draft) and `calling`. Turns follow the core's active seat
 * (play order stays by seat, so ctx reveals no character). Within a calling turn the active seat sits in
 * a stage named after the step (`gather`, `choose` a drawn card, `act`); stage names never name a
 * character; a seat answering mid-turn (the Magistrate's warrant) is in stage `answer`. Secret choices are `redact`ed; moves that read secret state (draws, the draft, calling the
 * next character, hand swaps) run on the server only.
 */
import type { Ctx, Game } from 'boardgame.io';
import { coreGameBase, coreMove, coreTurn } from '../shared/game-adapter';
import { citadelsCore } from './core';
import { ACTION_TYPES, type ActionType, type CitadelsState } from './rules/types';

/** Moves that read state the client does not have (its view masks it). */
const SERVER_ONLY: ReadonlySet<ActionType> = new Set<ActionType>([
  'pickCharacter',
  'discardCharacter',
  'drawCards',
  'keepCard',
  'endTurn',
  'bewitch',
  'swapHands',
  'finishExchange',
  'exchangeCard',
  'useSmithy',
  'useLaboratory',
  'payWithCard',
  'payRest',
  'build',
  'takeGold',
  'confiscate',
  'waive',
  'collectIncome',
  'collectMixed',
  'navigate',
  'study',
  'peek',
  'takeCard',
  'borrowAndBuild',
  'giveCard',
  'useMuseum',
  'spy',
  'foresee',
  'crown',
  'revealThreat',
  // Settling a threat pays the automatic gains that waited for it (the Architect draws).
  'bribe',
  'keepThreatHidden',
  // A Museum taken by the Diplomat shows its new owner the cards under it.
  'exchangeDistricts',
  'swapCharacters',
  'skipTheater',
]);

const moves = Object.fromEntries(
  (Object.keys(ACTION_TYPES) as ActionType[]).map((type) => [
    type,
    coreMove(citadelsCore, type, { redact: ACTION_TYPES[type].secret, serverOnly: SERVER_ONLY.has(type) }),
  ]),
);

/** The stage of the calling turn's active seat: a step name, never a character. */
export function stageOf(G: CitadelsState): string {
  if (G.prompt) return 'answer';
  const t = G.turn;
  if (!t) return 'act';
  if (t.drawn.length > 0) return 'choose';
  return t.gathered ? 'act' : 'gather';
}

const callingStages = { gather: { moves }, choose: { moves }, act: { moves }, answer: { moves } };

function syncStage({
  G,
  ctx,
  events,
}: {
  G: CitadelsState;
  ctx: Ctx;
  events: { setActivePlayers: (arg: object) => void };
}): void {
  const seat = citadelsCore.activeSeats(G)[0];
  if (G.phase !== 'calling' || seat === undefined || ctx.phase !== 'calling') return;
  events.setActivePlayers({ value: { [String(seat)]: stageOf(G) } });
}

export const citadelsGame: Game<CitadelsState> = {
  ...(coreGameBase(citadelsCore) as Game<CitadelsState>),
  phases: {
    selection: {
      start: true,
      moves,
      turn: coreTurn(citadelsCore),
      endIf: ({ G }) => G.phase !== 'selection',
      next: 'calling',
    },
    calling: {
      moves,
      turn: { ...coreTurn(citadelsCore), onBegin: syncStage, onMove: syncStage, stages: callingStages },
      endIf: ({ G }) => G.phase === 'selection',
      next: 'selection',
    },
  },
};
