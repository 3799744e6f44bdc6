/**
 * German, client side: every word of the site (shared, each area's, each game's) and
 * Machiavelli's full card rules (README.md#languages).
 */
import type { ClientLocale } from '../locale';
import { areas } from './areas';
import { carcassonne } from './carcassonne';
import { cardRules } from './card-rules';
import { citadels } from './citadels';
import { shared } from './shared';

export const locale: ClientLocale = {
  words: { ...shared, ...areas, ...citadels, ...carcassonne },
  cardRules,
};
