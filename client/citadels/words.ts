/**
 * Adds Machiavelli's own words (its options, board, gallery, log and guided game: client/citadels/messages.ts
 * and guided-messages.ts, in English and Dutch) when the game's chunk loads: client/citadels/module.ts
 * imports this first. The home page needs only the game's title and description (home-messages.ts), so the
 * rest stays out of its bundle. German and French come with their languages' folders.
 */
import { addMessages } from '../i18n/dictionary';
import { citadelsGuidedMessages } from './guided-messages';
import { citadelsMessages } from './messages';

addMessages(citadelsMessages);
addMessages(citadelsGuidedMessages);
