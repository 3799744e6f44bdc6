/**
 * Pointing at a placed meeple: the whole feature it stands on lights up, and the board says in words what
 * that feature would score if the game ended now, and for whom (the core's `featureWorth`, which sums with
 * the scoring's own functions: docs/rules/carcassonne.md#final-scoring, docs/rules/carcassonne.md#majority).
 */
import { posKey, type CarcassonneState, type FeatureWorth, type Location, type Meeple } from '../../games/carcassonne';
import { ORIENTED } from '../../games/carcassonne';
import type { Translate } from '../catalogue';
import type { Language, MessageKey } from '../i18n/dictionary';
import { featureHighlight, type Highlight } from './highlight';

/** The whole feature under a placed meeple, to light up (a monastery: its 3×3 area). */
export function meepleHighlight(state: CarcassonneState, meeple: Meeple): Highlight {
  return spotHighlight(state, posKey(meeple.x, meeple.y), meeple.location);
}

/** The whole feature of a meeple spot of the tile at `key` (a monastery: its 3×3 area). */
export function spotHighlight(state: CarcassonneState, key: string, location: Location): Highlight {
  const tile = state.board[key];
  const index = tile ? (ORIENTED[tile.type][tile.rotation]!.locationIndex[location] ?? -1) : -1;
  return featureHighlight(state, key, index);
}

/** The worth in words: "8 points for Ann if the game ended now (city)". */
export function worthText(worth: FeatureWorth, names: readonly string[], t: Translate, language: Language): string {
  const players = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    worth.seats.map((seat) => names[seat] ?? String(seat + 1)),
  );
  return t('learn.worth', { n: worth.points, players, feature: t(`carcassonne.kind.${worth.kind}` as MessageKey) });
}
