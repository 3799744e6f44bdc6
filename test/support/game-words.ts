// Every test runs as the site does: with the client's list of games loaded, which adds each game's own
// words to the dictionary (client/game-list.ts), so a test that renders one game's board alone reads
// that game's words as the site shows them.
import '../../client/game-list';
