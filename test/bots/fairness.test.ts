// Fairness: the bot's decision depends only on what its seat may see. Two full states that differ only in
// hidden parts (the second is a determinization of the first's view) give the same decision for a seed.
import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import { highCard, type HighCardAction, type HighCardState } from '../fixtures/high-card';
import { highCardGame } from '../fixtures/high-card-game';
import { chooseAction } from '../../games/shared/bot-player';
import type { SearchCore } from '../../games/shared/ismcts';
import { createRng } from '../../games/shared/rng';
import { fairBotClass } from '../../client/bots/fair-bot';
import { registerGameModule } from '../../games/index';
import { highCardModule } from '../fixtures/high-card-module';
import { inThreadRunner } from '../../client/bots/search-runner';
import { positions } from './fixture-positions';

const core = highCard as SearchCore<HighCardState, HighCardAction>;
const BUDGET = { maxIterations: 200, maxMillis: Infinity };

/** A twin of `state` that agrees with everything `seat` sees and differs in what it cannot see. */
function hiddenTwin(state: HighCardState, seat: number, seed: string): HighCardState {
  for (let attempt = 0; attempt < 20; attempt++) {
    const twin = highCard.determinize(highCard.view(state, seat), seat, createRng(`${seed}#${attempt}`));
    if (JSON.stringify(twin) !== JSON.stringify(state)) return twin;
  }
  throw new Error('no hidden information to vary');
}

const cases = positions(24)
  .filter((s) => s.deck.length > 0)
  .map((state, i) => ({ state, seat: highCard.activeSeats(state)[0] as number, i }));

describe('fairness', () => {
  it('the twin states differ in secrets but look the same to the bot seat', () => {
    for (const { state, seat, i } of cases) {
      const twin = hiddenTwin(state, seat, `twin${i}`);
      expect(twin).not.toEqual(state);
      expect(highCard.view(twin, seat)).toEqual(highCard.view(state, seat));
    }
  });

  it('chooseAction decides the same on both twins', () => {
    for (const { state, seat, i } of cases) {
      const twin = hiddenTwin(state, seat, `twin${i}`);
      const decide = (s: HighCardState) =>
        chooseAction(core, highCard.view(s, seat), seat, 'medium', `fair${i}`, BUDGET);
      const [a, b] = [decide(state), decide(twin)];
      expect(b.action).toEqual(a.action);
      expect({ ...b.stats, ms: 0 }).toEqual({ ...a.stats, ms: 0 });
    }
  });

  it('the search only ever samples from the view it was given', () => {
    for (const { state, seat, i } of cases.slice(0, 6)) {
      const view = highCard.view(state, seat);
      const seen: string[] = [];
      const spy = {
        ...core,
        determinize: (v: HighCardState, s: number, rng: Parameters<typeof core.determinize>[2]) => (
          seen.push(JSON.stringify(v)),
          core.determinize(v, s, rng)
        ),
      };
      chooseAction(spy, view, seat, 'easy', `spy${i}`, { maxIterations: 50, maxMillis: Infinity });
      expect(new Set(seen)).toEqual(new Set([JSON.stringify(view)]));
    }
  });

  it('the boardgame.io FairBot decides the same when handed either full framework state', async () => {
    registerGameModule(highCardModule);
    const game = ProcessGameConfig(highCardGame());
    const Bot = fairBotClass({ level: 'medium', overrides: BUDGET, runner: inThreadRunner });
    for (const { state, seat, i } of cases) {
      const base = InitializeGame({ game, numPlayers: state.hands.length }) as State<HighCardState>;
      const frame = (G: HighCardState): State => ({ ...base, G, ctx: { ...base.ctx, currentPlayer: String(seat) } });
      const bot = new Bot({ game, enumerate: game.ai?.enumerate as never, seed: `bot${i}` });
      const a = await bot.play(frame(state), String(seat));
      const b = await bot.play(frame(hiddenTwin(state, seat, `twin${i}`)), String(seat));
      expect(b.action).toEqual(a.action);
      expect(highCard.refusal(state, seat, (a.action.payload.args as unknown[])[0])).toBeUndefined();
    }
  });
});
