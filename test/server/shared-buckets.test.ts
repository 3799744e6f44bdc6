// Shared lobby limits (server/cluster/shared-buckets.ts) when Redis fails: the process's own bucket answers,
// so the lobby stays up and still limited. The buckets against a real Redis: test/cluster/shared-limits.test.ts.
import type { Redis } from 'ioredis';
import { SharedBuckets } from '../../server/cluster/shared-buckets';

describe('shared buckets', () => {
  it('limit in this process while Redis fails, with the same rate and burst', async () => {
    const failing = { eval: () => Promise.reject(new Error('connection refused')) } as unknown as Redis;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const buckets = new SharedBuckets(failing, 'creates', 1 / 60, 2);
    expect([await buckets.take('a'), await buckets.take('a'), await buckets.take('a')]).toEqual([0, 0, 60]);
    expect(await buckets.take('b')).toBe(0);
    expect(errors).toHaveBeenCalledWith(
      '[cluster] shared rate limit creates failed, limiting in this process:',
      'connection refused',
    );
    errors.mockRestore();
  });

  it('answer what the Redis script answers', async () => {
    const calls: unknown[][] = [];
    const redis = {
      eval: (...args: unknown[]) => (calls.push(args), Promise.resolve(calls.length > 1 ? 7 : 0)),
    } as unknown as Redis;
    const buckets = new SharedBuckets(redis, 'lobby-writes', 2, 120);
    expect(await buckets.take('203.0.113.7')).toBe(0);
    expect(await buckets.take('203.0.113.7', 3)).toBe(7);
    expect(calls.map((c) => c.slice(1))).toEqual([
      [1, 'bucket:lobby-writes:203.0.113.7', '2', '120', '1'],
      [1, 'bucket:lobby-writes:203.0.113.7', '2', '120', '3'],
    ]);
  });
});
