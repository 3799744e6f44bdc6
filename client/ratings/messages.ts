/** The ratings' strings (leaderboard, rated tables, rating changes), in English and Dutch. */
const en = {
  'ratings.nav': 'Leaderboards',
  'ratings.title': '{game}: leaderboard',
  'ratings.season': 'Season',
  'ratings.season.all': 'All time',
  'ratings.season.current': 'This season',
  'ratings.kind.players': 'Players',
  'ratings.kind.bots': 'Bots',
  'ratings.min': 'At least {n} rated {n|game|games}.',
  'ratings.empty': 'Nobody is on this leaderboard yet.',
  'ratings.minGames': 'Minimum games',
  'ratings.place': 'Place',
  'ratings.who': 'Who',
  'ratings.rating': 'Rating',
  'ratings.games': 'Games',
  'ratings.bot': '{level} bot',
  'ratings.level.random': 'Random',
  'ratings.level.easy': 'Easy',
  'ratings.level.medium': 'Medium',
  'ratings.level.hard': 'Hard',
  'ratings.provisional': 'provisional',
  'ratings.yours': 'Your rating: {rating} after {n} rated {n|game|games}',
  'ratings.chart': 'Your rating after each rated game',
  'ratings.chartGames': 'Rated games',
  'ratings.chartNone': '{chart}: no rated game yet.',
  'ratings.how':
    'Rated tables only count. Your rating is a careful estimate of your skill: it starts at 1000 and moves after every rated game, more while it is provisional (fewer than 10 games). Bots have ratings on the same scale.',
  'ratings.loadFailed': 'The leaderboard could not be loaded: {message}',
  'ratings.rated': 'Rated table (for accounts: everyone signs in, one seat each)',
  'ratings.ratedNotice':
    'This table is rated. A player who leaves or times out and does not come back ranks last, below everyone who stayed; the bot that finishes for them earns nothing.',
  'ratings.changes': 'Rating changes',
  'ratings.left': 'left',
  'ratings.profile': 'Ratings per game',
  'ratings.profileLine': '{game}: {rating} after {n} rated {n|game|games}',
  'ratings.profileChart': '{game}: rating after each rated game',
  'ratings.profileNone': 'No rated games yet.',
  'ratings.profileFailed': 'The ratings could not be loaded: {message}',
} as const;

const nl: Record<keyof typeof en, string> = {
  'ratings.nav': 'Ranglijsten',
  'ratings.title': '{game}: ranglijst',
  'ratings.season': 'Seizoen',
  'ratings.season.all': 'Aller tijden',
  'ratings.season.current': 'Dit seizoen',
  'ratings.kind.players': 'Spelers',
  'ratings.kind.bots': 'Bots',
  'ratings.min': 'Minstens {n} {n|gewaardeerd spel|gewaardeerde spellen}.',
  'ratings.empty': 'Nog niemand staat op deze ranglijst.',
  'ratings.minGames': 'Minimum aantal spellen',
  'ratings.place': 'Plaats',
  'ratings.who': 'Wie',
  'ratings.rating': 'Rating',
  'ratings.games': 'Spellen',
  'ratings.bot': 'Bot {level}',
  'ratings.level.random': 'willekeurig',
  'ratings.level.easy': 'makkelijk',
  'ratings.level.medium': 'gemiddeld',
  'ratings.level.hard': 'moeilijk',
  'ratings.provisional': 'voorlopig',
  'ratings.yours': 'Jouw rating: {rating} na {n} {n|gewaardeerd spel|gewaardeerde spellen}',
  'ratings.chart': 'Jouw rating na elk gewaardeerd spel',
  'ratings.chartGames': 'Gewaardeerde spellen',
  'ratings.chartNone': '{chart}: nog geen gewaardeerd spel.',
  'ratings.how':
    'Alleen gewaardeerde tafels tellen. Je rating is een voorzichtige schatting van je kunnen: hij begint op 1000 en verandert na elk gewaardeerd spel, meer zolang hij voorlopig is (minder dan 10 spellen). Bots hebben een rating op dezelfde schaal.',
  'ratings.loadFailed': 'De ranglijst kon niet worden geladen: {message}',
  'ratings.rated': 'Gewaardeerde tafel (voor accounts: iedereen logt in, één plaats elk)',
  'ratings.ratedNotice':
    'Deze tafel is gewaardeerd. Wie vertrekt of te lang wegblijft en niet terugkomt, eindigt als laatste, onder iedereen die bleef; de bot die voor hem uitspeelt, verdient niets.',
  'ratings.changes': 'Ratingwijzigingen',
  'ratings.left': 'vertrokken',
  'ratings.profile': 'Ratings per spel',
  'ratings.profileLine': '{game}: {rating} na {n} {n|gewaardeerd spel|gewaardeerde spellen}',
  'ratings.profileChart': '{game}: rating na elk gewaardeerd spel',
  'ratings.profileNone': 'Nog geen gewaardeerde spellen.',
  'ratings.profileFailed': 'De ratings konden niet worden geladen: {message}',
};

export const ratingMessages = { en, nl };

// These keys are message keys (client/i18n/dictionary.ts, `AreaMessageKeys`); client/area-words.ts adds the words.
declare module '../i18n/dictionary' {
  interface AreaMessageKeys {
    ratings: keyof typeof en;
  }
}
