/**
 * `npm run ratings:recompute`: rebuilds every rating from the stored results (server/ratings/recompute.ts)
 * in the server's database (DATABASE_URL, else DATA_DIR's SQLite, as the server picks it: docs/deploy.md),
 * and prints how many matches and identities it replayed. Safe while servers run: it is one transaction.
 */
import { storageFromEnv } from '../server/storage';
import { readLadder, seedFrom } from '../server/ratings/bot-identities';
import { recomputeRatings } from '../server/ratings/recompute';

const storage = storageFromEnv();
await storage.connect();
try {
  const done = await recomputeRatings(storage.sql, seedFrom(readLadder()));
  console.log(
    `[ratings] recomputed ${done.matches} rated match(es), ${done.identities} rating(s) (${storage.description})`,
  );
} finally {
  await storage.close();
}
