/**
 * Every UI string, in English and Dutch: the site's shared words here (the English table defines the keys;
 * the Dutch table must have exactly the same keys, which the type checker enforces), each game's own
 * words (client/<game>/messages.ts), which the client's list of games adds when it lists the game
 * (client/game-list.ts, `addMessages`), and each area's own (client/<area>/messages.ts: the online match,
 * the table, the account…), which client/area-words.ts adds the same way, so this file names no game and
 * no area and sits under them all (docs/design/architecture.md#game-modules, docs/design/architecture.md#floors).
 * Strings may hold `{name}` placeholders. Card, tile and character names live in the games' data tables.
 */

export const LANGUAGES = ['en', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];

const en = {
  'app.tagline': 'Play with friends online, at one screen, or against fair bots.',
  'language.label': 'Language',
  'language.en': 'English',
  'language.nl': 'Nederlands',
  'nav.home': 'Home',
  'home.players': '{min}–{max} players',
  'home.hotseat': 'Play at one screen',
  'home.online': 'Play online',
  'home.continue': 'Continue the game at one screen',
  'home.newHotseat': 'New game at one screen',
  'home.noGames': 'No games are installed yet.',
  'hotseat.setup': 'New game at one screen',
  'hotseat.players': 'Players',
  'hotseat.seat': 'Seat {n}',
  'hotseat.human': 'Human',
  'hotseat.bot.easy': 'Bot: easy',
  'hotseat.bot.medium': 'Bot: medium',
  'hotseat.bot.hard': 'Bot: hard',
  'hotseat.bot.random': 'Bot: random',
  'hotseat.bot.mcts': 'Bot: MCTS (boardgame.io)',
  'hotseat.botName': 'Bot {n} ({level})',
  'hotseat.level.easy': 'easy',
  'hotseat.level.medium': 'medium',
  'hotseat.level.hard': 'hard',
  'hotseat.level.random': 'random',
  'hotseat.level.mcts': 'MCTS',
  'hotseat.start': 'Start',
  'options.title': 'Options',
  'hotseat.newGame': 'New game',
  'hotseat.playAgain': 'Play again',
  'hotseat.newGame.confirm': 'Stop this game and start a new one? This game will be lost.',
  'hotseat.newGame.yes': 'Yes, new game',
  'hotseat.newGame.keep': 'Keep playing',
  'hotseat.unreadable': 'The saved game could not be read, so it cannot be continued. Starting a new game replaces it.',
  'hotseat.replaces': 'A game at one screen is in progress: starting a new one replaces it.',
  'generic.actions': 'Your options',
  'generic.waiting': 'Waiting for {player}…',
  'generic.gameOver': 'Game over',
  'generic.winner': 'Winner: {players}',
  'generic.state': 'What you see',
  'lobby.title': '{game} online',
  'lobby.create': 'New match',
  'lobby.yourName': 'Your name',
  'lobby.listed': 'Show in the public list',
  'lobby.createButton': 'Create and join',
  'lobby.openMatches': 'Open matches',
  'lobby.noMatches': 'No open matches. Create one and share the link.',
  'lobby.seats': '{taken}/{total} seats taken',
  'lobby.join': 'Join',
  'lobby.seat.human': 'A player who joins',
  'lobby.seat.random': 'Bot: random',
  'lobby.seat.easy': 'Bot: easy',
  'lobby.seat.medium': 'Bot: medium',
  'lobby.seat.hard': 'Bot: hard',
  'lobby.watch': 'Watch',
  'lobby.refresh': 'Refresh',
  'lobby.error': 'Something went wrong: {message}',
  'match.players': 'Players',
  'match.online': 'online',
  'match.offline': 'offline',
  'match.you': 'you',
  'match.share': 'Share this link to invite players or spectators:',
  'match.copy': 'Copy link',
  'match.copied': 'Copied',
  'match.leave': 'Leave match',
  'match.rematch': 'Rematch',
  'match.spectating': 'You are watching this match.',
  'match.joinSeat': 'Take seat {n}',
  'match.full': 'All seats are taken; you can watch.',
  'match.notFound': 'This match does not exist (any more).',
  'match.connecting': 'Connecting…',
  'match.beforeStart': 'The game starts when every seat is taken.',
  'match.waitingForPlayers': 'Waiting for players',
  'match.disconnected': 'Connection lost; reconnecting…',
  notFound: 'This page does not exist.',
  loading: 'Loading…',
  loadFailed: 'This page could not be loaded. Check your connection and reload the page.',
} as const;

/** The keys of the shared words above. */
export type SharedMessageKey = keyof typeof en;

/**
 * The keys of each game's own words, by game. Each game's messages module adds its own, so that its keys
 * are typed without this file naming it: `declare module '../i18n/dictionary' { interface GameMessageKeys
 * { mygame: MyGameMessageKey } }` (TypeScript's declaration merging).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the games' declarations
export interface GameMessageKeys {}

/**
 * The keys of each area's own words, by area (a page or a part of the site outside the games), added the
 * games' way: `declare module '../i18n/dictionary' { interface AreaMessageKeys { online: OnlineMessageKey } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the areas' declarations
export interface AreaMessageKeys {}

export type MessageKey =
  SharedMessageKey | GameMessageKeys[keyof GameMessageKeys] | AreaMessageKeys[keyof AreaMessageKeys];

/** A table of words in English and Dutch with the same keys, such as a game's own (client/<game>/messages.ts). */
export interface Messages<K extends string = string> {
  en: Readonly<Record<K, string>>;
  nl: Readonly<Record<K, string>>;
}

const nl: Record<SharedMessageKey, string> = {
  'app.tagline': 'Speel online met vrienden, samen aan één scherm, of tegen eerlijke bots.',
  'language.label': 'Taal',
  'language.en': 'English',
  'language.nl': 'Nederlands',
  'nav.home': 'Start',
  'home.players': '{min}–{max} spelers',
  'home.hotseat': 'Speel aan één scherm',
  'home.online': 'Speel online',
  'home.continue': 'Verder met het spel aan één scherm',
  'home.newHotseat': 'Nieuw spel aan één scherm',
  'home.noGames': 'Er zijn nog geen spellen geïnstalleerd.',
  'hotseat.setup': 'Nieuw spel aan één scherm',
  'hotseat.players': 'Spelers',
  'hotseat.seat': 'Plaats {n}',
  'hotseat.human': 'Mens',
  'hotseat.bot.easy': 'Bot: makkelijk',
  'hotseat.bot.medium': 'Bot: gemiddeld',
  'hotseat.bot.hard': 'Bot: moeilijk',
  'hotseat.bot.random': 'Bot: willekeurig',
  'hotseat.bot.mcts': 'Bot: MCTS (boardgame.io)',
  'hotseat.botName': 'Bot {n} ({level})',
  'hotseat.level.easy': 'makkelijk',
  'hotseat.level.medium': 'gemiddeld',
  'hotseat.level.hard': 'moeilijk',
  'hotseat.level.random': 'willekeurig',
  'hotseat.level.mcts': 'MCTS',
  'hotseat.start': 'Start',
  'options.title': 'Opties',
  'hotseat.newGame': 'Nieuw spel',
  'hotseat.playAgain': 'Opnieuw spelen',
  'hotseat.newGame.confirm': 'Dit spel stoppen en een nieuw beginnen? Dit spel gaat verloren.',
  'hotseat.newGame.yes': 'Ja, nieuw spel',
  'hotseat.newGame.keep': 'Verder spelen',
  'hotseat.unreadable':
    'Het bewaarde spel kon niet gelezen worden en kan dus niet verder. Een nieuw spel vervangt het.',
  'hotseat.replaces': 'Er loopt een spel aan één scherm: een nieuw spel vervangt het.',
  'generic.actions': 'Jouw mogelijkheden',
  'generic.waiting': 'Wachten op {player}…',
  'generic.gameOver': 'Einde van het spel',
  'generic.winner': 'Winnaar: {players}',
  'generic.state': 'Wat jij ziet',
  'lobby.title': '{game} online',
  'lobby.create': 'Nieuwe partij',
  'lobby.yourName': 'Je naam',
  'lobby.listed': 'Toon in de openbare lijst',
  'lobby.createButton': 'Maak aan en doe mee',
  'lobby.openMatches': 'Open partijen',
  'lobby.noMatches': 'Geen open partijen. Maak er een en deel de link.',
  'lobby.seats': '{taken}/{total} plaatsen bezet',
  'lobby.join': 'Meedoen',
  'lobby.seat.human': 'Een speler die meedoet',
  'lobby.seat.random': 'Bot: willekeurig',
  'lobby.seat.easy': 'Bot: makkelijk',
  'lobby.seat.medium': 'Bot: gemiddeld',
  'lobby.seat.hard': 'Bot: moeilijk',
  'lobby.watch': 'Kijken',
  'lobby.refresh': 'Vernieuwen',
  'lobby.error': 'Er ging iets mis: {message}',
  'match.players': 'Spelers',
  'match.online': 'online',
  'match.offline': 'offline',
  'match.you': 'jij',
  'match.share': 'Deel deze link om spelers of kijkers uit te nodigen:',
  'match.copy': 'Kopieer link',
  'match.copied': 'Gekopieerd',
  'match.leave': 'Verlaat partij',
  'match.rematch': 'Nog een keer',
  'match.spectating': 'Je kijkt naar deze partij.',
  'match.joinSeat': 'Neem plaats {n}',
  'match.full': 'Alle plaatsen zijn bezet; je kunt kijken.',
  'match.notFound': 'Deze partij bestaat niet (meer).',
  'match.connecting': 'Verbinden…',
  'match.beforeStart': 'Het spel begint zodra alle plaatsen bezet zijn.',
  'match.waitingForPlayers': 'Wachten op spelers',
  'match.disconnected': 'Verbinding verbroken; opnieuw verbinden…',
  notFound: 'Deze pagina bestaat niet.',
  loading: 'Laden…',
  loadFailed: 'Deze pagina kon niet geladen worden. Controleer je verbinding en laad de pagina opnieuw.',
};

const tables: Record<Language, Record<string, string>> = { en: { ...en }, nl: { ...nl } };

/** Every word known so far, shared and added, by language and key. */
export const MESSAGES: Readonly<Record<Language, Readonly<Record<string, string>>>> = tables;

/**
 * Adds a game's or an area's own words (again, when a game is listed anew). Refused with the key named: a table whose
 * Dutch keys differ from its English ones, an empty text, and a key of the shared words.
 */
export function addMessages(messages: Messages): void {
  const keys = Object.keys(messages.en);
  const missing = keys.filter((key) => !Object.hasOwn(messages.nl, key));
  const extra = Object.keys(messages.nl).filter((key) => !Object.hasOwn(messages.en, key));
  if (missing.length > 0) throw new Error(`no Dutch text for ${missing.join(', ')}`);
  if (extra.length > 0) throw new Error(`no English text for ${extra.join(', ')}`);
  for (const language of LANGUAGES) {
    const empty = keys.find((key) => (messages[language][key] ?? '').trim() === '');
    if (empty !== undefined) throw new Error(`empty ${language} text for ${empty}`);
  }
  const shared = keys.find((key) => Object.hasOwn(en, key));
  if (shared !== undefined) throw new Error(`${shared} is one of the shared words`);
  for (const language of LANGUAGES) Object.assign(tables[language], messages[language]);
}

/**
 * Looks a key up and fills `{placeholders}`. `{n|card|cards}` picks the singular or plural form by the
 * number `n` (English and Dutch both have just these two forms).
 */
const PLURALS: Record<Language, Intl.PluralRules> = { en: new Intl.PluralRules('en'), nl: new Intl.PluralRules('nl') };

export function translate(language: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  const rules = PLURALS[language];
  const text = MESSAGES[language][key];
  if (text === undefined) return key;
  return text
    .replace(/\{(\w+)\|([^|}]*)\|([^|}]*)\}/g, (whole, name: string, one: string, other: string) => {
      const n = params[name];
      return typeof n === 'number' ? (rules.select(n) === 'one' ? one : other) : whole;
    })
    .replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
}
