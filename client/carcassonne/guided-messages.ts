/**
 * The coach's words in Carcassonne's guided first game (client/carcassonne/guided.ts), in English and
 * Dutch: what to do now and why. Added with the game's own words (client/carcassonne/words.ts).
 */
const en = {
  'carcassonne.guided.place':
    'Your turn: the tile you drew is shown beside the map. Tap an outlined square where it fits — every edge must match its neighbour (city to city, road to road, field to field). Rotate (or R) turns it.',
  'carcassonne.guided.meeple':
    'The tile lies. Now you may put a meeple on one of its features (tap a circle): a finished road, city or cloister scores for its meeple, and the meeple comes back. Then press End turn — or press it at once to keep your meeple.',
  'carcassonne.guided.end':
    'No meeple can go on this tile. Press End turn: the bot plays its tile, then you draw the next one.',
};

const nl: Record<keyof typeof en, string> = {
  'carcassonne.guided.place':
    'Jouw beurt: de getrokken tegel staat naast de kaart. Tik op een omlijnd vak waar hij past — elke rand moet aansluiten op de buur (stad aan stad, weg aan weg, weiland aan weiland). Draai (of R) draait hem.',
  'carcassonne.guided.meeple':
    'De tegel ligt. Nu mag je een horige op een van zijn delen zetten (tik op een cirkel): een afgemaakte weg, stad of klooster scoort voor zijn horige, en de horige komt terug. Druk dan op Beurt beëindigen — of meteen, om je horige te houden.',
  'carcassonne.guided.end':
    'Op deze tegel kan geen horige. Druk op Beurt beëindigen: de bot legt zijn tegel, daarna trek jij de volgende.',
};

export const carcassonneGuidedMessages = { en, nl };

export type CarcassonneGuidedKey = keyof typeof en;

// These keys are message keys (client/i18n/dictionary.ts, `GameMessageKeys`).
declare module '../i18n/dictionary' {
  interface GameMessageKeys {
    carcassonneGuided: CarcassonneGuidedKey;
  }
}
