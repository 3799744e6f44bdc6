/**
 * The game registry: every boardgame.io Game the server hosts and the client offers.
 * Add a game here and it appears on the home page, in the lobby and on the server.
 */
import type { Game } from 'boardgame.io';
import { carcassonneGame } from './carcassonne/game';
import { citadelsGame } from './citadels/game';

export const GAMES: Game[] = [citadelsGame as Game, carcassonneGame as Game];
