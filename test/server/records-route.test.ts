// GET /games/:name/:id/record (server/lobby/records-route.ts): the record of an online match, public information
// only, plus a seat's own secrets for that seat with its credentials; never the PRNG seed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game, State } from 'boardgame.io';
import type { ActionBase, RulesCore } from '../../games/shared/contract';
import { carcassonneGame } from '../../games/carcassonne/game';
import { carcassonneCore, replayRecord as replayCarcassonne } from '../../games/carcassonne';
import { citadelsCore, citadelsGame, type CitadelsState } from '../../games/citadels';
import { actionsFromLog, exportRecord, replayRecord } from '../../games/citadels/record';
import { viewFrames } from '../../games/citadels/view-record';
import { openRecord } from '../../games/history/history';
import { secretsFor } from '../citadels/spec';
import { api, createMatch, joinSeats, playRandomly, SeatClient, startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer([carcassonneGame as Game, citadelsGame as Game]);
});
afterAll(async () => server?.stop());

/** Plays random legal moves, each seat from its own view, until the match is over (or `limit` moves). */
async function play<S, A extends ActionBase>(
  game: Game,
  core: RulesCore<S, A, unknown>,
  numPlayers: number,
  limit = Infinity,
) {
  const matchID = await createMatch(server.url, game, numPlayers);
  const credentials = await joinSeats(server.url, game, matchID, numPlayers);
  const seats = credentials.map((c, seat) => new SeatClient(server.url, game, matchID, String(seat), c));
  try {
    for (const client of seats) await client.sync();
    await playRandomly(seats, core, `${game.name}-records`, { limit });
  } finally {
    for (const client of seats) client.close();
  }
  return { matchID, credentials, state: (await server.db.fetch(matchID, { state: true })).state as State<S> };
}

describe('records of online matches', () => {
  let citadels: Awaited<ReturnType<typeof play<CitadelsState, ActionBase>>>;
  /** The true state before each action and at the end, rebuilt from the stored seed and log. */
  let states: CitadelsState[];
  let seed: string;
  beforeAll(async () => {
    citadels = await play(citadelsGame as Game, citadelsCore as never, 2);
    const { log, initialState } = await server.db.fetch(citadels.matchID, { log: true, initialState: true });
    seed = String((initialState?.plugins.random?.data as { seed: string }).seed);
    const full = exportRecord({
      numPlayers: 2,
      options: citadels.state.G.options,
      seed,
      actions: actionsFromLog(log as never),
    });
    states = [];
    const { state } = replayRecord(full, (s) => states.push(structuredClone(s)));
    states.push(state);
    expect(state).toEqual(citadels.state.G);
  }, 120_000);

  it('serves a finished Machiavelli match to anyone as public frames, each exactly the spectator view of its moment', async () => {
    const { status, body } = await api(server.url, `/games/citadels/${citadels.matchID}/record`);
    expect(status).toBe(200);
    expect(citadels.state.ctx.gameover).toBeDefined();
    expect(body).toMatchObject({
      format: 'citadels-view-record',
      viewer: null,
      result: { scores: citadels.state.ctx.gameover.scores },
    });
    const text = JSON.stringify(body);
    expect(text).not.toContain(seed);
    expect(text).not.toContain('prngstate');
    const frames = viewFrames(body);
    expect(frames).toHaveLength(states.length);
    frames.forEach((frame, k) => {
      expect(frame.view).toEqual(citadelsCore.view(states[k] as CitadelsState, null));
      const shown = JSON.stringify(frame.view);
      for (const secret of secretsFor(states[k] as CitadelsState, null)) expect(shown).not.toContain(secret);
    });
    expect(openRecord(body).result?.scores).toEqual(citadels.state.ctx.gameover.scores);
  });

  it("adds a seat's own secrets, and only those, for that seat with its credentials", async () => {
    const query = `?playerID=1&credentials=${encodeURIComponent(citadels.credentials[1] as string)}`;
    const { status, body } = await api(server.url, `/games/citadels/${citadels.matchID}/record${query}`);
    expect(status).toBe(200);
    expect(body.viewer).toBe(1);
    const frames = viewFrames(body);
    frames.forEach((frame, k) => expect(frame.view).toEqual(citadelsCore.view(states[k] as CitadelsState, 1)));
    // Its own moves are there in full (a character it picked), the other seat's secret choices by type only.
    const picks = frames.filter((f) => f.action?.type === 'pickCharacter');
    expect(picks.some((f) => f.seat === 1 && 'character' in (f.action as object))).toBe(true);
    expect(picks.filter((f) => f.seat === 0).every((f) => !('character' in (f.action as object)))).toBe(true);
    expect(openRecord(body).positions.every((p) => p.seat === 1)).toBe(true);
  });

  it('refuses wrong or missing credentials and unknown matches', async () => {
    const path = `/games/citadels/${citadels.matchID}/record`;
    expect((await api(server.url, `${path}?playerID=1&credentials=${citadels.credentials[0]}`)).status).toBe(403);
    expect((await api(server.url, `${path}?playerID=1`)).status).toBe(403);
    expect((await api(server.url, `${path}?playerID=7&credentials=x`)).status).toBe(403);
    expect((await api(server.url, `/games/citadels/nope/record`)).status).toBe(404);
  });

  it('serves a Carcassonne match in its record format, finished or so far', async () => {
    const started = await play(carcassonneGame as Game, carcassonneCore as never, 2, 9);
    const sofar = await api(server.url, `/games/carcassonne/${started.matchID}/record`);
    expect(sofar.status).toBe(200);
    expect(sofar.body).toMatchObject({ format: 'carcassonne-record', finished: false });
    expect(replayCarcassonne(sofar.body).scores).toEqual((started.state.G as { scores: number[] }).scores);
    const finished = await play(carcassonneGame as Game, carcassonneCore as never, 2);
    const { body } = await api(server.url, `/games/carcassonne/${finished.matchID}/record`);
    expect(replayCarcassonne(body)).toMatchObject({ finished: true, scores: finished.state.ctx.gameover.scores });
  }, 120_000);
});
