/**
 * What the feature under a placed meeple would score if the game ended now, and for whom: the end-of-game
 * values (docs/rules/carcassonne.md#final-scoring) for the majority of the meeples on it
 * (docs/rules/carcassonne.md#majority); a cloister or a garden scores 1 a tile of its 3×3. A meeple always stands on an unfinished feature (a finished road,
 * city or monastery sends its meeples home), or on a field, which scores only at the end.
 */
import {
  find,
  posKey,
  type CarcassonneState,
  type Feature,
  type FeatureKind,
  type Location,
  type Meeple,
} from '../../games/carcassonne';
import { centreTiles, majority } from '../../games/carcassonne/rules/scoring';
import { ORIENTED } from '../../games/carcassonne';
import type { Translate } from '../catalogue';
import type { Language, MessageKey } from '../i18n/dictionary';
import { featureHighlight, type Highlight } from './highlight';

export interface Worth {
  kind: FeatureKind | 'monastery' | 'garden';
  points: number;
  /** The seats that would score it (ties all score). */
  seats: number[];
}

/** Distinct completed cities a field touches. */
function completedCities(state: CarcassonneState, field: Feature): number {
  const roots = new Set<number>();
  for (const seg of field.cities) {
    const root = find(state.parent, seg);
    if ((state.features[root] as Feature).open === 0) roots.add(root);
  }
  return roots.size;
}

export function worthNow(state: CarcassonneState, meeple: Meeple): Worth {
  if (meeple.seg < 0) {
    const kind = meeple.location === 'garden' ? 'garden' : 'monastery';
    return { kind, points: centreTiles(state, meeple.x, meeple.y).length, seats: [meeple.seat] };
  }
  const root = find(state.parent, meeple.seg);
  const feature = state.features[root] as Feature;
  const owners = Object.values(state.meeples).filter((m) => m.seg >= 0 && find(state.parent, m.seg) === root);
  const seats = majority(owners, state.scores.length);
  const points =
    feature.kind === 'field'
      ? 3 * completedCities(state, feature)
      : feature.kind === 'road'
        ? feature.tiles.length
        : feature.tiles.length + feature.pennants;
  return { kind: feature.kind, points, seats };
}

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
export function worthText(worth: Worth, names: readonly string[], t: Translate, language: Language): string {
  const players = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    worth.seats.map((seat) => names[seat] ?? String(seat + 1)),
  );
  return t('learn.worth', { n: worth.points, players, feature: t(`carcassonne.kind.${worth.kind}` as MessageKey) });
}
