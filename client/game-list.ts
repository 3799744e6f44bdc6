/**
 * The games the site offers: the only list of games on the client side. Each is its code-free meta
 * (games/<game>/meta.ts: name, player counts) with the title and description keys the home page needs,
 * and a loader of its client module (client/<game>/module.ts), so each game is its own chunk and the home
 * page holds no game code. `registerClientGame` adds a game at run time (tests bring one of their own).
 * A unit test checks this list against the one in games/index.ts.
 */
import { carcassonneMeta } from '../games/carcassonne/meta';
import { citadelsMeta } from '../games/citadels/meta';
import type { GameMeta } from '../games/shared/game-module';
import type { CatalogueEntry } from './catalogue';
import type { MessageKey } from './i18n/dictionary';

export interface GameInfo {
  name: string;
  minPlayers: number;
  maxPlayers: number;
  title: MessageKey;
  description: MessageKey;
}

type Loader = () => Promise<{ default: CatalogueEntry }>;

const LOADERS = new Map<string, Loader>();
const loaded = new Map<string, Promise<CatalogueEntry>>();

export const GAME_LIST: GameInfo[] = [];

/** Lists a game: its meta for the home page, and how to load its client module. */
export function registerClientGame(meta: GameMeta, load: Loader): void {
  const { name, minPlayers, maxPlayers } = meta;
  const info = { name, minPlayers, maxPlayers, title: `game.${name}.title` as MessageKey, description: `game.${name}.description` as MessageKey };
  const at = GAME_LIST.findIndex((game) => game.name === name);
  if (at >= 0) GAME_LIST.splice(at, 1, info);
  else GAME_LIST.push(info);
  LOADERS.set(name, load);
  loaded.delete(name);
}

registerClientGame(citadelsMeta, () => import('./citadels/module'));
registerClientGame(carcassonneMeta, () => import('./carcassonne/module'));

export function findGameInfo(name: string): GameInfo | undefined {
  return GAME_LIST.find((game) => game.name === name);
}

/** The full entry of a listed game, loaded once (the same promise every time, as React's `use` wants). */
export function loadEntry(name: string): Promise<CatalogueEntry> {
  let entry = loaded.get(name);
  if (!entry) {
    const load = LOADERS.get(name);
    entry = load ? load().then((module) => module.default) : Promise.reject(new Error(`unknown game ${name}`));
    loaded.set(name, entry);
  }
  return entry;
}
