// Whole games of Carcassonne and Machiavelli through the real, hardened server: every seat and a
// spectator on their own raw socket; each seat picks random legal moves from what its socket received.
// Nothing any socket receives (sync, update, patch, with log and initialState) may hold a secret of
// that viewer in the true state stored on the server, nor the PRNG state. After every move each socket
// holds exactly its view of the stored state, every seat's as a patch but the mover's after a move its
// client runs itself (then whole: server/transport/server-only-moves.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game, State } from 'boardgame.io';
import { getFilterPlayerView, ProcessGameConfig } from 'boardgame.io/internal';
import type { ActionBase, HarnessSpec, RulesCore } from '../../games/shared/contract';
import { carcassonneGame } from '../../games/carcassonne/game';
import type { CarcassonneState } from '../../games/carcassonne/rules/state';
import { citadelsGame } from '../../games/citadels';
import { carcassonneSpec } from '../carcassonne/spec';
import { citadelsSpec } from '../citadels/spec';
import { serverOnlyMoves } from '../../server/transport/server-only-moves';
import { api, createMatch, playRandomly, SeatClient, startTestServer, type TestServer } from './helpers';
import { leakedSecrets } from '../support/leaks';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer([carcassonneGame as Game, citadelsGame as Game]);
});
afterAll(async () => server?.stop());

/** A socket that also keeps the text of everything it received since the last `drain`. */
function watcher(client: SeatClient, events: string[]): () => string[] {
  let received: string[] = [];
  client.socket.onAny((event: string, ...args: unknown[]) => {
    received.push(JSON.stringify(args));
    events.push(event);
  });
  return () => {
    const out = received;
    received = [];
    return out;
  };
}

async function playWholeGame<S, A extends ActionBase, O>(
  game: Game,
  spec: HarnessSpec<S, A, O>,
  numPlayers: number,
  setupData?: unknown,
  onEnd?: (state: S) => void,
): Promise<number> {
  const url = server.url;
  const matchID = await createMatch(url, game, numPlayers, setupData);
  // Names that cannot collide with a game's secret tokens (Carcassonne tile ids look like "P0").
  const credentials: string[] = [];
  for (const name of ['Ann', 'Bob', 'Cas'].slice(0, numPlayers)) {
    const { body } = await api(url, `/games/${game.name}/${matchID}/join`, {
      playerID: String(credentials.length),
      playerName: name,
    });
    credentials.push(body.playerCredentials as string);
  }
  const seats = credentials.map((c, seat) => new SeatClient(url, game, matchID, String(seat), c));
  const clients = [...seats, new SeatClient(url, game, matchID, null)];
  const events = clients.map(() => [] as string[]);
  const drains = clients.map((client, i) => watcher(client, events[i] as string[]));
  const filter = getFilterPlayerView(ProcessGameConfig(game));
  const viewOf = (state: State, playerID: string | null) =>
    JSON.parse(JSON.stringify(filter(playerID, { type: 'update', args: [matchID, state] } as never).args[1])) as State;
  const trueState = () => server.db.fetch(matchID, { state: true }).then((r) => r.state as State<S>);
  const serverOnly = serverOnlyMoves(game);
  const lastMove = () =>
    server.db
      .fetch(matchID, { log: true })
      .then(
        (r) => (r.log?.findLast((entry) => entry.action.type === 'MAKE_MOVE')?.action.payload as { type: string }).type,
      );
  const checkReceived = async () => {
    const state = await trueState();
    clients.forEach((client, i) => {
      const viewer = client.playerID === null ? null : Number(client.playerID);
      const text = (drains[i] as () => string[])().join('\n');
      expect(text, `PRNG state sent to ${viewer}`).not.toContain('"prngstate"');
      expect(leakedSecrets(text, spec.secretsFor(state.G, viewer)), `secrets sent to viewer ${viewer}`).toEqual([]);
    });
  };
  try {
    for (const client of clients) await client.sync();
    await checkReceived();
    const spectator = clients[clients.length - 1] as SeatClient;
    const moves = await playRandomly(seats, spec.core as RulesCore<S, A, unknown>, `${game.name}-online`, {
      beforeMove: () => events.forEach((list) => (list.length = 0)),
      afterMove: async (mover, moves) => {
        await spectator.reach((seats[0]?.state as State)._stateID);
        const next = await trueState();
        const moverPatched = serverOnly.has(await lastMove());
        clients.forEach((c, i) => {
          const view = viewOf(next, c.playerID);
          expect({ G: c.state?.G, ctx: c.state?.ctx, id: c.state?._stateID }).toEqual({
            G: view.G,
            ctx: view.ctx,
            id: view._stateID,
          });
          // The first state after the sync goes out whole: the server has no earlier one to patch from.
          expect(events[i], `seat ${c.playerID} after move ${moves}`).toEqual([
            moves > 0 && (c !== mover || moverPatched) ? 'patch' : 'update',
          ]);
        });
        await checkReceived();
      },
    });
    onEnd?.((await trueState()).G);
    return moves;
  } finally {
    for (const client of clients) client.close();
  }
}

describe('real games over the hardened server', () => {
  it('plays a whole 2-player Carcassonne game with no secret reaching a seat or the spectator', async () => {
    expect(await playWholeGame(carcassonneGame as Game, carcassonneSpec(), 2)).toBeGreaterThan(70);
  }, 120_000);

  it('plays a whole 3-player River and Abbot Carcassonne game, the river stack reaching nobody', async () => {
    const options = { farmers: true, river: true, abbot: true };
    let end: CarcassonneState | undefined;
    const moves = await playWholeGame(carcassonneGame as Game, carcassonneSpec(), 3, options, (G) => (end = G));
    expect(end?.options).toEqual(options);
    expect(end?.step).toBe('over');
    expect(end?.board['0,0']?.type).toBe('R1');
    expect(Object.keys(end?.board ?? {})).toHaveLength(83 - (end?.discarded.length ?? 0));
    expect(moves).toBeGreaterThan(2 * 70);
  }, 180_000);

  it('plays a whole 3-player Machiavelli game with no secret reaching a seat or the spectator', async () => {
    expect(await playWholeGame(citadelsGame as Game, citadelsSpec(), 3)).toBeGreaterThan(30);
  }, 120_000);
});
