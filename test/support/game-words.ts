// Every test runs as the site does: with the client's list of games loaded, which adds each game's own
// words to the dictionary (client/game-list.ts), so a test that renders one game's board alone reads
// that game's words as the site shows them; and with the areas' words (client/area-words.ts), which the
// app shell adds before it renders, so a test that renders one page or part alone reads its words too.
// The languages kept in folders are loaded too (the site fetches each when it is chosen).
import '../../client/game-list';
import '../../client/area-words';
// The pages that bring their own words with their chunk (client/tournaments/words.ts).
import '../../client/tournaments/words';
import { LANGUAGES, loadLanguage } from '../../client/i18n/dictionary';

await Promise.all(LANGUAGES.map(loadLanguage));
