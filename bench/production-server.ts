/**
 * server.ts as `npm start` runs it, through the tests' spawnServer (test/support/spawn-server.ts), in
 * production mode on a fresh embedded database in a temporary folder, for the browser benches
 * (bench/lighthouse.ts, bench/hotseat-profile.ts). `stop` ends the server and removes the folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer } from '../test/support/spawn-server';

export async function startProductionServer(name: string): Promise<{ url: string; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-data-`));
  const server = await spawnServer({ HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production' });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
