/**
 * The games the site offers, as the home page needs them (name, player count, title and description
 * keys), without their code: `loadEntry` fetches a game's full entry (rules, board, options) on first
 * use, so each game is its own chunk. A unit test checks this list against the registry in games/.
 */
import type { CatalogueEntry } from './catalogue';
import type { MessageKey } from './i18n/dictionary';

export interface GameInfo {
  name: string;
  minPlayers: number;
  maxPlayers: number;
  title: MessageKey;
  description: MessageKey;
}

const LOADERS: Record<string, () => Promise<{ default: CatalogueEntry }>> = {
  citadels: () => import('./citadels/module'),
  carcassonne: () => import('./carcassonne/module'),
};

const info = (name: string, minPlayers: number, maxPlayers: number): GameInfo => ({
  name,
  minPlayers,
  maxPlayers,
  title: `game.${name}.title` as MessageKey,
  description: `game.${name}.description` as MessageKey,
});

export const GAME_LIST: GameInfo[] = [info('citadels', 2, 8), info('carcassonne', 2, 5)];

export function findGameInfo(name: string): GameInfo | undefined {
  return GAME_LIST.find((game) => game.name === name);
}

const loaded = new Map<string, Promise<CatalogueEntry>>();

/** The full entry of a listed game, loaded once (the same promise every time, as React's `use` wants). */
export function loadEntry(name: string): Promise<CatalogueEntry> {
  let entry = loaded.get(name);
  if (!entry) {
    const load = LOADERS[name];
    entry = load ? load().then((module) => module.default) : Promise.reject(new Error(`unknown game ${name}`));
    loaded.set(name, entry);
  }
  return entry;
}
