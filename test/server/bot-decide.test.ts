// Server-side fair bots: the search runs in a worker thread on the seat's view and answers a legal move.
import { afterAll, describe, expect, it } from 'vitest';
import { carcassonneCore } from '../../games/carcassonne';
import { citadelsCore } from '../../games/citadels';
import { createRng } from '../../games/shared/rng';
import { SearchWorker } from '../../server/bots/bot-decide';

const worker = new SearchWorker();
afterAll(() => worker.stop());

describe('search worker', () => {
  it('answers a legal Carcassonne move from a seat view', async () => {
    const state = carcassonneCore.setup(2, { farmers: true }, createRng('bot-worker'));
    const view = carcassonneCore.view(state, 0);
    const action = await worker.search({ game: 'carcassonne', view, seat: 0, level: 'easy', seed: 's1' });
    expect(carcassonneCore.refusal(state, 0, action)).toBeUndefined();
  });

  it('answers a legal Machiavelli move, and serves requests one after another', async () => {
    const state = citadelsCore.setup(4, citadelsCore.defaultOptions(4), createRng('bot-worker'));
    const [seat] = citadelsCore.activeSeats(state);
    const view = citadelsCore.view(state, seat!);
    const [first, second] = await Promise.all([
      worker.search({ game: 'citadels', view, seat: seat!, level: 'easy', seed: 'a' }),
      worker.search({ game: 'citadels', view, seat: seat!, level: 'easy', seed: 'b' }),
    ]);
    expect(citadelsCore.refusal(state, seat!, first)).toBeUndefined();
    expect(citadelsCore.refusal(state, seat!, second)).toBeUndefined();
  });

  it('rejects an unknown game or level with a reason', async () => {
    await expect(worker.search({ game: 'chess', view: {}, seat: 0, level: 'easy', seed: 'x' })).rejects.toThrow(
      'no search core for chess',
    );
    const state = carcassonneCore.setup(2, { farmers: true }, createRng('x'));
    await expect(
      worker.search({ game: 'carcassonne', view: state, seat: 0, level: 'godlike', seed: 'x' }),
    ).rejects.toThrow('unknown bot level');
  });
});
