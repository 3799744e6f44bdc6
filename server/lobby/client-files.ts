/**
 * The built client (the Vite build in CLIENT_DIR) on the server's own port: files as they are, and
 * index.html for every other GET that is no API route, so client-side routes load the app. Before the
 * client is built the home page answers 503 with a hint.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context, Next } from 'koa';
import koaStatic from 'koa-static';

/** Serves dist/ and falls back to index.html for client-side routes. */
export function clientMiddleware(clientDir: string) {
  const serve = koaStatic(clientDir, { index: 'index.html', maxage: 60_000 });
  const indexFile = join(clientDir, 'index.html');
  return async (ctx: Context, next: Next) => {
    await serve(ctx, async () => {});
    if (ctx.body !== undefined || ctx.status !== 404) return;
    const isApi =
      ctx.path.startsWith('/games') ||
      ctx.path.startsWith('/socket.io') ||
      ctx.path === '/health' ||
      ctx.path.startsWith('/push/');
    if (isApi || ctx.method !== 'GET') return next();
    if (!existsSync(indexFile)) {
      ctx.status = 503;
      ctx.body = 'The client is not built yet: run `npm run build` (npm start does it for you).';
      return;
    }
    ctx.type = 'html';
    ctx.body = readFileSync(indexFile);
  };
}
