// The bot runner's controls for the server: how many bot seats run, and stopping one match's bots
// (e.g. when the match expires) without touching another's.
import { afterEach, describe, expect, it } from 'vitest';
import { BotRunner } from '../../server/bots/bot-runner';
import { randomDecision } from '../../server/bots/bot-decide';
import { seatKey } from '../../server/bots/bot-seat';
import { createMatch, joinSeats, startTestServer, until, type TestServer } from './helpers';
import { highCardGame } from '../fixtures/high-card-game';

const game = highCardGame();
let server: TestServer | undefined;
let runner: BotRunner | undefined;
afterEach(async () => {
  runner?.stopAll();
  await server?.stop();
  [runner, server] = [undefined, undefined];
});

describe('bot runner', () => {
  it('counts its seats and stops one seat or one match on request', async () => {
    server = await startTestServer([game]);
    const url = server.url;
    // Bots that never answer: nothing ends by itself.
    runner = new BotRunner({ serverUrl: () => url, games: [game], decide: () => new Promise(() => {}) });
    const matches: string[] = [];
    for (let i = 0; i < 2; i++) {
      const matchID = await createMatch(url, game);
      const credentials = await joinSeats(url, game, matchID, 2);
      credentials.forEach((c, seat) =>
        runner!.start({ game: 'highcard', matchID, playerID: String(seat), credentials: c, level: 'random' }),
      );
      matches.push(matchID);
    }
    expect(runner.running).toBe(4);
    runner.start({ game: 'highcard', matchID: matches[0]!, playerID: '0', credentials: 'again', level: 'random' });
    expect(runner.running).toBe(4);

    runner.stop(seatKey({ game: 'highcard', matchID: matches[1]!, playerID: '1' }));
    expect(runner.running).toBe(3);
    runner.stopMatch(matches[0]!);
    expect(runner.running).toBe(1);
  });

  it('lets the other matches play on after one match is stopped', async () => {
    server = await startTestServer([game]);
    const url = server.url;
    runner = new BotRunner({ serverUrl: () => url, games: [game], decide: randomDecision });
    const [stopped, playing] = [await createMatch(url, game), await createMatch(url, game)];
    for (const matchID of [stopped, playing]) {
      const credentials = await joinSeats(url, game, matchID, 2);
      credentials.forEach((c, seat) =>
        runner!.start({ game: 'highcard', matchID, playerID: String(seat), credentials: c, level: 'random' }),
      );
    }
    runner.stopMatch(stopped);
    await until(() => runner!.running === 0, 'the other match to finish');
    expect((await server.db.fetch(playing, { state: true })).state?.ctx.gameover).toBeDefined();
    expect((await server.db.fetch(stopped, { state: true })).state?.ctx.gameover).toBeUndefined();
  });
});
