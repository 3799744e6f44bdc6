// The browser specs make their HTTP calls outside a page through e2e/api.ts, never on a Playwright request
// context directly: its pooled keep-alive sockets race the server's 5-second idle close (a CI run failed
// with `read ECONNRESET` that way), and e2e/api.ts sends every call on a connection of its own.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIRECT = /\brequest\s*\.\s*(get|post|put|patch|delete|head|fetch)\s*\(|\brequest\s*\.\s*newContext\s*\(/;

describe('the browser specs', () => {
  it('call the server outside a page only through e2e/api.ts', () => {
    const files = readdirSync('e2e').filter((file) => /\.ts$/.test(file) && file !== 'api.ts');
    expect(files.length).toBeGreaterThan(20);
    const direct = files.filter((file) => DIRECT.test(readFileSync(join('e2e', file), 'utf8')));
    expect(direct).toEqual([]);
  });

  it('would catch a direct call', () => {
    expect(DIRECT.test('await context.request.post(`${base}/account/sign-up`, {})')).toBe(true);
    expect(DIRECT.test('await page.request.get(url)')).toBe(true);
    expect(DIRECT.test('await unpooled(context.request).post(url)')).toBe(false);
  });
});
