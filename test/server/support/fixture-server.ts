/** server.ts with the high-card fixture instead of the registry's games (the durability and cluster tests). */
import { highCardGame } from '../../fixtures/high-card-game';
import { main } from '../../../server/main';

await main([highCardGame()], process.cwd());
