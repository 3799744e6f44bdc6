/**
 * The chat history (server/table/chat-history.ts) on a real server: the last messages of a match reach whoever
 * comes back (a player who reconnects, a spectator), oldest first; the history is bounded by count and bytes;
 * it survives a restart; ids are the server's; the lobby API never carries it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Game } from 'boardgame.io';
import { afterEach, describe, expect, it } from 'vitest';
import { highCardGame } from '../fixtures/high-card-game';
import { SqliteStorage } from '../../server/storage';
import type { Limits } from '../../server/guards/limits';
import { withChatLine } from '../../server/table/chat-history';
import { api, createMatch, joinSeats, SeatClient, startTestServer, until, type TestServer } from './helpers';

const GAME = highCardGame() as Game;
const servers: TestServer[] = [];
const clients: SeatClient[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  for (const server of servers.splice(0)) await server.stop();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function serve(limits: Partial<Limits> = {}, db?: SqliteStorage): Promise<TestServer> {
  const server = await startTestServer([GAME], { limits, ...(db ? { db } : {}) });
  servers.push(server);
  return server;
}

interface Line {
  id: string;
  sender: string;
  payload: string;
}

/** A socket for a seat (or a spectator) that records the chat it receives, synced. */
async function follower(server: TestServer, matchID: string, playerID: string | null, credentials?: string) {
  const client = new SeatClient(server.url, GAME, matchID, playerID, credentials);
  clients.push(client);
  const chat: Line[] = [];
  client.socket.on('chat', (_m: string, line: Line) => chat.push(line));
  await client.sync();
  return { client, chat };
}

const say = (client: SeatClient, payload: string, id = 'same-id') =>
  client.raw('chat', client.matchID, { id, sender: client.playerID, payload }, client.credentials);

describe('chat history', () => {
  it('sends the last messages to a player who comes back and to a spectator, and not through the lobby', async () => {
    const server = await serve();
    const matchID = await createMatch(server.url, GAME);
    const [c0, c1] = (await joinSeats(server.url, GAME, matchID)) as [string, string];
    const ann = await follower(server, matchID, '0', c0);
    const bob = await follower(server, matchID, '1', c1);
    for (const [speaker, words] of [
      [ann, 'hello'],
      [bob, 'hi Ann'],
      [ann, 'ready?'],
    ] as const) {
      const before = ann.chat.length;
      say(speaker.client, words);
      await until(() => ann.chat.length > before || undefined, `the message "${words}"`);
    }
    // The server gives every message its own id (both clients sent 'same-id').
    expect(new Set(ann.chat.map((line) => line.id)).size).toBe(3);
    expect(ann.chat.map((line) => line.id)).not.toContain('same-id');

    bob.client.close();
    const back = await follower(server, matchID, '1', c1);
    const watcher = await follower(server, matchID, null);
    await until(() => (back.chat.length === 3 && watcher.chat.length === 3) || undefined, 'the history');
    expect(back.chat).toEqual(ann.chat);
    expect(watcher.chat.map((line) => [line.sender, line.payload])).toEqual([
      ['0', 'hello'],
      ['1', 'hi Ann'],
      ['0', 'ready?'],
    ]);

    const lobby = await api(server.url, `/games/${GAME.name}/${matchID}`);
    expect(lobby.status).toBe(200);
    expect(JSON.stringify(lobby.body)).not.toContain('hi Ann');
    const list = await api(server.url, `/games/${GAME.name}`);
    expect(JSON.stringify(list.body)).not.toContain('hi Ann');
  });

  it('keeps at most LIMIT_CHAT_HISTORY_MESSAGES messages, the newest', async () => {
    const server = await serve({ chatHistoryMessages: 3 });
    const matchID = await createMatch(server.url, GAME);
    const [c0] = (await joinSeats(server.url, GAME, matchID)) as [string, string];
    const ann = await follower(server, matchID, '0', c0);
    for (const [n, word] of ['one', 'two', 'three', 'four', 'five'].entries()) {
      say(ann.client, word);
      await until(() => ann.chat.length > n || undefined, `the message "${word}"`);
    }
    const watcher = await follower(server, matchID, null);
    await until(() => watcher.chat.length === 3 || undefined, 'the history');
    expect(watcher.chat.map((line) => line.payload)).toEqual(['three', 'four', 'five']);
  });

  it('survives a restart of the server', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chat-history-'));
    dirs.push(dir);
    const file = join(dir, 'matches.sqlite');
    const first = await serve({}, new SqliteStorage(file));
    const matchID = await createMatch(first.url, GAME);
    const [c0] = (await joinSeats(first.url, GAME, matchID)) as [string, string];
    const ann = await follower(first, matchID, '0', c0);
    say(ann.client, 'see you after the restart');
    await until(() => ann.chat.length === 1 || undefined, 'the message');
    ann.client.close();
    await first.stop();
    servers.splice(servers.indexOf(first), 1);

    const second = await serve({}, new SqliteStorage(file));
    const back = await follower(second, matchID, '0', c0);
    await until(() => back.chat.length === 1 || undefined, 'the history after the restart');
    expect(back.chat[0]).toMatchObject({ sender: '0', payload: 'see you after the restart' });
  });
});

describe('the history bounds (withChatLine)', () => {
  const metadata = { gameName: 'highcard', players: {}, createdAt: 0, updatedAt: 0 };
  const line = (n: number, payload = `message ${n}`) => ({ id: `id${n}`, sender: '0', payload });
  const kept = (m: unknown) => (m as { chat: Line[] }).chat.map((l) => l.id);

  it('drops the oldest lines until the bytes fit, and never keeps a line alone that is too big', () => {
    let m = withChatLine(metadata, line(1, 'x'.repeat(40)), { chatHistoryMessages: 10, chatHistoryBytes: 200 });
    m = withChatLine(m, line(2, 'y'.repeat(40)), { chatHistoryMessages: 10, chatHistoryBytes: 200 });
    m = withChatLine(m, line(3, 'z'.repeat(40)), { chatHistoryMessages: 10, chatHistoryBytes: 200 });
    expect(kept(m)).toEqual(['id2', 'id3']);
    expect(JSON.stringify((m as unknown as { chat: unknown }).chat).length).toBeLessThanOrEqual(200);
    expect(kept(withChatLine(m, line(4, 'w'.repeat(300)), { chatHistoryMessages: 10, chatHistoryBytes: 200 }))).toEqual(
      [],
    );
  });

  it('leaves the rest of the metadata as it was and ignores a malformed stored history', () => {
    const broken = { ...metadata, chat: [{ id: 1 }, 'junk', line(1)] };
    const next = withChatLine(broken, line(2), { chatHistoryMessages: 5, chatHistoryBytes: 10_000 });
    expect(kept(next)).toEqual(['id1', 'id2']);
    expect({ ...next, chat: undefined }).toEqual({ ...metadata, chat: undefined });
  });
});
