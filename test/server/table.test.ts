// The online table on a real server: the creator adds bots to open seats during the game, a bot takes over a
// player who leaves (and finishes the game), who is disconnected past the grace period (and steps back when
// they come back), or whose turn clock runs out (for that one move); a rematch keeps bots, options and listing.
// These run in real time with the shortest clock and grace the options allow; table-service.test.ts covers
// the same deadlines with fake timers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { randomDecision } from '../../server/bots/bot-decide';
import { api, createMatch, joinSeats, SeatClient, startTestServer, until, type TestServer } from './helpers';
import { highCardGame } from '../fixtures/high-card-game';

const game = highCardGame();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer([game], { decideBot: randomDecision });
});
afterAll(async () => server?.stop());

const post = (path: string, body: unknown) => api(server.url, path, body);
const players = async (matchID: string) =>
  (await api(server.url, `/games/highcard/${matchID}`)).body.players as {
    name?: string;
    data?: Record<string, unknown>;
    deadline?: number;
    bank?: number;
  }[];

/** Seat 0 as a boardgame.io client that plays its first legal move whenever it may, to the end. */
function playSeat(matchID: string, playerID: string, credentials: string) {
  const client = Client({
    game,
    matchID,
    playerID,
    credentials,
    multiplayer: SocketIO({ server: server.url }),
    debug: false,
  });
  let lastStateID = -1;
  const over = new Promise<State>((resolve) => {
    client.subscribe((state) => {
      if (!state) return;
      if (state.ctx.gameover) return resolve(state);
      if (state.isActive && state._stateID !== lastStateID) {
        lastStateID = state._stateID;
        const [first] = game.ai!.enumerate(state.G, state.ctx, playerID) as { move: string; args: unknown[] }[];
        if (first) client.moves[first.move]?.(...first.args);
      }
    });
  });
  client.start();
  return { client, over: over.finally(() => client.stop()) };
}

describe('the online table', () => {
  it('lets only the creator put a bot in an open seat, and nobody move before every seat is taken', async () => {
    const matchID = await createMatch(server.url, game, 3);
    const [c0, c1] = (await joinSeats(server.url, game, matchID, 2)) as [string, string];
    const seat0 = new SeatClient(server.url, game, matchID, '0', c0);
    const refusals: string[] = [];
    seat0.socket.on('refused', (_id: string, reason: string) => refusals.push(reason));
    await seat0.sync();
    seat0.move('play', [{ card: 0 }]);
    await until(() => refusals.length > 0 && true, 'the refusal');
    expect(refusals[0]).toMatch(/starts when every seat is taken/);
    expect((await server.db.fetch(matchID, { state: true })).state?._stateID).toBe(0);
    expect(
      await post(`/games/highcard/${matchID}/bots`, { playerID: '1', credentials: c1, seat: '2', level: 'easy' }),
    ).toMatchObject({ status: 403, body: { error: expect.stringContaining('created') } });
    expect(
      await post(`/games/highcard/${matchID}/bots`, { playerID: '0', credentials: c0, seat: '2', level: 'easy' }),
    ).toMatchObject({ status: 200 });
    expect((await players(matchID))[2]).toMatchObject({ name: 'Bot 3 (easy)', data: { bot: 'easy' } });
    // The game has started: seat 0 is sent its own view again, and may move.
    await until(() => seat0.syncs.length > 1 && true, 'the sync at the start');
    const [first] = game.ai!.enumerate(seat0.state!.G, seat0.state!.ctx, '0') as { move: string; args: unknown[] }[];
    expect(seat0.state!.ctx.currentPlayer).toBe('0');
    seat0.move(first!.move, first!.args);
    await until(() => (seat0.state?._stateID ?? 0) > 0 && seat0.state, 'the first move');
    seat0.socket.disconnect();
  });

  it('refuses players who claim to be a stand-in in their seat data', async () => {
    const matchID = await createMatch(server.url, game);
    const claim = { standIn: true, standInCredentials: 'chosen' };
    expect(await post(`/games/highcard/${matchID}/join`, { playerName: 'Eve', data: claim })).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('data.standIn') },
    });
    const [c0] = (await joinSeats(server.url, game, matchID, 1)) as [string];
    expect(
      await post(`/games/highcard/${matchID}/update`, { playerID: '0', credentials: c0, data: claim }),
    ).toMatchObject({ status: 400 });
  });

  it('refuses table options out of range and from anyone but the creator', async () => {
    const matchID = await createMatch(server.url, game);
    const [c0, c1] = (await joinSeats(server.url, game, matchID)) as [string, string];
    const path = `/games/highcard/${matchID}/table`;
    expect(await post(path, { playerID: '0', credentials: c0, clock: { mode: 'move', moveSeconds: 1 } })).toMatchObject(
      { status: 400, body: { error: 'moveSeconds must be a whole number from 2 to 259200' } },
    );
    expect(await post(path, { playerID: '0', credentials: c0, clock: { mode: 'sundial' } })).toMatchObject({
      status: 400,
    });
    expect(await post(path, { playerID: '0', credentials: c0, takeoverLevel: 'godlike' })).toMatchObject({
      status: 400,
    });
    expect(await post(path, { playerID: '0', credentials: c0, purist: 'yes' })).toMatchObject({
      status: 400,
      body: { error: 'purist must be true or false' },
    });
    expect(await post(path, { playerID: '0', credentials: c0, hints: 1 })).toMatchObject({
      status: 400,
      body: { error: 'hints must be true or false' },
    });
    expect(await post(path, { playerID: '1', credentials: c1, graceSeconds: 30 })).toMatchObject({ status: 403 });
    expect(await post(path, { playerID: '0', credentials: c1, graceSeconds: 30 })).toMatchObject({ status: 403 });
  });

  it('has a bot take over from a player who leaves, and the game finishes', async () => {
    const matchID = await createMatch(server.url, game);
    const [c0, c1] = (await joinSeats(server.url, game, matchID)) as [string, string];
    const human = playSeat(matchID, '0', c0);
    expect((await post(`/games/highcard/${matchID}/leave`, { playerID: '1', credentials: c1 })).status).toBe(200);
    const final = await human.over;
    expect(final.G.played[1]?.length).toBeGreaterThan(0);
    // The seat says its player left on purpose (clients then do not say "until they come back").
    expect((await players(matchID))[1]).toEqual(
      expect.objectContaining({ name: 'P1', data: { bot: 'medium', standIn: true, left: true } }),
    );
    // The seat's matchData, as every seat's client sees it, carries no credentials.
    expect(JSON.stringify(human.client.matchData)).not.toMatch(/[Cc]redentials/);
  });

  it('has a bot take over after the grace period, and steps back when the player comes back', async () => {
    const matchID = await createMatch(server.url, game);
    const [c0, c1] = (await joinSeats(server.url, game, matchID)) as [string, string];
    expect(
      await post(`/games/highcard/${matchID}/table`, { playerID: '0', credentials: c0, graceSeconds: 2 }),
    ).toMatchObject({ status: 200, body: { graceSeconds: 2 } });
    const seat0 = new SeatClient(server.url, game, matchID, '0', c0);
    const seat1 = new SeatClient(server.url, game, matchID, '1', c1);
    await seat0.sync();
    await seat1.sync();
    const left = Date.now();
    seat1.socket.disconnect();
    const stoodIn = await pollUntil(
      async () => (await players(matchID))[1]?.data?.standIn === true,
      'the stand-in',
      6000,
    );
    expect(stoodIn - left).toBeGreaterThanOrEqual(2000);
    const back = new SeatClient(server.url, game, matchID, '1', c1);
    await back.sync();
    await pollUntil(async () => (await players(matchID))[1]?.data === undefined, 'the reclaim', 3000);
    await until(() => server.stats().runningBots === 0 && true, 'the stand-in bot to stop');
    for (const client of [seat0, back]) client.socket.disconnect();
  });

  it('has a bot make the move of a player whose per-move clock ran out, and only that move', async () => {
    const matchID = await createMatch(server.url, game);
    const [c0, c1] = (await joinSeats(server.url, game, matchID)) as [string, string];
    await post(`/games/highcard/${matchID}/table`, {
      playerID: '0',
      credentials: c0,
      clock: { mode: 'move', moveSeconds: 2 },
    });
    const seat0 = new SeatClient(server.url, game, matchID, '0', c0);
    const seat1 = new SeatClient(server.url, game, matchID, '1', c1);
    const started = Date.now();
    await seat1.sync();
    await seat0.sync();
    const deadline = (await players(matchID))[0]?.deadline;
    expect(deadline).toBeGreaterThanOrEqual(started + 2000);
    expect(deadline).toBeLessThanOrEqual(Date.now() + 2000);
    await until(() => (seat1.state?._stateID ?? 0) > 0 && true, 'the bot to move for seat 0', 6000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(String(seat1.state!.G.turn)).toBe('1');
    // The bot stepped back: seat 0 is the player's again, and seat 1's clock runs.
    await pollUntil(async () => (await players(matchID))[0]?.data === undefined, 'the bot to step back', 3000);
    expect((await players(matchID))[1]?.deadline).toBeGreaterThan(Date.now());
    for (const client of [seat0, seat1]) client.socket.disconnect();
  });

  it('keeps running deadlines and banks when the creator changes the options mid-game: a change applies from the next move', async () => {
    const matchID = await createMatch(server.url, game);
    const [c0, c1] = (await joinSeats(server.url, game, matchID)) as [string, string];
    const chess = { playerID: '0', credentials: c0, clock: { mode: 'chess', bankSeconds: 600, incrementSeconds: 0 } };
    expect((await post(`/games/highcard/${matchID}/table`, chess)).status).toBe(200);
    const seat0 = new SeatClient(server.url, game, matchID, '0', c0);
    const seat1 = new SeatClient(server.url, game, matchID, '1', c1);
    await seat1.sync();
    await seat0.sync();
    await pollUntil(async () => (await players(matchID))[0]?.deadline !== undefined, 'the clock to start', 3000);
    const [own] = await players(matchID);
    // The same options again: the creator's own running deadline and the banks stay.
    expect((await post(`/games/highcard/${matchID}/table`, chess)).status).toBe(200);
    expect((await players(matchID)).map((p) => [p.deadline, p.bank])).toEqual([
      [own!.deadline, 600_000],
      [undefined, 600_000],
    ]);
    await seat0.play();
    await pollUntil(async () => (await players(matchID))[1]?.deadline !== undefined, 'seat 1 clock', 3000);
    const theirs = (await players(matchID))[1]!.deadline!;
    // A 2 s clock with random stand-ins on the opponent's turn: their running deadline stays, no bot plays it.
    const short = { playerID: '0', credentials: c0, clock: { mode: 'move', moveSeconds: 2 }, takeoverLevel: 'random' };
    expect((await post(`/games/highcard/${matchID}/table`, short)).status).toBe(200);
    await seat1.sync();
    expect((await players(matchID))[1]?.deadline).toBe(theirs);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await players(matchID))[1]).toMatchObject({ deadline: theirs });
    expect((await players(matchID))[1]?.data).toBeUndefined();
    expect((await server.db.fetch(matchID, { state: true })).state?._stateID).toBe(1);
    // From the next move on, the new clock runs.
    const moved = Date.now();
    await seat1.play();
    await pollUntil(async () => (await players(matchID))[0]?.deadline !== undefined, 'seat 0 clock', 3000);
    expect((await players(matchID))[0]!.deadline).toBeGreaterThanOrEqual(moved + 2000);
    expect((await players(matchID))[0]!.deadline).toBeLessThanOrEqual(Date.now() + 2000);
    for (const client of [seat0, seat1]) client.socket.disconnect();
  });

  it('says whose turn it is before anyone has moved', async () => {
    const matchID = await createMatch(server.url, game);
    await joinSeats(server.url, game, matchID);
    const { body } = await api(server.url, `/games/highcard/${matchID}`);
    expect((body.table as { toPlay?: string[] }).toPlay).toEqual(['0']);
  });

  it('keeps the listing of a rematch between people', async () => {
    const { body } = await post('/games/highcard/create', { numPlayers: 2, unlisted: false });
    const matchID = body.matchID as string;
    const [c0, c1] = (await joinSeats(server.url, game, matchID)) as [string, string];
    // A rematch is only of a finished match: both people play this one to its end.
    await Promise.all([playSeat(matchID, '0', c0).over, playSeat(matchID, '1', c1).over]);
    const again = await post(`/games/highcard/${matchID}/playAgain`, { playerID: '0', credentials: c0 });
    expect((await api(server.url, `/games/highcard/${again.body.nextMatchID as string}`)).body.unlisted).toBe(false);
  });

  it('keeps the bots and the options in a rematch, unlisted when one person played alone, and the bot plays it', async () => {
    const { body } = await post('/games/highcard/create', { numPlayers: 2, unlisted: false });
    const matchID = body.matchID as string;
    const [c0] = (await joinSeats(server.url, game, matchID, 1)) as [string];
    await post(`/games/highcard/${matchID}/table`, {
      playerID: '0',
      credentials: c0,
      clock: { mode: 'chess', bankSeconds: 600, incrementSeconds: 10 },
      takeoverLevel: 'hard',
      purist: true,
      hints: false,
    });
    await post(`/games/highcard/${matchID}/bots`, { playerID: '0', credentials: c0, seat: '1', level: 'easy' });
    await playSeat(matchID, '0', c0).over;
    const again = await post(`/games/highcard/${matchID}/playAgain`, { playerID: '0', credentials: c0 });
    const next = again.body.nextMatchID as string;
    const rematch = (await api(server.url, `/games/highcard/${next}`)).body as Record<string, unknown> & {
      players: { name?: string; data?: unknown }[];
    };
    // Listed, but played by one person against a bot: nobody is to find its rematch.
    expect(rematch.unlisted).toBe(true);
    expect(rematch.players[1]).toMatchObject({ name: 'Bot 2 (easy)', data: { bot: 'easy' } });
    expect(rematch.table).toMatchObject({
      clock: { mode: 'chess', bankSeconds: 600, incrementSeconds: 10 },
      takeoverLevel: 'hard',
      purist: true,
      hints: false,
    });
    // A seat number says nothing about who takes it in the rematch: its creator is its first joiner.
    expect(rematch.table).not.toHaveProperty('creator');
    const joined = await post(`/games/highcard/${next}/join`, { playerID: '0', playerName: 'P0' });
    expect(((await api(server.url, `/games/highcard/${next}`)).body.table as { creator?: string }).creator).toBe('0');
    const final = await playSeat(next, '0', joined.body.playerCredentials as string).over;
    expect(final.G.played[1]?.length).toBeGreaterThan(0);
  });
});

/** Polls an async probe until it holds; answers the time it first held. */
async function pollUntil(probe: () => Promise<boolean>, what: string, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now();
}
