/**
 * boardgame.io's MCTSBot as an arena player and benchmark subject. It needs a boardgame.io `State`, and
 * building `ctx` from an arbitrary core state is game-specific (phases, stages), so instead a mirror
 * replays the match through the framework reducer from `InitializeGame` with the match seed: the same
 * seed gives the same setup and draws (the core's RNG is boardgame.io's Alea), so the mirror's `G` is the
 * core's true state at every step; `decide` checks that. The bot then searches that TRUE state (hands,
 * deck order and the PRNG included), exactly as it does under `Local({ bots })`.
 */
import type { Game, State } from 'boardgame.io';
import { MCTSBot } from 'boardgame.io/ai';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import type { ActionBase, Seat } from '../games/shared/contract';
import type { Player } from './match';

type Reducer = (state: State, action: unknown) => State;

export const moveOf = (seat: Seat, action: ActionBase) => ({ type: 'MAKE_MOVE', payload: { type: action.type, args: [action], playerID: String(seat) } });

/** The framework state of a match, kept in lockstep with the core by replaying every action. */
export class FrameworkMirror<S> {
  readonly game: Game;
  private readonly reducer: Reducer;
  state: State<S>;

  constructor(game: Game, numPlayers: number, options: unknown, seed: string) {
    this.game = ProcessGameConfig({ ...game, seed }) as Game;
    this.reducer = CreateGameReducer({ game: this.game }) as Reducer;
    this.state = InitializeGame({ game: this.game, numPlayers, setupData: options }) as State<S>;
  }

  apply(seat: Seat, action: ActionBase): void {
    this.state = this.reducer(this.state, moveOf(seat, action)) as State<S>;
  }
}

/** An MCTSBot that counts the reducer steps it simulates (for the benchmark). */
export class CountingMCTSBot extends MCTSBot {
  steps = 0;

  constructor(options: ConstructorParameters<typeof MCTSBot>[0]) {
    super(options);
    const self = this as unknown as { reducer: Reducer };
    const reducer = self.reducer;
    self.reducer = (state, action) => {
      this.steps++;
      return reducer(state, action);
    };
  }
}

export interface MctsSettings {
  iterations: number;
  playoutDepth: number;
}

/** The hotseat's MCTSBot settings (client/hotseat/bots.ts). */
export const HOTSEAT_MCTS: MctsSettings = { iterations: 150, playoutDepth: 25 };

/** An arena player that runs boardgame.io's MCTSBot on its mirror of the true state. */
export function mctsPlayer<S, A extends ActionBase>(game: Game, numPlayers: number, options: unknown, seed: string, settings: MctsSettings): Player<S, A> {
  const mirror = new FrameworkMirror<S>(game, numPlayers, options, seed);
  const bot = new MCTSBot({ game: mirror.game, enumerate: mirror.game.ai?.enumerate as never, seed: `${seed}/mcts`, ...settings });
  return {
    async decide(state, seat) {
      if (JSON.stringify(mirror.state.G) !== JSON.stringify(state)) throw new Error('the framework mirror diverged from the core');
      const { action } = await bot.play(mirror.state, String(seat));
      return (action.payload.args as [A])[0];
    },
    observe: (seat, action) => mirror.apply(seat, action),
  };
}
