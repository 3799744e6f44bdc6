// The thin boardgame.io Game: registration, phases, stages, redaction and server-only moves.
import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import { GAMES } from '../../games/index';
import { citadelsCore } from '../../games/citadels/core';
import { citadelsGame } from '../../games/citadels/game';
import { pileOf } from '../../games/citadels/rules/draft';
import type { CitadelsAction, CitadelsState } from '../../games/citadels/rules/types';

function start(numPlayers = 4) {
  const game = ProcessGameConfig({ ...citadelsGame, seed: 'game-test' });
  const reducer = CreateGameReducer({ game });
  let state = InitializeGame({
    game,
    numPlayers,
    setupData: { ...citadelsCore.defaultOptions(numPlayers), firstCrown: 0 },
  }) as State<CitadelsState>;
  const move = (seat: number, action: CitadelsAction) => {
    state = reducer(state, {
      type: 'MAKE_MOVE',
      payload: { type: action.type, args: [action], playerID: String(seat) },
    }) as State<CitadelsState>;
    return state;
  };
  return {
    get state() {
      return state;
    },
    move,
  };
}

describe('the boardgame.io Game', () => {
  it('is registered as citadels for 2 to 8 players', () => {
    expect(GAMES.map((g) => g.name)).toContain('citadels');
    expect([citadelsGame.minPlayers, citadelsGame.maxPlayers]).toEqual([2, 8]);
  });

  it('redacts secret choices and keeps moves that read secrets on the server', () => {
    const moves = citadelsGame.phases!.selection!.moves as Record<string, { redact?: boolean; client?: boolean }>;
    for (const name of [
      'pickCharacter',
      'discardCharacter',
      'keepCard',
      'payWithCard',
      'exchangeCard',
      'useLaboratory',
    ])
      expect(moves[name]?.redact).toBe(true);
    for (const name of ['build', 'kill', 'rob', 'destroy', 'takeGold']) expect(moves[name]?.redact).toBe(false);
    for (const name of ['pickCharacter', 'drawCards', 'endTurn', 'swapHands', 'useSmithy'])
      expect(moves[name]?.client).toBe(false);
  });

  it('keeps play order by seat and moves from selection to calling with step-named stages', () => {
    const g = start();
    expect(g.state.ctx.playOrder).toEqual(['0', '1', '2', '3']);
    expect(g.state.ctx.phase).toBe('selection');
    while (g.state.G.phase === 'selection') {
      const seat = g.state.G.draft.script[g.state.G.draft.at]!.seat;
      expect(g.state.ctx.currentPlayer).toBe(String(seat));
      g.move(seat, { type: 'pickCharacter', character: pileOf(g.state.G)[0]! });
    }
    expect(g.state.ctx.phase).toBe('calling');
    expect(g.state.ctx.playOrder).toEqual(['0', '1', '2', '3']);
    const seat = g.state.G.turn!.seat;
    expect(g.state.ctx.activePlayers).toEqual({ [String(seat)]: 'gather' });
    g.move(seat, { type: 'drawCards' });
    expect(g.state.ctx.activePlayers).toEqual({ [String(seat)]: 'choose' });
    g.move(seat, { type: 'keepCard', index: 0 });
    expect(g.state.ctx.activePlayers).toEqual({ [String(seat)]: 'act' });
    expect(JSON.stringify(g.state.ctx)).not.toMatch(/assassin|thief|magician|king|bishop|merchant|architect|warlord/);
  });

  it('refuses an illegal move without changing the state', () => {
    const g = start();
    const before = g.state.G;
    g.move(1, { type: 'pickCharacter', character: pileOf(before)[0]! });
    expect(g.state.G).toEqual(before);
  });
});
