/**
 * The games the site offers: the only list of games on the client side. Each is its code-free meta
 * (games/<game>/meta.ts: name, player counts, title), the words the home page shows (the meta's title and
 * client/<game>/home-messages.ts, the description, added to the dictionary here), its small picture on the
 * home page (client/<game>/HomeArt.tsx) and a loader of its client module (client/<game>/module.ts), so each
 * game is its own chunk and the home page holds no game code and no game's other words (those come with its
 * chunk: client/<game>/words.ts). `registerClientGame` adds a game at run time (tests
 * bring one of their own). A unit test checks this list against the one in games/index.ts.
 */
import type { ComponentType } from 'react';
import { carcassonneMeta } from '../games/carcassonne/meta';
import { citadelsMeta } from '../games/citadels/meta';
import type { GameMeta } from '../games/shared/game-module';
import { carcassonneHomeMessages } from './carcassonne/home-messages';
import { CarcassonneHomeArt } from './carcassonne/HomeArt';
import { citadelsHomeMessages } from './citadels/home-messages';
import { CitadelsHomeArt } from './citadels/HomeArt';
import type { CatalogueEntry } from './catalogue';
import { gameTitle } from '../games/locales/titles';
import { FOLDER_LANGUAGES } from '../games/shared/languages';
import { addMessages, translate, type Language, type MessageKey, type Messages } from './i18n/dictionary';

export interface GameInfo {
  name: string;
  minPlayers: number;
  maxPlayers: number;
  title: MessageKey;
  description: MessageKey;
  /** Whether it keeps records (its meta's `recordFormats`), known before its code loads. */
  keepsRecords: boolean;
  /** Its small picture on the home page, drawn with the class given; absent: none. */
  HomeArt?: ComponentType<{ className?: string }>;
}

/** What a game brings to the client's list besides its meta and loader. */
export interface ClientGameParts {
  /** Its own words, with at least `game.<name>.title` and `game.<name>.description`. */
  messages: Messages;
  HomeArt?: ComponentType<{ className?: string }>;
}

type Loader = () => Promise<{ default: CatalogueEntry }>;

const LOADERS = new Map<string, Loader>();
const loaded = new Map<string, Promise<CatalogueEntry>>();

export const GAME_LIST: GameInfo[] = [];

/**
 * Lists a game: its meta and picture for the home page, its words (with the meta's title, if it has one),
 * and how to load its client module. Refused, naming the key, when its words lack its title or
 * description, repeat the meta's title (a title has one source), or `addMessages` refuses them.
 */
export function registerClientGame(meta: GameMeta, load: Loader, parts: ClientGameParts): void {
  const { name, minPlayers, maxPlayers } = meta;
  const title = `game.${name}.title`;
  const description = `game.${name}.description`;
  if (meta.title && Object.hasOwn(parts.messages.en, title))
    throw new Error(`the words of ${name} repeat ${title}, which is its meta's title`);
  const messages = meta.title
    ? withWords(parts.messages, {
        en: { [title]: meta.title.en },
        nl: { [title]: meta.title.nl },
        more: Object.fromEntries(
          FOLDER_LANGUAGES.map((language) => [language, { [title]: gameTitle(meta, language) }]),
        ),
      })
    : parts.messages;
  for (const key of [title, description])
    if (!Object.hasOwn(messages.en, key)) throw new Error(`the words of ${name} have no ${key}`);
  addMessages(messages);
  const info: GameInfo = {
    name,
    minPlayers,
    maxPlayers,
    title: title as MessageKey,
    description: description as MessageKey,
    keepsRecords: meta.recordFormats.length > 0,
    HomeArt: parts.HomeArt,
  };
  const at = GAME_LIST.findIndex((game) => game.name === name);
  if (at >= 0) GAME_LIST.splice(at, 1, info);
  else GAME_LIST.push(info);
  LOADERS.set(name, load);
  loaded.delete(name);
}

/** A game's words with more of its own (its guided first game's coach). */
function withWords(words: Messages, more: Messages): Messages {
  const folder = Object.fromEntries(
    FOLDER_LANGUAGES.map((language) => [language, { ...words.more?.[language], ...more.more?.[language] }]),
  );
  return { en: { ...words.en, ...more.en }, nl: { ...words.nl, ...more.nl }, more: folder };
}

registerClientGame(citadelsMeta, () => import('./citadels/module'), {
  messages: citadelsHomeMessages,
  HomeArt: CitadelsHomeArt,
});
registerClientGame(carcassonneMeta, () => import('./carcassonne/module'), {
  messages: carcassonneHomeMessages,
  HomeArt: CarcassonneHomeArt,
});

/** The listed games' titles in `language`, in the list's order. */
function titles(language: Language): string[] {
  return GAME_LIST.map((game) => translate(language, game.title));
}

/** The site's name, its games' titles: "Machiavelli & Carcassonne" (the copy that names every game derives from the list). */
export function siteName(language: Language): string {
  return titles(language).join(' & ');
}

/** The listed games named in a phrase: "Machiavelli and Carcassonne", "Machiavelli en Carcassonne". */
export function allGamesInWords(language: Language): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(titles(language));
}

export function findGameInfo(name: string): GameInfo | undefined {
  return GAME_LIST.find((game) => game.name === name);
}

/** The entries whose loading has begun (a test file waits for them before its environment is torn down). */
export const entriesLoading = (): Promise<CatalogueEntry>[] => [...loaded.values()];

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
