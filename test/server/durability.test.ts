/**
 * Durability: the real entry point (server/main.ts, through a fixture copy of server.ts) as a child process
 * on a temp DATA_DIR. Two seats play over sockets; the moment the last move is acknowledged (its update
 * broadcast arrives) the process is killed with SIGKILL. A new process on the same DATA_DIR must have every
 * acknowledged move, and play must go on.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Game, State } from 'boardgame.io';
import { highCardGame } from '../fixtures/high-card-game';
import { createMatch, currentSeat, joinSeats, SeatClient } from './helpers';

const GAME: Game = highCardGame() as Game;
const MOVES = 6;
const dataDir = mkdtempSync(join(tmpdir(), 'durability-'));
const children: ChildProcess[] = [];
const clients: SeatClient[] = [];

function startChild(): Promise<{ child: ChildProcess; url: string }> {
  // `node --import tsx`, not the tsx CLI: the CLI runs the script in a child process that SIGKILL would miss.
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/server/support/fixture-server.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ child, url });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

const killHard = (child: ChildProcess) =>
  new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGKILL');
  });

async function seats(url: string, matchID: string, credentials: string[]): Promise<SeatClient[]> {
  const list = credentials.map((c, seat) => new SeatClient(url, GAME, matchID, String(seat), c));
  clients.push(...list);
  for (const seat of list) await seat.sync();
  return list;
}

async function playOne(list: SeatClient[]): Promise<State> {
  const mover = list.find((s) => s.playerID === currentSeat(s.state as State)) as SeatClient;
  const state = await mover.play();
  await Promise.all(list.map((s) => s.reach(state._stateID)));
  return state;
}

afterAll(() => {
  for (const client of clients) client.close();
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('durability', { timeout: 180_000 }, () => {
  it('keeps every acknowledged move across kill -9 and lets play continue', async () => {
    const first = await startChild();
    const matchID = await createMatch(first.url, GAME);
    const credentials = await joinSeats(first.url, GAME, matchID);
    const before = await seats(first.url, matchID, credentials);
    for (let i = 0; i < MOVES; i++) await playOne(before);
    const acknowledged = before.map((s) => s.state as State);
    await killHard(first.child);
    await expect(fetch(`${first.url}/health`)).rejects.toThrow();

    const second = await startChild();
    const after = await seats(second.url, matchID, credentials);
    after.forEach((seat, i) => {
      expect(seat.state?._stateID).toBe(acknowledged[i]?._stateID);
      expect(seat.state?.G).toEqual(acknowledged[i]?.G);
      expect(seat.state?.ctx).toEqual(acknowledged[i]?.ctx);
    });
    const sync = after[0]?.syncs.at(-1) as { log: { action: { type: string } }[] };
    expect(sync.log.filter((e) => e.action.type === 'MAKE_MOVE')).toHaveLength(MOVES);
    const next = await playOne(after);
    expect(next._stateID).toBe((acknowledged[0]?._stateID ?? 0) + 1);
    await killHard(second.child);
  });
});
