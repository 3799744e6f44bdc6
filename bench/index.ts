/**
 * `npm run bench [-- filter]`: runs every bench/*.bench.ts (or those whose name contains the filter)
 * one after another, each printing its own figures. Benchmarks print; they never assert timings.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2] ?? '';
const files = readdirSync(dir)
  .filter((file) => file.endsWith('.bench.ts') && file.includes(filter))
  .sort();
if (files.length === 0) console.log(`no benchmark matches "${filter}"`);
for (const file of files) {
  console.log(`\n## ${file}`);
  await import(pathToFileURL(join(dir, file)).href);
}
