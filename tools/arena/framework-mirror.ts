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
import type { ActionBase, Seat } from '../../games/shared/contract';
import type { Player } from './match';

type Reducer = (state: State, action: unknown) => State;

export const moveOf = (seat: Seat, action: ActionBase) => ({
  type: 'MAKE_MOVE',
  payload: { type: action.type, args: [action], playerID: String(seat) },
});

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

export interface MctsSettings {
  iterations: number;
  playoutDepth: number;
  /** Per-decision time budget in ms (checked after every iteration); absent: iterations only. */
  maxMillis?: number;
}

/**
 * An MCTSBot that also stops when a time budget runs out, so it can be given the same time per move as
 * the fair bots. MCTSBot runs `iterations` iterations in chunks, testing its counter before each one;
 * after every iteration (`backpropagate` of the new leaf) we push the counter to the end once time is up.
 */
export class TimedMCTSBot extends MCTSBot {
  private deadline = Infinity;

  constructor(
    options: ConstructorParameters<typeof MCTSBot>[0],
    private readonly maxMillis = Infinity,
  ) {
    super(options);
    const self = this as unknown as {
      backpropagate(node: { parent?: unknown }, result?: unknown): void;
      iterationCounter: number;
    };
    const backpropagate = self.backpropagate.bind(this);
    self.backpropagate = (node, result) => {
      backpropagate(node, result);
      if (performance.now() >= this.deadline) self.iterationCounter = Number.MAX_SAFE_INTEGER;
    };
  }

  override play(...args: Parameters<MCTSBot['play']>): ReturnType<MCTSBot['play']> {
    this.deadline = performance.now() + this.maxMillis;
    return super.play(...args);
  }
}

/** A (timed) MCTSBot that counts the reducer steps it simulates (for the benchmark). */
export class CountingMCTSBot extends TimedMCTSBot {
  steps = 0;

  constructor(options: ConstructorParameters<typeof MCTSBot>[0], maxMillis = Infinity) {
    super(options, maxMillis);
    const self = this as unknown as { reducer: Reducer };
    const reducer = self.reducer;
    self.reducer = (state, action) => {
      this.steps++;
      return reducer(state, action);
    };
  }
}

/** The hotseat's MCTSBot settings (client/hotseat/bots.ts). */
export const HOTSEAT_MCTS: MctsSettings = { iterations: 150, playoutDepth: 25 };

/** An arena player that runs boardgame.io's MCTSBot on its mirror of the true state. */
export function mctsPlayer<S, A extends ActionBase>(
  game: Game,
  numPlayers: number,
  options: unknown,
  seed: string,
  settings: MctsSettings,
): Player<S, A> {
  const mirror = new FrameworkMirror<S>(game, numPlayers, options, seed);
  const { maxMillis, ...budget } = settings;
  const bot = new TimedMCTSBot(
    { game: mirror.game, enumerate: mirror.game.ai?.enumerate as never, seed: `${seed}/mcts`, ...budget },
    maxMillis,
  );
  return {
    async decide(state, seat) {
      if (JSON.stringify(mirror.state.G) !== JSON.stringify(state))
        throw new Error('the framework mirror diverged from the core');
      const { action } = await bot.play(mirror.state, String(seat));
      return (action.payload.args as [A])[0];
    },
    observe: (seat, action) => mirror.apply(seat, action),
  };
}
