/**
 * One thing travelling across the Machiavelli table (docs/design/motion.md#flights): what it is, where it
 * leaves and where it lands, and its face only where the viewer may see it.
 */
import type { CardId, CharacterId } from '../../games/citadels/index';

/**
 * Where a flight starts or ends: a seat's hand, purse or city, the seat itself (its characters, the crown),
 * the deck, the bank, and in the draft the pile of characters to choose from and the face-up and face-down
 * discards.
 */
export type Place =
  | `hand-${number}`
  | `purse-${number}`
  | `city-${number}`
  | `seat-${number}`
  | 'deck'
  | 'bank'
  | 'draft'
  | 'draft-up'
  | 'draft-down';

export interface Flight {
  what: 'card' | 'coin' | 'character' | 'crown';
  from: Place;
  to: Place;
  /** The district's face, only where the viewer may see it; absent, the card travels face down. */
  card?: CardId;
  /** The character's face, only for one discarded face up; absent, it travels face down. */
  character?: CharacterId;
}
