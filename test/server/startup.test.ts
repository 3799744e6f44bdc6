/**
 * A start that cannot succeed (docs/security.md#limits): the real entry point (server/main.ts through the
 * fixture server) as a child process must print one clear line and exit with status 1, never half-start
 * or keep running with a broken storage.
 */
import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Game } from 'boardgame.io';
import { highCardGame } from '../fixtures/high-card-game';
import { api, createMatch, joinSeats, SeatClient } from './helpers';
import { TEST_PASSWORD } from './account-backends';

const GAME = highCardGame() as Game;

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

function start(env: Record<string, string>): Promise<Exit> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/server/support/fixture-server.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => void (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
  // A hung start is killed; the wait is long because a loaded machine (CI) takes many seconds to compile the server.
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    }),
  );
}

const dir = () => mkdtempSync(join(tmpdir(), 'startup-'));

describe('a start that fails', { timeout: 90_000 }, () => {
  it.each([
    [
      'DATA_DIR is a file',
      () => {
        const file = join(dir(), 'not-a-dir');
        writeFileSync(file, 'x');
        return { DATA_DIR: file };
      },
    ],
    [
      'the database file is corrupt',
      () => {
        const data = dir();
        writeFileSync(join(data, 'matches.sqlite'), 'this is not a database'.repeat(200));
        return { DATA_DIR: data };
      },
    ],
    ['PostgreSQL does not answer', () => ({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' })],
    ['DATABASE_URL is not PostgreSQL', () => ({ DATABASE_URL: 'mysql://x' })],
    ['a limit is not a positive number', () => ({ DATA_DIR: dir(), LIMIT_OPEN_MATCHES: 'lots' })],
    ['an account limit is not a positive number', () => ({ DATA_DIR: dir(), LIMIT_SIGN_UPS_PER_HOUR: '0' })],
    ['TRUST_PROXY is neither hops nor proxy addresses', () => ({ DATA_DIR: dir(), TRUST_PROXY: 'balancer' })],
  ])('when %s: prints one line and exits 1', async (_what, env) => {
    const exit = await start(env());
    expect(exit.code).toBe(1);
    expect(exit.stdout).not.toContain('listening');
    const lines = exit.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[server\] cannot start: \S/);
  });

  it('when the port is taken: names the port and the fix on one line, and exits 1 without hanging', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as AddressInfo;
    try {
      const exit = await start({ DATA_DIR: dir(), PORT: String(port) });
      expect(exit.code).toBe(1);
      expect(exit.stdout).not.toContain('listening');
      expect(exit.stderr.trim()).toBe(
        `[server] cannot start: port ${port} is already in use (127.0.0.1:${port}): stop the program on it, or set PORT to a free port (PORT=8001 npm start)`,
      );
    } finally {
      holder.close();
    }
  });

  it.each([
    [{ PORT: 'eighty' }, '[server] cannot start: PORT must be a whole number from 0 to 65535, not "eighty"'],
    [
      { HOST: '192.0.2.1' },
      '[server] cannot start: HOST 192.0.2.1 is not an address of this machine: set HOST to one of its addresses, or leave it unset',
    ],
    [
      { DATABASE_URL: 'postgres://ann:secret@127.0.0.1:1/none' },
      '[server] cannot start: PostgreSQL at 127.0.0.1:1/none cannot be used (connect ECONNREFUSED 127.0.0.1:1): start it, or fix DATABASE_URL (unset, the server keeps its matches in SQLite under DATA_DIR)',
    ],
  ])('with %j: says the cause and the fix on one line (no password)', async (env, line) => {
    const exit = await start({ DATA_DIR: dir(), ...env });
    expect(exit.code).toBe(1);
    expect(exit.stderr.trim()).toBe(line);
  });

  it('when DATA_DIR is a file: names DATA_DIR and the fix', async () => {
    const file = join(dir(), 'not-a-dir');
    writeFileSync(file, 'x');
    const exit = await start({ DATA_DIR: file });
    expect(exit.code).toBe(1);
    expect(exit.stderr.trim()).toBe(
      `[server] cannot start: DATA_DIR ${file} cannot hold the database (EEXIST: file already exists, mkdir '${file}'): set DATA_DIR to a writable folder`,
    );
  });

  it('when the database file is damaged: says to move it away', async () => {
    const data = dir();
    writeFileSync(join(data, 'matches.sqlite'), 'this is not a database'.repeat(200));
    const exit = await start({ DATA_DIR: data });
    expect(exit.code).toBe(1);
    expect(exit.stderr.trim()).toBe(
      `[server] cannot start: DATA_DIR ${data} cannot hold the database (file is not a database): set DATA_DIR to a writable folder, or move the damaged matches.sqlite away`,
    );
  });

  it('names the account limit that is wrong', async () => {
    const exit = await start({ DATA_DIR: dir(), LIMIT_LINK_CODE_TRIES_PER_MINUTE_PER_48: '-5' });
    expect(exit.code).toBe(1);
    expect(exit.stderr.trim()).toBe(
      '[server] cannot start: LIMIT_LINK_CODE_TRIES_PER_MINUTE_PER_48 must be a positive number (got "-5")',
    );
  });

  it('applies an account limit set in the environment', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/server/support/fixture-server.ts'], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: '',
        DATA_DIR: dir(),
        NODE_ENV: 'test',
        LIMIT_SIGN_UPS_PER_HOUR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      const url = await new Promise<string>((resolve) =>
        child.stdout.on('data', (chunk: Buffer) => {
          const found = /listening on (http:\/\/\S+)/.exec(chunk.toString())?.[1];
          if (found) resolve(found);
        }),
      );
      expect((await api(url, '/account/sign-up', { name: 'First', password: TEST_PASSWORD })).status).toBe(201);
      const second = await api(url, '/account/sign-up', { name: 'Second', password: TEST_PASSWORD });
      expect(second.status).toBe(429);
      expect(second.body.error).toMatch(/^too many accounts created from your address/);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  });

  it('starts on a good DATA_DIR and stops on SIGTERM with status 0 within 5 s, also with a player connected', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/server/support/fixture-server.ts'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', DATA_DIR: dir(), NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const url = await new Promise<string>((resolve) =>
      child.stdout.on('data', (chunk: Buffer) => {
        const found = /listening on (http:\/\/\S+)/.exec(chunk.toString())?.[1];
        if (found) resolve(found);
      }),
    );
    const matchID = await createMatch(url, GAME);
    const [credentials] = await joinSeats(url, GAME, matchID, 1);
    const player = new SeatClient(url, GAME, matchID, '0', credentials);
    await player.sync();
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const sent = Date.now();
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - sent).toBeLessThan(5_000);
    player.close();
  });
});
