/**
 * One process drives a match's bots (docs/deploy.md#cluster): the driver starts them only while it holds
 * the match's lease, stops them when the lease goes to another process, and takes them over when it comes
 * free again. Two drivers share one lease table here, as two processes share Redis.
 */
import type { BotRunner } from '../../server/bots/bot-runner';
import type { BotSeat } from '../../server/bots/bot-seat';
import { BotDriver } from '../../server/cluster/bot-driver';
import type { Leases } from '../../server/cluster/leases';

/** A lease table with expiry, shared by several owners, on a clock the test moves. */
class SharedLeases {
  now = 0;
  private holders = new Map<string, { owner: string; until: number }>();
  for(owner: string): Leases {
    return {
      acquire: async (key, ttlMs) => {
        const held = this.holders.get(key);
        if (held && held.owner !== owner && held.until > this.now) return false;
        this.holders.set(key, { owner, until: this.now + ttlMs });
        return true;
      },
      release: async (key) => {
        if (this.holders.get(key)?.owner === owner) this.holders.delete(key);
      },
    };
  }
}

function fakeRunner() {
  const running = new Set<string>();
  const runner = {
    start: (seat: BotSeat) => void running.add(`${seat.matchID}/${seat.playerID}`),
    stopMatch: (matchID: string) => {
      for (const key of [...running]) if (key.startsWith(`${matchID}/`)) running.delete(key);
    },
  } as unknown as BotRunner;
  return { runner, running };
}

const seat = (matchID: string, playerID: string): BotSeat => ({
  game: 'g',
  matchID,
  playerID,
  credentials: 'c',
  level: 'random',
});

describe('BotDriver', () => {
  it('drives a match on exactly one of two processes, and hands it over when the holder dies', async () => {
    const leases = new SharedLeases();
    const a = fakeRunner();
    const b = fakeRunner();
    const driverA = new BotDriver(leases.for('a'), a.runner, 6_000, 1e9);
    const driverB = new BotDriver(leases.for('b'), b.runner, 6_000, 1e9);
    driverA.want('m1', [seat('m1', '1'), seat('m1', '2')]);
    await driverA.renewAll();
    driverB.want('m1', [seat('m1', '1'), seat('m1', '2')]);
    await driverB.renewAll();
    expect([...a.running].sort()).toEqual(['m1/1', 'm1/2']);
    expect(b.running.size).toBe(0);
    // a dies: it renews no more; b takes over once the lease has run out, not before.
    leases.now = 5_000;
    await driverB.renewAll();
    expect(b.running.size).toBe(0);
    leases.now = 6_500;
    await driverB.renewAll();
    expect([...b.running].sort()).toEqual(['m1/1', 'm1/2']);
    // Should a come back, it finds the lease taken and stops its bots.
    await driverA.renewAll();
    expect(a.running.size).toBe(0);
    driverA.stop();
    driverB.stop();
  });

  it('stops the bots and frees the lease when nobody needs them here', async () => {
    const leases = new SharedLeases();
    const a = fakeRunner();
    const b = fakeRunner();
    const driverA = new BotDriver(leases.for('a'), a.runner, 6_000, 1e9);
    const driverB = new BotDriver(leases.for('b'), b.runner, 6_000, 1e9);
    driverA.want('m2', [seat('m2', '0')]);
    await driverA.renewAll();
    driverA.unwant('m2');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(a.running.size).toBe(0);
    driverB.want('m2', [seat('m2', '0')]);
    await driverB.renewAll();
    expect([...b.running]).toEqual(['m2/0']);
    driverA.stop();
    driverB.stop();
  });
});
