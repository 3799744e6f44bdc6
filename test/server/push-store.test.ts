// The push tables on every storage (SQLite always, PostgreSQL when TEST_DATABASE_URL is a postgres:// URL):
// two processes on one database get the same VAPID key pair whichever makes it first (a cluster signs with
// one key); a device subscribes per seat and again without a second row, takes the seat's mute, is left
// out while muted, at most MAX_DEVICES_PER_SEAT per seat; an endpoint the push service says is gone is
// removed from every match; the sweep removes the devices of matches that are finished or gone
// (docs/turn-based.md#push).
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PostgresStorage, SqliteStorage, type Storage } from '../../server/storage';
import { MAX_DEVICES_PER_SEAT, PushStore, type PushDevice } from '../../server/push/push-store';

const pgUrl = [process.env.TEST_DATABASE_URL, process.env.DATABASE_URL].find((u) => u?.startsWith('postgres'));
const dir = mkdtempSync(join(tmpdir(), 'push-store-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const backends: { name: string; open(): Storage }[] = [
  { name: 'SQLite', open: () => new SqliteStorage(join(dir, 'push.sqlite')) },
  ...(pgUrl ? [{ name: 'PostgreSQL', open: () => new PostgresStorage(pgUrl) }] : []),
];

const device = (name: string, language: 'en' | 'nl' = 'en'): PushDevice => ({
  endpoint: `https://push.example/${name}`,
  keys: { p256dh: `key-${name}`, auth: `auth-${name}` },
  language,
});

describe.each(backends)('$name push store', (backend) => {
  it('gives two processes on one database the same VAPID key pair', async () => {
    const [a, b] = [backend.open(), backend.open()];
    await a.connect();
    await b.connect();
    const [first, second] = await Promise.all([new PushStore(a.sql!).keys(), new PushStore(b.sql!).keys()]);
    expect(second).toEqual(first);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    await a.close();
    await b.close();
  });

  it('keeps devices per seat, with the seat mute, and removes a gone endpoint from every match', async () => {
    const db = backend.open();
    await db.connect();
    const store = new PushStore(db.sql!);
    const [m1, m2] = [randomUUID(), randomUUID()];
    const phone = device(`phone-${m1}`, 'nl');
    const laptop = device(`laptop-${m1}`);
    expect(await store.subscribe(m1, '1', phone, 1)).toBe(true);
    expect(await store.subscribe(m1, '1', { ...phone, language: 'en' }, 2)).toBe(true);
    expect(await store.subscribe(m2, '0', phone, 3)).toBe(true);
    expect(await store.devices(m1, '1')).toEqual([{ ...phone, language: 'en' }]);
    await store.setMuted(m1, '1', true);
    expect(await store.muted(m1, '1')).toBe(true);
    // A device subscribed later takes the seat's mute.
    await store.subscribe(m1, '1', laptop, 4);
    expect(await store.devices(m1, '1')).toEqual([]);
    await store.setMuted(m1, '1', false);
    expect((await store.devices(m1, '1')).map((d) => d.endpoint).sort()).toEqual(
      [laptop.endpoint, phone.endpoint].sort(),
    );
    await store.removeEndpoint(phone.endpoint);
    expect((await store.devices(m1, '1')).map((d) => d.endpoint)).toEqual([laptop.endpoint]);
    expect(await store.devices(m2, '0')).toEqual([]);
    await store.unsubscribe(m1, '1', laptop.endpoint);
    expect(await store.devices(m1, '1')).toEqual([]);
    for (let i = 0; i < MAX_DEVICES_PER_SEAT; i++)
      expect(await store.subscribe(m2, '1', device(`d${i}-${m2}`), 5)).toBe(true);
    expect(await store.subscribe(m2, '1', device(`one-too-many-${m2}`), 6)).toBe(false);
    // m2 is not a stored match (nor is m1): the sweep removes its devices; an open match's stay.
    const state = { G: {}, ctx: { turn: 0 }, plugins: {}, _undo: [], _redo: [], _stateID: 0 };
    const metadata = { gameName: 'highcard', players: {}, createdAt: 0, updatedAt: 0 };
    await db.createMatch(m1, { initialState: state as never, metadata: metadata as never });
    await store.subscribe(m1, '0', device(`kept-${m1}`), 7);
    expect(await store.sweep()).toBeGreaterThanOrEqual(MAX_DEVICES_PER_SEAT);
    expect(await store.devices(m2, '1')).toEqual([]);
    expect((await store.devices(m1, '0')).map((d) => d.endpoint)).toEqual([device(`kept-${m1}`).endpoint]);
    await db.close();
  });
});
