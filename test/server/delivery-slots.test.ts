// The push delivery slots (server/push/delivery-slots.ts): at most `total` running and `perHost` per host,
// the rest waiting with the hosts taking turns, and nothing more accepted once `queued` wait.
import { describe, expect, it } from 'vitest';
import { DeliverySlots } from '../../server/push/delivery-slots';

/** Work that runs until `finish` is called; records its name when it starts. */
function held(started: string[], name: string) {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => (started.push(name), done), finish: () => finish() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('delivery slots', () => {
  it('caps per host and in all, takes hosts in turn, and refuses past the line’s bound', async () => {
    const slots = new DeliverySlots({ total: 3, perHost: 2, queued: 4 });
    const started: string[] = [];
    const jobs = new Map<string, ReturnType<typeof held>>();
    const add = (host: string, name: string) => {
      const job = held(started, name);
      jobs.set(name, job);
      return slots.run(host, job.work);
    };
    expect([add('a', 'a1'), add('a', 'a2'), add('a', 'a3'), add('a', 'a4'), add('b', 'b1')]).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(started).toEqual(['a1', 'a2', 'b1']);
    expect([slots.running, slots.queued]).toEqual([3, 2]);
    expect([add('b', 'b2'), add('c', 'c1')]).toEqual([true, true]);
    // Four wait (a3, a4, b2, c1): the line is full.
    expect(add('c', 'c2')).toBe(false);
    jobs.get('a1')!.finish();
    await settle();
    // a's slot is free again, and a waited longest: a3 goes.
    expect(started).toEqual(['a1', 'a2', 'b1', 'a3']);
    jobs.get('b1')!.finish();
    await settle();
    // b's turn comes before a's second waiting one.
    expect(started.slice(4)).toEqual(['b2']);
    jobs.get('a2')!.finish();
    await settle();
    // a4 and c1 wait, and a had its turn last: c1 goes, and the three slots are taken again.
    expect(started.slice(5)).toEqual(['c1']);
    for (const name of ['a3', 'b2', 'c1']) jobs.get(name)!.finish();
    await settle();
    expect(started.slice(6)).toEqual(['a4']);
    jobs.get('a4')!.finish();
    await settle();
    expect([slots.running, slots.queued]).toEqual([0, 0]);
  });
});
