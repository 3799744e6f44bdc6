// boardgame.io's own bots play both real games to the end through the framework (ai.enumerate):
// RandomBot, and MCTSBot with a tiny budget (its full default takes tens of seconds a move).
import { describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { MCTSBot, RandomBot, Simulate } from 'boardgame.io/ai';
import { InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import { carcassonneGame } from '../../games/carcassonne/game';
import { citadelsGame } from '../../games/citadels';

const GAMES: [string, Game, number][] = [
  ['Carcassonne', carcassonneGame as Game, 2],
  ['Machiavelli', citadelsGame as Game, 4],
];

function playWith(game: Game, numPlayers: number, kind: 'random' | 'mcts') {
  const seeded = ProcessGameConfig({ ...game, seed: `${game.name}-${kind}` });
  const enumerate = seeded.ai!.enumerate;
  const make = (seat: number) =>
    kind === 'random'
      ? new RandomBot({ enumerate, seed: `r${seat}` })
      : new MCTSBot({ game: seeded, enumerate, seed: `m${seat}`, iterations: 3, playoutDepth: 3 });
  const bots = Object.fromEntries(Array.from({ length: numPlayers }, (_, seat) => [String(seat), make(seat)]));
  return Simulate({ game: seeded, bots, state: InitializeGame({ game: seeded, numPlayers }) });
}

describe("boardgame.io's bots on the real games", () => {
  for (const [name, game, numPlayers] of GAMES) {
    it(`RandomBot plays a whole ${numPlayers}-player ${name} game`, async () => {
      const { state } = await playWith(game, numPlayers, 'random');
      expect(state.ctx.gameover?.winners.length).toBeGreaterThan(0);
    }, 60_000);

    it(`MCTSBot plays a whole ${numPlayers}-player ${name} game`, async () => {
      const { state } = await playWith(game, numPlayers, 'mcts');
      expect(state.ctx.gameover?.scores).toHaveLength(numPlayers);
    }, 120_000);
  }
});
