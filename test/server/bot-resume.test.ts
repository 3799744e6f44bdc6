/**
 * Bots pause while only bots follow a real-time match and resume when a person follows it again
 * (server/transport/match-engine.ts, docs/turn-based.md). Each test plays the sequence of the accounts browser
 * spec: the person's seat moves and its socket leaves before the bot answers, the bot pauses, and then the
 * seat is followed again in one way (the same device reconnecting, a spectator's socket taking the seat,
 * another device of the account through a link code and `POST /account/seat`, the player reclaiming a seat
 * a stand-in took over) or a spectator opens the match: each time the bot must answer.
 */
import { randomUUID } from 'node:crypto';
import type { Game, State } from 'boardgame.io';
import { highCardGame } from '../fixtures/high-card-game';
import { api, createMatch, SeatClient, serversOfEachTest, until, type TestServer, cookieOf } from './helpers';
import { HIGH_ACCOUNT_LIMITS, TEST_PASSWORD } from './account-backends';
import type { BotMove } from '../../server/bots/bot-seat';

const GAME = highCardGame() as Game;
const NAME = String(GAME.name);
/** How long the bot thinks: long enough for the person's socket to leave before it answers. */
const THINK_MS = 300;

/** A bot that answers with the seat's first legal move after THINK_MS. */
async function slowBot(game: Game, state: State, playerID: string): Promise<BotMove> {
  await new Promise((resolve) => setTimeout(resolve, THINK_MS));
  return (game.ai?.enumerate(state.G, state.ctx, playerID) as BotMove[])[0] as BotMove;
}

const { serve, track } = serversOfEachTest([GAME], {
  decideBot: slowBot,
  presenceSettleMs: 50,
  accountLimits: HIGH_ACCOUNT_LIMITS,
});

function seat(server: TestServer, matchID: string, playerID: string | null, credentials?: string): SeatClient {
  return track(new SeatClient(server.url, GAME, matchID, playerID, credentials))[0] as SeatClient;
}

/**
 * A match of a person (seat 0) against a bot (seat 1): the person moves, the socket leaves before the bot
 * answers, and the bot pauses. Answers the state id after the person's move.
 */
async function pausedAfterMove(server: TestServer, matchID: string, credentials: string): Promise<number> {
  const added = await api(server.url, `/games/${NAME}/${matchID}/bots`, {
    playerID: '0',
    credentials,
    seat: '1',
    level: 'random',
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const person = seat(server, matchID, '0', credentials);
  await person.sync();
  await until(() => server.stats().runningBots === 1, 'the bot running');
  const moved = (await person.play())._stateID;
  person.close();
  await until(() => server.stats().runningBots === 0, 'the bot paused');
  const { state } = await server.db.fetch(matchID, { state: true });
  expect(state?._stateID, 'the bot paused before it answered').toBe(moved);
  return moved;
}

/** A guest's match against a bot, paused after the guest's move (`graceSeconds`: the table's grace period). */
async function pausedGuestMatch(graceSeconds?: number) {
  const server = await serve();
  const matchID = await createMatch(server.url, GAME);
  const joined = await api(server.url, `/games/${NAME}/${matchID}/join`, { playerID: '0', playerName: 'Guest' });
  const credentials = joined.body.playerCredentials as string;
  if (graceSeconds !== undefined) {
    const table = await api(server.url, `/games/${NAME}/${matchID}/table`, {
      playerID: '0',
      credentials,
      graceSeconds,
    });
    expect(table.status).toBe(200);
  }
  return { server, matchID, credentials, moved: await pausedAfterMove(server, matchID, credentials) };
}

/** The client syncs and then sees the bot's answer to the state `moved`. */
async function seesTheAnswer(client: SeatClient, moved: number): Promise<void> {
  await client.sync();
  expect((await client.reach(moved + 1))._stateID).toBe(moved + 1);
}

describe('bots paused while only bots follow a match', () => {
  it('answer when the same device opens the seat again', async () => {
    const { server, matchID, credentials, moved } = await pausedGuestMatch();
    await seesTheAnswer(seat(server, matchID, '0', credentials), moved);
  });

  it("answer when the account's other device, signed in with a link code, opens the seat POST /account/seat gave it", async () => {
    const { server, matchID, credentials, moved } = await pausedGuestMatch();
    // The guest signs up and the seat of this browser becomes the account's.
    const signedUp = await api(server.url, '/account/sign-up', {
      name: `G${randomUUID().slice(0, 8)}`,
      password: TEST_PASSWORD,
    });
    expect(signedUp.status).toBe(201);
    const laptop = { cookie: cookieOf(signedUp) };
    const claimed = await api(
      server.url,
      '/account/seats/claim',
      { seats: [{ matchID, playerID: '0', credentials }] },
      laptop,
    );
    expect(claimed.body).toEqual({ claimed: [{ matchID, playerID: '0' }] });
    // The phone signs in with the laptop's link code and asks for the account's seat in the match.
    const { code } = (await api(server.url, '/account/link-code', {}, laptop)).body as { code: string };
    const phone = { cookie: cookieOf(await api(server.url, '/account/link-code/sign-in', { code })) };
    const given = (await api(server.url, '/account/seat', { matchID }, phone)).body as {
      seat: { playerID: string; credentials: string };
    };
    expect(given.seat).toMatchObject({ playerID: '0', credentials });
    await seesTheAnswer(seat(server, matchID, given.seat.playerID, given.seat.credentials), moved);
  });

  it("answer when a spectator's socket takes the seat", async () => {
    const { server, matchID, credentials, moved } = await pausedGuestMatch();
    const watcher = seat(server, matchID, null);
    await watcher.sync();
    // The same socket asks for the seat: it stops following as a spectator (the bot may pause) and takes it.
    watcher.socket.emit('sync', matchID, '0', credentials, 2);
    await until(() => watcher.state && watcher.state._stateID > moved, 'the bot to answer');
    await until(() => server.stats().runningBots === 1, 'the bot running');
  });

  it('answer when a spectator opens the match', async () => {
    const { server, matchID, moved } = await pausedGuestMatch();
    await seesTheAnswer(seat(server, matchID, null), moved);
  });

  it('answer when the player reclaims the seat a stand-in took over after the grace period', async () => {
    const { server, matchID, credentials, moved } = await pausedGuestMatch(2);
    const standIn = async () => {
      const { metadata } = await server.db.fetch(matchID, { metadata: true });
      return (metadata?.players[0]?.data as { standIn?: boolean } | undefined)?.standIn === true;
    };
    for (let stood = false; !stood; stood = await standIn()) await new Promise((resolve) => setTimeout(resolve, 50));
    // The stand-in's bots pause too: only bots follow.
    await until(() => server.stats().runningBots === 0, 'the bots paused again');
    await seesTheAnswer(seat(server, matchID, '0', credentials), moved);
    expect(await standIn()).toBe(false);
  });
});
