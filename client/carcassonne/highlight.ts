/**
 * What to light up on the board when a meeple spot or a score-log entry is hovered, or while a feature that
 * just scored shows its points: the tiles of a merged feature and, on each, the local feature indices that
 * belong to it. Read straight from the core's
 * union-find in the view (`find`, `Feature.tiles`); nothing is recomputed.
 */
import {
  ORIENTED,
  find,
  parseKey,
  posKey,
  scoreEvents,
  type CarcassonneState,
  type Feature,
  type ScoreEvent,
} from '../../games/carcassonne';

export interface Highlight {
  /** Board keys of the tiles to outline. */
  tiles: readonly string[];
  /** Local feature indices to light up, by board key. */
  segments: Readonly<Record<string, readonly number[]>>;
}

/** Local indices of the tile's segments whose feature is rooted at `root`. */
function segmentsOf(state: CarcassonneState, key: string, root: number): number[] {
  const tile = state.board[key];
  if (!tile) return [];
  const count = ORIENTED[tile.type][tile.rotation]!.features.length;
  return Array.from({ length: count }, (_, i) => i).filter((i) => find(state.parent, tile.seg + i) === root);
}

function rootHighlight(state: CarcassonneState, root: number): Highlight {
  const feature = state.features[root] as Feature;
  const tiles = feature.tiles;
  return { tiles, segments: Object.fromEntries(tiles.map((key) => [key, segmentsOf(state, key, root)])) };
}

/** The merged feature of the segment at local index `index` of the tile at `key`; -1: the cloister and its 3×3 area. */
export function featureHighlight(state: CarcassonneState, key: string, index: number): Highlight {
  const tile = state.board[key];
  if (index < 0) {
    const [x, y] = parseKey(key);
    const around = [-1, 0, 1].flatMap((dy) => [-1, 0, 1].map((dx) => posKey(x + dx, y + dy)));
    return { tiles: around.filter((k) => state.board[k] !== undefined), segments: {} };
  }
  if (!tile) return { tiles: [key], segments: {} };
  return rootHighlight(state, find(state.parent, tile.seg + index));
}

/** The feature a score event was for: its tiles, and its segments when the feature can be found. */
export function eventHighlight(state: CarcassonneState, event: ScoreEvent): Highlight {
  const first = event.tiles[0];
  const tile = first === undefined ? undefined : state.board[first];
  if (event.kind === 'monastery' || event.kind === 'garden' || !tile || first === undefined)
    return { tiles: event.tiles, segments: {} };
  const oriented = ORIENTED[tile.type][tile.rotation]!;
  for (let i = 0; i < oriented.features.length; i++) {
    if (oriented.features[i]!.kind !== event.kind) continue;
    const root = find(state.parent, tile.seg + i);
    const feature = state.features[root] as Feature;
    if (feature.tiles.length === event.tiles.length && event.tiles.every((k) => feature.tiles.includes(k)))
      return rootHighlight(state, root);
  }
  return { tiles: event.tiles, segments: {} };
}

/**
 * The features the score events at `indices` were for, lit together: what just completed lights up while its
 * points float (docs/design/motion.md#carcassonne). Null when none.
 */
export function scoredHighlight(state: CarcassonneState, indices: readonly number[]): Highlight | null {
  const events = scoreEvents(state);
  const lit = indices.flatMap((i) => (events[i] ? [eventHighlight(state, events[i])] : []));
  if (lit.length === 0) return null;
  const segments: Record<string, number[]> = {};
  for (const { segments: each } of lit)
    for (const [key, local] of Object.entries(each)) segments[key] = [...new Set([...(segments[key] ?? []), ...local])];
  return { tiles: [...new Set(lit.flatMap((h) => h.tiles))], segments };
}
