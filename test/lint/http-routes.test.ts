// One route idiom (issue 55; docs/design/architecture.md#routes): the server answers HTTP only through the
// list of routes that server/http/route-runner.ts runs. No module of server/ registers a router route, mounts
// Koa middleware (but server/app.ts, which composes), writes an answer's body (but the runner, the error
// sender and the client's files), or throws Koa's own errors instead of an HttpError; Koa middleware is
// written only where the list below says why.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The files allowed each pattern, and why. */
const RULES: { what: string; pattern: RegExp; allowed: string[] }[] = [
  { what: 'registers a router route', pattern: /\brouter\.(get|post|put|patch|delete|del|all|use)\(/, allowed: [] },
  { what: "throws Koa's error instead of an HttpError", pattern: /\bctx\.throw\(/, allowed: [] },
  {
    what: 'writes an answer',
    pattern: /\bctx\.body\s*=[^=]/,
    // The runner answers routes, the error sender errors, the client's files are no route (an SPA fallback).
    allowed: ['server/http/route-runner.ts', 'server/http/send-error.ts', 'server/lobby/client-files.ts'],
  },
  { what: 'mounts Koa middleware', pattern: /\.app\.use\(|\bapp\.use\(/, allowed: ['server/app.ts'] },
  {
    what: 'is Koa middleware',
    pattern: /\(ctx: Context, next: Next\)/,
    // The runner; the client's address, CORS and security headers, which answer nothing; the client's files.
    allowed: [
      'server/http/route-runner.ts',
      'server/guards/security-headers.ts',
      'server/guards/read-limit.ts',
      'server/guards/origins.ts',
      'server/lobby/client-files.ts',
    ],
  },
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('the server answers HTTP through its route list only', () => {
  it('has no module that answers outside it', () => {
    const files = sources('server');
    expect(files.length).toBeGreaterThan(50);
    const wrong = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return RULES.filter((rule) => rule.pattern.test(text) && !rule.allowed.includes(file)).map(
        (rule) => `${file} ${rule.what}`,
      );
    });
    expect(wrong).toEqual([]);
  });

  it('finds what it looks for', () => {
    const samples = [
      "router.get('/x', h)",
      "ctx.throw(404, 'no')",
      'ctx.body = {}',
      'server.app.use(x)',
      'async (ctx: Context, next: Next) => next()',
    ];
    for (const [i, rule] of RULES.entries()) expect(rule.pattern.test(samples[i] as string)).toBe(true);
    expect(RULES[2]!.pattern.test('if (ctx.body == null)')).toBe(false);
  });
});
