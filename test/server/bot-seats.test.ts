// Bots in online matches: a seated player gives a free seat to a bot, which plays through its own
// socket connection with only its seat's view, until the game ends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../server/app';
import { SqliteStorage } from '../../server/storage';
import { api, createMatch, joinSeats, startTestServer, type TestServer } from './helpers';
import { highCardGame } from '../fixtures/high-card-game';

const game = highCardGame();
let server: TestServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer([game]);
  base = server.url;
});
afterAll(async () => server?.stop());

const post = (path: string, body: unknown) => api(base, path, body);

async function newMatchWithHost() {
  const matchID = await createMatch(base, game);
  const [credentials] = await joinSeats(base, game, matchID, 1);
  return { matchID, credentials: credentials! };
}

/** Seat 0 as a real boardgame.io client, playing its first legal move each time it may act, to the end. */
async function playSeatZero(server: string, matchID: string, credentials: string): Promise<State> {
  const human = Client({ game, matchID, playerID: '0', credentials, multiplayer: SocketIO({ server }), debug: false });
  let lastStateID = -1;
  const over = new Promise<State>((resolve) => {
    human.subscribe((state) => {
      if (!state) return;
      if (state.ctx.gameover) return resolve(state);
      if (state.isActive && state._stateID !== lastStateID) {
        lastStateID = state._stateID;
        const [first] = game.ai!.enumerate(state.G, state.ctx, '0') as { move: string; args: unknown[] }[];
        if (first) human.moves[first.move]?.(...first.args);
      }
    });
  });
  human.start();
  const final = await over;
  human.stop();
  return final;
}

describe('bot seats', () => {
  it('plays a whole match against a human client', async () => {
    const { matchID, credentials } = await newMatchWithHost();
    const added = await post(`/games/highcard/${matchID}/bots`, {
      playerID: '0',
      credentials,
      seat: '1',
      level: 'random',
    });
    expect(added).toMatchObject({ status: 200, body: { seat: '1', level: 'random' } });
    const final = await playSeatZero(base, matchID, credentials);
    expect(final.G.hands.flat()).toEqual([]);
    expect(final.G.played[1]?.length).toBeGreaterThan(0);
    const metadata = (await api(base, `/games/highcard/${matchID}`)).body as { players: Record<string, unknown>[] };
    expect(metadata.players[1]!.name).toBe('Bot 2 (random)');
    expect(metadata.players[1]!.data).toEqual({ bot: 'random' });
    expect(metadata.players[1]!).not.toHaveProperty('credentials');
  });

  it('refuses requests that are malformed, unauthorised or for taken seats', async () => {
    const { matchID, credentials } = await newMatchWithHost();
    const path = `/games/highcard/${matchID}/bots`;
    expect(await post(path, { playerID: '0', credentials, seat: '1', level: 'godlike' })).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('level') },
    });
    expect(await post(path, { playerID: '__proto__', credentials, seat: '1', level: 'easy' })).toMatchObject({
      status: 400,
    });
    expect(await post(path, { playerID: '0', credentials: 'wrong', seat: '1', level: 'easy' })).toMatchObject({
      status: 403,
    });
    expect(await post(path, { playerID: '0', credentials, seat: '0', level: 'easy' })).toMatchObject({ status: 409 });
    expect(await post(path, { playerID: '0', credentials, seat: '5', level: 'easy' })).toMatchObject({ status: 400 });
    expect(
      await post('/games/highcard/nope/bots', { playerID: '0', credentials, seat: '1', level: 'easy' }),
    ).toMatchObject({ status: 404 });
    const raw = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(raw.status).toBe(400);
  });

  it('does not let a player pose as a bot seat', async () => {
    const { matchID, credentials } = await newMatchWithHost();
    const joined = await post(`/games/highcard/${matchID}/join`, {
      playerID: '1',
      playerName: 'Eve',
      data: { bot: 'hard' },
    });
    expect(joined).toMatchObject({ status: 400, body: { error: expect.stringContaining('data.bot') } });
    const renamed = await post(`/games/highcard/${matchID}/update`, {
      playerID: '0',
      credentials,
      data: { bot: 'hard' },
    });
    expect(renamed.status).toBe(400);
  });

  it('restarts the bots of unfinished matches when the server starts again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bots-'));
    const file = join(dir, 'matches.sqlite');
    const start = () =>
      startServer({
        games: [game],
        port: 0,
        host: '127.0.0.1',
        clientDir: '/nonexistent',
        db: new SqliteStorage(file),
      });
    try {
      const first = await start();
      const matchID = await createMatch(first.url, game);
      const [credentials] = await joinSeats(first.url, game, matchID, 1);
      expect(
        (
          await api(first.url, `/games/highcard/${matchID}/bots`, {
            playerID: '0',
            credentials,
            seat: '1',
            level: 'random',
          })
        ).status,
      ).toBe(200);
      await first.stop();

      const second = await start();
      const final = await playSeatZero(second.url, matchID, credentials!);
      await second.stop();
      expect(final.G.played[1]?.length).toBeGreaterThan(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
