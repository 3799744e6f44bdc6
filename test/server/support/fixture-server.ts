/** server.ts with the high-card fixture instead of the registry's games (the registry is empty on this branch). */
import { highCardGame } from '../../fixtures/high-card-game';
import { main } from '../../../server/main';

await main([highCardGame()], process.cwd());
