/**
 * `npm run replay -- <game> FILE.json`: replays a game record through the rules core and prints the
 * final scores as JSON. Each game's `games/<game>/record.ts` exports `replayRecord(record)`.
 */
import { readFileSync } from 'node:fs';

const [game, file] = process.argv.slice(2);
if (!game || !file || !/^[a-z]+$/.test(game)) {
  console.error('usage: npm run replay -- <carcassonne|citadels> FILE.json');
  process.exit(2);
}
const { replayRecord } = (await import(`../games/${game}/record.ts`)) as { replayRecord: (record: unknown) => unknown };
const record = JSON.parse(readFileSync(file, 'utf8')) as unknown;
console.log(JSON.stringify(replayRecord(record), null, 2));
