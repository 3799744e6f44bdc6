// Every test runs as the site does once a game has loaded: with the client's list of games and each game's own
// words (client/game-list.ts, client/<game>/words.ts), so a test that renders one game's board alone reads
// that game's words as the site shows them; and with the areas' words (client/area-words.ts), which the
// app shell adds before it renders, so a test that renders one page or part alone reads its words too.
// The languages kept in folders are loaded too (the site fetches each when it is chosen).
import { afterAll } from 'vitest';
import { entriesLoading } from '../../client/game-list';
// Each game's own words beyond its title and description come with its chunk (client/<game>/words.ts).
import '../../client/citadels/words';
import '../../client/carcassonne/words';
import '../../client/area-words';
// The pages that bring their own words with their chunk (client/tournaments/words.ts).
import '../../client/tournaments/words';
import { LANGUAGES, loadLanguage } from '../../client/i18n/dictionary';

await Promise.all(LANGUAGES.map(loadLanguage));

// A component that loads its game's module (client/use-entry.ts) may leave the load running when its test
// ends; a load still running when the file's environment is torn down fails the run (vitest's
// EnvironmentTeardownError). Every file waits for the loads it began.
afterAll(() => Promise.allSettled(entriesLoading()));
