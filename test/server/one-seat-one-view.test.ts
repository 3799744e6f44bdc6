// docs/security.md#one-seat-one-view against the real server, with raw sockets and HTTP: no client ever learns
// the secrets of a seat other than the one it finally plays, before or during the game, whichever route it
// takes: joining, syncing and leaving every other open seat before the others arrive, pressing Rematch
// first and doing the same there, leaving and rejoining, asking for records, and trying a seat a bot
// stands in for. Everything the attacker receives (every socket event, every HTTP body) is searched for the
// secrets of its own final seat's view in the true stored state (test/citadels/spec.ts secretsFor).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Game, State } from 'boardgame.io';
import { carcassonneGame } from '../../games/carcassonne/game';
import { citadelsGame } from '../../games/citadels';
import { HIDDEN, type CitadelsState } from '../../games/citadels';
import type { CarcassonneState } from '../../games/carcassonne';
import { randomDecision } from '../../server/bots/bot-decide';
import { carcassonneSpec } from '../carcassonne/spec';
import { citadelsSpec } from '../citadels/spec';
import { api, markFinished, SeatClient, startTestServer, until, type HttpResult, type TestServer } from './helpers';
import { leakedSecrets } from '../support/leaks';

const CITADELS = citadelsGame as Game;
const CARCASSONNE = carcassonneGame as Game;
const secretsOf = citadelsSpec().secretsFor;

let server: TestServer;
const clients: SeatClient[] = [];
beforeAll(async () => {
  server = await startTestServer([CITADELS, CARCASSONNE], { decideBot: randomDecision });
});
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});
afterAll(async () => server?.stop());

/** One client (a person at one browser): everything it was sent, over every socket and HTTP answer. */
class Attacker {
  readonly received: string[] = [];

  constructor(
    readonly game: Game,
    readonly matchID: string,
  ) {}

  async http(path: string, body?: unknown): Promise<HttpResult> {
    const result = await api(server.url, path, body);
    this.received.push(JSON.stringify(result.body));
    return result;
  }

  join(playerID: string, name = 'Eve'): Promise<HttpResult> {
    return this.http(`/games/${this.game.name}/${this.matchID}/join`, { playerID, playerName: name });
  }

  leave(playerID: string, credentials: string): Promise<HttpResult> {
    return this.http(`/games/${this.game.name}/${this.matchID}/leave`, { playerID, credentials });
  }

  record(playerID: string, credentials: string): Promise<HttpResult> {
    return this.http(
      `/games/${this.game.name}/${this.matchID}/record?playerID=${playerID}&credentials=${encodeURIComponent(credentials)}`,
    );
  }

  /** A socket on a seat (or as a spectator) whose every event is kept; answers it once synced. */
  async socket(playerID: string | null, credentials?: string): Promise<SeatClient> {
    const client = new SeatClient(server.url, this.game, this.matchID, playerID, credentials);
    clients.push(client);
    client.socket.onAny((_event: string, ...args: unknown[]) => this.received.push(JSON.stringify(args)));
    await client.sync();
    return client;
  }

  /** Joins the seat, syncs it, asks for its record, and leaves it again. */
  async peek(playerID: string): Promise<void> {
    const { body } = await this.join(playerID);
    const credentials = body.playerCredentials as string;
    const socket = await this.socket(playerID, credentials);
    await this.record(playerID, credentials);
    expect((await this.leave(playerID, credentials)).status).toBe(200);
    await until(() => !socket.socket.connected && true, 'the left seat to be dropped');
  }

  text(): string {
    return this.received.join('\n');
  }
}

const create = async (game: Game, numPlayers: number, setupData?: unknown) =>
  (await api(server.url, `/games/${game.name}/create`, { numPlayers, setupData })).body.matchID as string;

/** The others take the open seats and sync them: the game starts. Answers their credentials by seat. */
async function othersArrive(game: Game, matchID: string, seats: string[]): Promise<Map<string, string>> {
  const credentials = new Map<string, string>();
  for (const [n, seat] of seats.entries()) {
    const { status, body } = await api(server.url, `/games/${game.name}/${matchID}/join`, {
      playerID: seat,
      playerName: ['Ann', 'Bob', 'Cas'][n],
    });
    expect(status).toBe(200);
    credentials.set(seat, body.playerCredentials as string);
    const client = new SeatClient(server.url, game, matchID, seat, body.playerCredentials as string);
    clients.push(client);
    await client.sync();
  }
  return credentials;
}

async function stored<S>(matchID: string): Promise<State<S>> {
  return (await server.db.fetch(matchID, { state: true })).state as State<S>;
}

/** The attacker got none of the secrets of its own final seat's view of the true state, and its own view at the start. */
async function expectOnlyOwnView(attacker: Attacker, own: SeatClient, seat: number): Promise<void> {
  await until(
    () => (own.state?.G as CitadelsState | undefined)?.hands[seat]?.every((card) => card !== HIDDEN) && true,
    'its own hand at the start',
  );
  const state = await stored<CitadelsState>(attacker.matchID);
  expect(state._stateID).toBe(0);
  const text = attacker.text();
  const leaked = leakedSecrets(text, secretsOf(state.G, seat));
  expect(leaked, 'secrets of other seats the attacker received').toEqual([]);
  expect((own.state?.G as CitadelsState).hands[seat]).toEqual(state.G.hands[seat]);
}

describe('one seat, one view (Machiavelli hands)', () => {
  it('shows a seat nothing secret before every seat is taken: peeking at every open seat learns no hand', async () => {
    const matchID = await create(CITADELS, 4);
    const attacker = new Attacker(CITADELS, matchID);
    const { body } = await attacker.join('0');
    const own = await attacker.socket('0', body.playerCredentials as string);
    expect((own.state?.G as CitadelsState).hands[0]).toEqual([HIDDEN, HIDDEN, HIDDEN, HIDDEN]);
    for (const seat of ['1', '2', '3']) await attacker.peek(seat);
    await othersArrive(CITADELS, matchID, ['1', '2', '3']);
    await expectOnlyOwnView(attacker, own, 0);
  });

  it('gives the first player to press Rematch no other seat of the rematch either', async () => {
    const first = await create(CITADELS, 3);
    const seats = await othersArrive(CITADELS, first, ['0', '1', '2']);
    await markFinished(server.db, first);
    const again = await api(server.url, `/games/citadels/${first}/playAgain`, {
      playerID: '0',
      credentials: seats.get('0'),
    });
    expect(again.status).toBe(200);
    const matchID = again.body.nextMatchID as string;
    const attacker = new Attacker(CITADELS, matchID);
    const { body } = await attacker.join('0');
    const own = await attacker.socket('0', body.playerCredentials as string);
    for (const seat of ['1', '2']) await attacker.peek(seat);
    await othersArrive(CITADELS, matchID, ['1', '2']);
    await expectOnlyOwnView(attacker, own, 0);
  });

  it('learns nothing by leaving its own seat, taking the others in turn and settling in another', async () => {
    const matchID = await create(CITADELS, 3);
    const attacker = new Attacker(CITADELS, matchID);
    const first = (await attacker.join('0')).body.playerCredentials as string;
    await attacker.socket('0', first);
    await attacker.peek('1');
    const second = (await attacker.join('1')).body.playerCredentials as string;
    await attacker.socket('1', second);
    expect((await attacker.leave('0', first)).status).toBe(200);
    await attacker.peek('0');
    const { body } = await attacker.join('2');
    const own = await attacker.socket('2', body.playerCredentials as string);
    expect((await attacker.leave('1', second)).status).toBe(200);
    await othersArrive(CITADELS, matchID, ['0', '1']);
    await expectOnlyOwnView(attacker, own, 2);
  });

  it('keeps a seat its player left during the game from anyone else, and lets the player reclaim it', async () => {
    const matchID = await create(CITADELS, 3);
    const attacker = new Attacker(CITADELS, matchID);
    const { body } = await attacker.join('0');
    const own = await attacker.socket('0', body.playerCredentials as string);
    const others = await othersArrive(CITADELS, matchID, ['1', '2']);
    const leaver = others.get('2') as string;
    expect(
      (await api(server.url, `/games/citadels/${matchID}/leave`, { playerID: '2', credentials: leaver })).status,
    ).toBe(200);
    // A bot stands in; the seat is not free, the attacker's credentials do not hold it, nor its record.
    expect((await attacker.join('2')).status).toBe(409);
    const refused: string[] = [];
    const probe = new SeatClient(server.url, CITADELS, matchID, '2', body.playerCredentials as string);
    clients.push(probe);
    probe.socket.on('refused', (_id: string, reason: string) => refused.push(reason));
    probe.socket.onAny((_event: string, ...args: unknown[]) => attacker.received.push(JSON.stringify(args)));
    probe.raw('sync', matchID, '2', body.playerCredentials, 3);
    await until(() => refused.length > 0 && true, 'the refused sync');
    expect((await attacker.record('2', body.playerCredentials as string)).status).toBe(403);
    // The player comes back with their own credentials: the seat is theirs again, and the attacker saw nothing of it.
    const back = new SeatClient(server.url, CITADELS, matchID, '2', leaver);
    clients.push(back);
    await back.sync();
    const state = await stored<CitadelsState>(matchID);
    expect((back.state?.G as CitadelsState).hands[2]).toEqual(state.G.hands[2]);
    const text = attacker.text();
    for (const card of state.G.dealt[2] ?? [])
      expect(text.includes(JSON.stringify(card)), `${card} of seat 2`).toBe(false);
    expect(own.state).toBeDefined();
  });

  it('refuses a seat of a finished match to newcomers', async () => {
    const matchID = await create(CITADELS, 2);
    const seats = await othersArrive(CITADELS, matchID, ['0', '1']);
    await markFinished(server.db, matchID);
    expect(
      (await api(server.url, `/games/citadels/${matchID}/leave`, { playerID: '1', credentials: seats.get('1') }))
        .status,
    ).toBe(200);
    const taken = await api(server.url, `/games/citadels/${matchID}/join`, { playerID: '1', playerName: 'Eve' });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatch(/over/);
  });
});

describe('one seat, one view (Carcassonne bag)', () => {
  it.each([
    ['the base game', undefined],
    ['the River and the Abbot (the river stack too)', { farmers: true, river: true, abbot: true }],
  ])(
    'never sends the bag order, nor the seed, to a seat or in a record, before or after the start: %s',
    async (_, options) => {
      const matchID = await create(CARCASSONNE, 3, options);
      const attacker = new Attacker(CARCASSONNE, matchID);
      const { body } = await attacker.join('0');
      await attacker.socket('0', body.playerCredentials as string);
      await attacker.peek('1');
      await attacker.socket(null);
      await othersArrive(CARCASSONNE, matchID, ['1', '2']);
      await attacker.record('0', body.playerCredentials as string);
      const { state, initialState } = await server.db.fetch(matchID, { state: true, initialState: true });
      expect((state as State<CarcassonneState>).G.options).toEqual(options ?? { farmers: true });
      const text = attacker.text();
      const seed = (initialState?.plugins?.random?.data as { seed?: string } | undefined)?.seed;
      expect(seed).toBeTruthy();
      expect(text).not.toContain(String(seed));
      expect(text).not.toContain('"prngstate"');
      const leaked = leakedSecrets(text, carcassonneSpec().secretsFor((state as State<CarcassonneState>).G, 0));
      expect(leaked).toEqual([]);
    },
  );
});
