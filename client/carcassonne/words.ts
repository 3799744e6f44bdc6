/**
 * Adds Carcassonne's own words (its options, board, gallery, log and guided game: client/carcassonne/messages.ts
 * and guided-messages.ts, in English and Dutch) when the game's chunk loads: client/carcassonne/module.ts
 * imports this first. The home page needs only the game's title and description (home-messages.ts), so the
 * rest stays out of its bundle. German and French come with their languages' folders.
 */
import { addMessages } from '../i18n/dictionary';
import { carcassonneGuidedMessages } from './guided-messages';
import { carcassonneMessages } from './messages';

addMessages(carcassonneMessages);
addMessages(carcassonneGuidedMessages);
