/**
 * The production entry point: `npm start` builds the client and runs this with tsx.
 * Configuration comes from the environment: see server/main.ts and the README ("Running the server").
 */
import { fileURLToPath } from 'node:url';
import { dirname } from 'node:path';
import { GAMES } from './games/index';
import { main } from './server/main';

await main(GAMES, dirname(fileURLToPath(import.meta.url)));
