/**
 * Every UI string. English defines the keys and Dutch sits beside it: the site's shared words here (the
 * Dutch table must have exactly the English keys, which the type checker enforces), each game's own words
 * (client/<game>/messages.ts), which the client's list of games adds when it lists the game
 * (client/game-list.ts, `addMessages`), and each area's own (client/<area>/messages.ts: the online match,
 * the table, the account…), which client/area-words.ts adds the same way, so this file names no game and
 * no area and sits under them all (docs/design/architecture.md#game-modules, docs/design/architecture.md#floors).
 * Every other language is one folder, client/i18n/locales/<code>/, found by its code in
 * games/shared/languages.ts (client/i18n/locales/index.ts; README.md#languages) and loaded when it is chosen
 * (`loadLanguage`); test/i18n/coverage.test.ts checks each against English.
 * Strings may hold `{name}` placeholders and `{n|one|other}` plural forms (`translate`). Card, tile and
 * character names live in the games' data tables.
 */
import { formatNumber, intlLocale } from '../../games/locales/format';
import { FOLDER_LANGUAGES, LANGUAGES, type FolderLanguage, type Language } from '../../games/shared/languages';
import { CLIENT_LOCALES } from './locales';
import type { ClientLocale } from './locales/locale';

export { intlLocale, LANGUAGES, type Language };

const en = {
  'app.tagline': 'Play with friends online, at one screen, or against fair bots.',
  'language.label': 'Language',
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
  'bots.guide.title': 'What the bots play like',
  'bots.guide.easy': 'Easy: answers at once, plays for points and makes plain mistakes; good for a first game.',
  'bots.guide.medium': 'Medium: finished ahead of easy in {share} of {games} measured {games|game|games}.',
  'bots.guide.medium.unmeasured': 'Medium: searches ten times as long as easy; not yet measured against it.',
  'bots.guide.hard.star25':
    'Hard: won {share} of {games} {games|game|games} against Star2.5, a published expert program.',
  'bots.guide.hard.rules':
    'Hard: won {share} of {games} four-player {games|game|games} against three rule-based bots (a fair share is 25%).',
  'bots.guide.hard.unmeasured': 'Hard: the strongest level; its measurement is under way.',
  'bots.guide.ratings':
    'On the players’ rating scale, where a new player starts at 1000: easy {easy}, medium {medium}, hard {hard}.',
  'bots.guide.thinks':
    'Hard thinks at most {seconds} s a move on your device; its figures are at its full {iterations} searched lines, which a slow device may not reach.',
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
  'lobby.nameFromAccount': 'Signed in: you play under your account’s name.',
  'lobby.rated': 'Rated',
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
  'lobby.quick.title': 'Play now',
  'lobby.quick.intro': 'Meet players of about your strength, without sending a link.',
  'lobby.quick.players': 'Players',
  'lobby.quick.any': 'Any number',
  'lobby.quick.clock': 'Clock',
  'lobby.quick.clock.sudden-15': 'Chess clock: 15 minutes each, no time added',
  'lobby.quick.clock.move-60': '1 minute per move',
  'lobby.quick.clock.move-120': '2 minutes per move',
  'lobby.quick.clock.turn-based': 'Turn-based: 24 hours per move',
  'lobby.quick.ratedNeedsAccount': 'Rated (sign in to play rated)',
  'lobby.quick.bots': 'Bots of my level fill the table after',
  'lobby.quick.bots.never': 'Never',
  'lobby.quick.bots.30': '30 seconds',
  'lobby.quick.bots.60': '1 minute',
  'lobby.quick.bots.120': '2 minutes',
  'lobby.quick.button': 'Play now',
  'lobby.quick.waiting': 'Looking for players… you have waited {seconds} s.',
  'lobby.quick.queue': '{n} {n|player waits|players wait} for this game and clock, the longest for {seconds} s.',
  'lobby.quick.leave': 'Leave the queue',
  'lobby.quick.found': 'Your {game} match is ready',
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
  'motion.label': 'Motion',
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

/**
 * A table of words in English and Dutch with the same keys, such as a game's own (client/<game>/messages.ts);
 * its other languages are in their folders (client/i18n/locales/<code>/).
 */
export interface Messages<K extends string = string> {
  en: Readonly<Record<K, string>>;
  nl: Readonly<Record<K, string>>;
  /** A folder language's words for these keys, where they come from elsewhere (a game's title: its meta). */
  more?: Partial<Record<FolderLanguage, Readonly<Record<string, string>>>>;
}

const nl: Record<SharedMessageKey, string> = {
  'app.tagline': 'Speel online met vrienden, samen aan één scherm, of tegen eerlijke bots.',
  'language.label': 'Taal',
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
  'bots.guide.title': 'Wat de bots kunnen',
  'bots.guide.easy': 'Makkelijk: zet meteen, speelt op punten en maakt duidelijke fouten; goed voor een eerste spel.',
  'bots.guide.medium': 'Gemiddeld: eindigde in {share} van {games} gemeten {games|spel|spellen} boven makkelijk.',
  'bots.guide.medium.unmeasured': 'Gemiddeld: zoekt tien keer zo lang als makkelijk; nog niet tegen makkelijk gemeten.',
  'bots.guide.hard.star25':
    'Moeilijk: won {share} van {games} {games|spel|spellen} tegen Star2.5, een gepubliceerd expertprogramma.',
  'bots.guide.hard.rules':
    'Moeilijk: won {share} van {games} {games|spel|spellen} met vier spelers tegen drie bots met vaste regels (een eerlijk deel is 25%).',
  'bots.guide.hard.unmeasured': 'Moeilijk: het sterkste niveau; het meten loopt nog.',
  'bots.guide.ratings':
    'Op de ratingschaal van de spelers, waarop een nieuwe speler op 1000 begint: makkelijk {easy}, gemiddeld {medium}, moeilijk {hard}.',
  'bots.guide.thinks':
    'Moeilijk denkt op jouw apparaat hoogstens {seconds} s per zet; de cijfers gelden bij zijn volle {iterations} zoekgangen, die een traag apparaat misschien niet haalt.',
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
  'lobby.nameFromAccount': 'Aangemeld: je speelt onder de naam van je account.',
  'lobby.rated': 'Gewaardeerd',
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
  'lobby.quick.title': 'Nu spelen',
  'lobby.quick.intro': 'Speel tegen spelers van ongeveer jouw sterkte, zonder een link te sturen.',
  'lobby.quick.players': 'Spelers',
  'lobby.quick.any': 'Maakt niet uit',
  'lobby.quick.clock': 'Bedenktijd',
  'lobby.quick.clock.sudden-15': 'Schaakklok: 15 minuten per speler, zonder extra tijd',
  'lobby.quick.clock.move-60': '1 minuut per zet',
  'lobby.quick.clock.move-120': '2 minuten per zet',
  'lobby.quick.clock.turn-based': 'Over dagen: 24 uur per zet',
  'lobby.quick.ratedNeedsAccount': 'Gewaardeerd (meld je aan om gewaardeerd te spelen)',
  'lobby.quick.bots': 'Bots van mijn niveau vullen de tafel aan na',
  'lobby.quick.bots.never': 'Nooit',
  'lobby.quick.bots.30': '30 seconden',
  'lobby.quick.bots.60': '1 minuut',
  'lobby.quick.bots.120': '2 minuten',
  'lobby.quick.button': 'Nu spelen',
  'lobby.quick.waiting': 'Spelers zoeken… je wacht al {seconds} s.',
  'lobby.quick.queue':
    '{n} {n|speler wacht|spelers wachten} op dit spel en deze bedenktijd, de langste al {seconds} s.',
  'lobby.quick.leave': 'Verlaat de wachtrij',
  'lobby.quick.found': 'Je partij {game} staat klaar',
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
  'motion.label': 'Animaties',
  loadFailed: 'Deze pagina kon niet geladen worden. Controleer je verbinding en laad de pagina opnieuw.',
};

const tables = Object.fromEntries(
  LANGUAGES.map((language) => [language, language === 'en' ? { ...en } : language === 'nl' ? { ...nl } : {}]),
) as Record<Language, Record<string, string>>;

const loaded = new Map<FolderLanguage, ClientLocale>();
const loading = new Map<FolderLanguage, Promise<void>>();

/** Whether a language's words are at hand: English and Dutch always, a folder language once loaded. */
export function languageReady(language: Language): boolean {
  return language === 'en' || language === 'nl' || loaded.has(language);
}

/** Fetches a folder language's words (its own chunk) and adds them; the same promise every time. */
export function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || language === 'nl') return Promise.resolve();
  let promise = loading.get(language);
  if (!promise) {
    promise = CLIENT_LOCALES[language]().then((locale) => {
      Object.assign(tables[language], locale.words);
      loaded.set(language, locale);
    });
    loading.set(language, promise);
  }
  return promise;
}

/** A loaded folder language's own full card rules (client/citadels/card-rules.ts); undefined before it loads. */
export function folderCardRules(language: FolderLanguage): ClientLocale['cardRules'] | undefined {
  return loaded.get(language)?.cardRules;
}

/** Every word known so far, shared and added, by language and key. */
export const MESSAGES: Readonly<Record<Language, Readonly<Record<string, string>>>> = tables;

/**
 * Adds a game's or an area's own words in English and Dutch (again, when a game is listed anew). Refused
 * with the key named: a table whose Dutch keys differ from its English ones, an empty text, and a key of the
 * shared words.
 */
export function addMessages(messages: Messages): void {
  const keys = Object.keys(messages.en);
  const missing = keys.filter((key) => !Object.hasOwn(messages.nl, key));
  const extra = Object.keys(messages.nl).filter((key) => !Object.hasOwn(messages.en, key));
  if (missing.length > 0) throw new Error(`no Dutch text for ${missing.join(', ')}`);
  if (extra.length > 0) throw new Error(`no English text for ${extra.join(', ')}`);
  for (const language of ['en', 'nl'] as const) {
    const empty = keys.find((key) => (messages[language][key] ?? '').trim() === '');
    if (empty !== undefined) throw new Error(`empty ${language} text for ${empty}`);
  }
  const shared = keys.find((key) => Object.hasOwn(en, key));
  if (shared !== undefined) throw new Error(`${shared} is one of the shared words`);
  for (const language of ['en', 'nl'] as const) Object.assign(tables[language], messages[language]);
  for (const language of FOLDER_LANGUAGES) Object.assign(tables[language], messages.more?.[language]);
}

/** The plural categories in the order a text lists its forms: CLDR's order, as far as the language has them. */
const CATEGORY_ORDER: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

const PLURALS = Object.fromEntries(LANGUAGES.map((language) => [language, new Intl.PluralRules(language)])) as Record<
  Language,
  Intl.PluralRules
>;

/**
 * The plural categories of a language, in the order its texts list their forms: English, Dutch and German
 * `one, other` (`{n|card|cards}`), French `one, many, other` (`{n|carte|cartes|cartes}`).
 */
export function pluralCategories(language: Language): Intl.LDMLPluralRule[] {
  const categories = PLURALS[language].resolvedOptions().pluralCategories;
  return CATEGORY_ORDER.filter((category) => categories.includes(category));
}

/** A text's `{name|form|form…}` plural placeholders, with their forms. */
export const PLURAL_PATTERN = /\{(\w+)((?:\|[^|}]*)+)\}/g;

/**
 * Looks a key up and fills `{placeholders}`, a number as the language writes it (`formatNumber`, Intl:
 * "1,234.5", "1.234,5", "1 234,5"). `{n|card|cards}` picks the form of the number `n`'s plural
 * category (Intl.PluralRules), the forms listed in `pluralCategories(language)`'s order. A key a folder
 * language lacks (one added in English since) shows in English; test/i18n/coverage.test.ts fails on it.
 */
export function translate(language: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  const rules = PLURALS[language];
  const own = MESSAGES[language][key];
  const text = own ?? MESSAGES.en[key];
  if (text === undefined) return key;
  const order = own === undefined ? pluralCategories('en') : pluralCategories(language);
  const select = own === undefined ? PLURALS.en : rules;
  return text
    .replace(PLURAL_PATTERN, (whole, name: string, list: string) => {
      const n = params[name];
      if (typeof n !== 'number') return whole;
      const forms = list.slice(1).split('|');
      const at = order.indexOf(select.select(n));
      return forms[at] ?? forms[forms.length - 1] ?? whole;
    })
    .replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = params[name];
      return value === undefined ? whole : typeof value === 'number' ? formatNumber(language, value) : value;
    });
}

/**
 * A noun as it stands mid-sentence ("5 districts of the type trade"): lower case, except in German, which
 * writes every noun with a capital ("vom Typ Handel").
 */
export function midSentence(word: string, language: Language): string {
  return language === 'de' ? word : word.toLocaleLowerCase(intlLocale(language));
}
