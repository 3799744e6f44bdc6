/**
 * Adds the tournament pages' English and Dutch words when their chunk loads: the pages load on demand, so
 * their words stay out of the home page's bundle (its budget: e2e/home.spec.ts). German and French come with
 * their languages' folders (client/i18n/locales/<code>/areas.ts), as every area's do.
 */
import { addMessages } from '../i18n/dictionary';
import { tournamentsMessages } from './messages';

addMessages(tournamentsMessages);
