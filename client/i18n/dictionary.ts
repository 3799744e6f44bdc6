/**
 * Every UI string, in English and Dutch. The English table defines the keys; the Dutch table must
 * have exactly the same keys (the type checker enforces it). Strings may hold `{name}` placeholders.
 * Card, tile and character names live in the games' data tables, not here.
 */
export const LANGUAGES = ['en', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];

const en = {
  'app.title': 'Machiavelli & Carcassonne',
  'app.tagline': 'Play with friends online, at one screen, or against fair bots.',
  'language.label': 'Language',
  'language.en': 'English',
  'language.nl': 'Nederlands',
  'nav.home': 'Home',
  'home.players': '{min}–{max} players',
  'home.hotseat': 'Play at one screen',
  'home.online': 'Play online',
  'home.noGames': 'No games are installed yet.',
  'game.carcassonne.title': 'Carcassonne',
  'game.carcassonne.description': 'Lay tiles to build roads, cities and monasteries across the French countryside, and place your followers to score them.',
  'game.citadels.title': 'Machiavelli',
  'game.citadels.description': 'Choose a secret character each round, gather gold and build the most splendid city (Citadels).',
  'game.highcard.title': 'High card',
  'game.highcard.description': 'A tiny test game.',
  'hotseat.setup': 'New game at one screen',
  'hotseat.players': 'Players',
  'hotseat.seat': 'Seat {n}',
  'hotseat.human': 'Human',
  'hotseat.bot.random': 'Bot: random',
  'hotseat.bot.mcts': 'Bot: MCTS (boardgame.io)',
  'hotseat.start': 'Start',
  'hotseat.newGame': 'New game',
  'generic.actions': 'Your options',
  'generic.waiting': 'Waiting for {player}…',
  'generic.gameOver': 'Game over',
  'generic.winner': 'Winner: {players}',
  'generic.state': 'What you see',
  'notFound': 'This page does not exist.',
} as const;

export type MessageKey = keyof typeof en;

const nl: Record<MessageKey, string> = {
  'app.title': 'Machiavelli & Carcassonne',
  'app.tagline': 'Speel online met vrienden, samen aan één scherm, of tegen eerlijke bots.',
  'language.label': 'Taal',
  'language.en': 'English',
  'language.nl': 'Nederlands',
  'nav.home': 'Start',
  'home.players': '{min}–{max} spelers',
  'home.hotseat': 'Speel aan één scherm',
  'home.online': 'Speel online',
  'home.noGames': 'Er zijn nog geen spellen geïnstalleerd.',
  'game.carcassonne.title': 'Carcassonne',
  'game.carcassonne.description': 'Leg landschapskaarten aan tot wegen, steden en kloosters, en zet je horigen in om ze te laten scoren.',
  'game.citadels.title': 'Machiavelli',
  'game.citadels.description': 'Kies elke ronde in het geheim een personage, verzamel goud en bouw de prachtigste stad.',
  'game.highcard.title': 'Hoge kaart',
  'game.highcard.description': 'Een klein testspel.',
  'hotseat.setup': 'Nieuw spel aan één scherm',
  'hotseat.players': 'Spelers',
  'hotseat.seat': 'Plaats {n}',
  'hotseat.human': 'Mens',
  'hotseat.bot.random': 'Bot: willekeurig',
  'hotseat.bot.mcts': 'Bot: MCTS (boardgame.io)',
  'hotseat.start': 'Start',
  'hotseat.newGame': 'Nieuw spel',
  'generic.actions': 'Jouw mogelijkheden',
  'generic.waiting': 'Wachten op {player}…',
  'generic.gameOver': 'Einde van het spel',
  'generic.winner': 'Winnaar: {players}',
  'generic.state': 'Wat jij ziet',
  'notFound': 'Deze pagina bestaat niet.',
};

export const MESSAGES: Record<Language, Record<MessageKey, string>> = { en, nl };

/** Looks a key up and fills `{placeholders}`. */
export function translate(language: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  return MESSAGES[language][key].replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
}
