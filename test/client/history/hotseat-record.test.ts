// Hotseat records (client/history/hotseat-record.ts): built from the in-page boardgame.io master the way the
// server builds them, with the one human seat's secrets and nobody else's.
import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import type { State } from 'boardgame.io';
import { citadelsCore, citadelsGame, type CitadelsState } from '../../../games/citadels';
import { viewFrames } from '../../../games/citadels/view-record';
import { openRecord } from '../../../games/history/history';
import { createRng, pick } from '../../../games/shared/rng';
import { hotseatLiveGame, recordingLocal } from '../../../client/history/hotseat-record';
import { secretsFor } from '../../citadels/spec';

const matchID = 'hotseat-test';
const recording = recordingLocal(Local());
let final: State<CitadelsState>;

beforeAll(async () => {
  const clients = [0, 1].map((seat) =>
    Client({ game: citadelsGame, numPlayers: 2, multiplayer: recording.multiplayer, matchID, playerID: String(seat) }),
  );
  for (const client of clients) client.start();
  const choices = createRng('hotseat-record');
  for (let n = 0; n < 5000 && !clients[0]!.getState()?.ctx.gameover; n++) {
    const state = clients[0]!.getState() as State<CitadelsState>;
    const seat = citadelsCore.activeSeats(state.G)[0] as number;
    const client = clients[seat]!;
    const action = pick(choices, citadelsCore.legalActions((client.getState() as State<CitadelsState>).G, seat));
    (client.moves[action.type] as (a: unknown) => void)(action);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  final = recording.stored(matchID).state as State<CitadelsState>;
  for (const client of clients) client.stop();
});

describe('hotseat records', () => {
  it('records a whole Machiavelli game from the local master, as the one human seat saw it, without the seed', async () => {
    expect(final.ctx.gameover).toBeDefined();
    const live = hotseatLiveGame('citadels', matchID, [0], ['', 'Bot'], recording.stored);
    const record = JSON.parse(JSON.stringify(await live!.record()));
    expect(record).toMatchObject({ format: 'citadels-view-record', viewer: 0 });
    const seed = (recording.stored(matchID).initialState?.plugins.random?.data as { seed: string }).seed;
    expect(JSON.stringify(record)).not.toContain(seed);
    expect(viewFrames(record).at(-1)!.view).toEqual(citadelsCore.view(final.G, 0));
    expect(openRecord(record).result?.scores).toEqual((final.ctx.gameover as { scores: number[] }).scores);
  });

  it('keeps public information only when several humans share the screen', async () => {
    const record = await hotseatLiveGame('citadels', matchID, [0, 1], ['', ''], recording.stored)!.record();
    expect(record).toMatchObject({ viewer: null });
    const last = JSON.stringify(viewFrames(record).at(-1)!.view);
    for (const secret of secretsFor(final.G, null)) expect(last).not.toContain(secret);
  });

  it('offers no record for a game without a record format', () => {
    expect(hotseatLiveGame('highcard', 'x', [0], [], recording.stored)).toBeUndefined();
  });
});
