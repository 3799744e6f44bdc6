// The bots under boardgame.io: the FairBot plays whole fixture games inside Local({ bots }) + Client, and
// boardgame.io's own RandomBot and MCTSBot play whole fixture games through `ai.enumerate`.
import { describe, expect, it } from 'vitest';
import type { Ctx, State } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import { MCTSBot, RandomBot, Simulate } from 'boardgame.io/ai';
import { InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import { highCard } from '../fixtures/high-card';
import { highCardGame } from '../fixtures/high-card-game';
import { fairBotClass } from '../../client/bots/fair-bot';
import { registerGameModule } from '../../games/index';
import { highCardModule } from '../fixtures/high-card-module';

let match = 0;
const matchID = () => `bots-${Date.now()}-${match++}`;

/** Resolves with ctx.gameover once the client's match is over. */
function finished(client: ReturnType<typeof Client>): Promise<NonNullable<Ctx['gameover']>> {
  return new Promise((resolve) => {
    client.subscribe((state) => {
      if (state?.ctx.gameover) resolve(state.ctx.gameover);
    });
  });
}

describe('FairBot inside Local()', () => {
  it('plays a whole three-player game with every seat a bot', async () => {
    registerGameModule(highCardModule);
    const Bot = fairBotClass({ level: 'easy', overrides: { maxIterations: 40, maxMillis: Infinity } });
    const bots = { '0': Bot, '1': Bot, '2': Bot };
    const client = Client({
      game: { ...highCardGame(), seed: 'local' },
      numPlayers: 3,
      matchID: matchID(),
      multiplayer: Local({ bots }),
    });
    const over = finished(client);
    client.start();
    const gameover = await over;
    client.stop();
    expect(gameover.winners.length).toBeGreaterThan(0);
    expect(gameover.scores.reduce((a: number, b: number) => a + b, 0)).toBe((15 * 16) / 2);
  }, 60_000);

  it('plays against a human seat whose moves come through its own client', async () => {
    registerGameModule(highCardModule);
    const Bot = fairBotClass({ level: 'medium', overrides: { maxIterations: 40, maxMillis: Infinity } });
    const game = { ...highCardGame(), seed: 'human' };
    const human = Client({
      game,
      numPlayers: 2,
      matchID: matchID(),
      playerID: '0',
      multiplayer: Local({ bots: { '1': Bot } }),
    });
    human.subscribe((state) => {
      if (state && !state.ctx.gameover && state.ctx.currentPlayer === '0') {
        const [action] = highCard.legalActions(state.G, 0);
        if (action) queueMicrotask(() => human.moves[action.type]?.(action));
      }
    });
    const over = finished(human);
    human.start();
    const gameover = await over;
    human.stop();
    expect(gameover.scores).toHaveLength(2);
  }, 60_000);
});

describe("boardgame.io's own bots on the fixture", () => {
  const play = async (bots: Record<string, InstanceType<typeof RandomBot>>, numPlayers: number, seed: string) => {
    const game = ProcessGameConfig({ ...highCardGame(), seed });
    const { state } = await Simulate({ game, bots, state: InitializeGame({ game, numPlayers }) as State });
    return state;
  };

  it('RandomBot plays whole games through ai.enumerate', async () => {
    for (const numPlayers of [2, 3, 4]) {
      const game = ProcessGameConfig(highCardGame());
      const bots = Object.fromEntries(
        Array.from({ length: numPlayers }, (_, i) => [
          String(i),
          new RandomBot({ enumerate: game.ai?.enumerate as never, seed: `r${i}` }),
        ]),
      );
      const state = await play(bots, numPlayers, `random${numPlayers}`);
      expect(state.ctx.gameover).toBeDefined();
      expect(highCard.isOver(state.G)).toBe(true);
    }
  });

  it('MCTSBot plays a whole game with a small search', async () => {
    const game = ProcessGameConfig(highCardGame());
    const make = (i: number) =>
      new MCTSBot({ game, enumerate: game.ai?.enumerate as never, seed: `m${i}`, iterations: 20, playoutDepth: 20 });
    const state = await play({ '0': make(0), '1': make(1) }, 2, 'mcts');
    expect(state.ctx.gameover).toBeDefined();
    expect(highCard.isOver(state.G)).toBe(true);
  });
});
