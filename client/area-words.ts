/**
 * The words of the site's areas (its pages and their parts outside the games: client/<area>/messages.ts),
 * added to the dictionary here as the games' are by client/game-list.ts, so that the dictionary
 * (client/i18n/) imports no area and stays under them all (docs/design/architecture.md#floors). The app
 * shell imports this module before it renders (client/App.tsx); tests load it with the games' words
 * (test/support/game-words.ts).
 */
import { accountMessages } from './account/messages';
import { friendsMessages } from './friends/messages';
import { historyMessages } from './history/messages';
import { addMessages, type Messages } from './i18n/dictionary';
import { learnMessages } from './learn/messages';
import { guidedMessages } from './guided/messages';
import { onlineMessages } from './online/messages';
import { pwaMessages } from './pwa/messages';
import { ratingMessages } from './ratings/messages';
import { tableMessages } from './table/messages';

/** Each area's words. */
export const AREA_WORDS: readonly Messages[] = [
  accountMessages,
  ratingMessages,
  historyMessages,
  tableMessages,
  onlineMessages,
  learnMessages,
  guidedMessages,
  pwaMessages,
  friendsMessages,
];

for (const words of AREA_WORDS) addMessages(words);
