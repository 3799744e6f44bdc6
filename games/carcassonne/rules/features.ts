/**
 * Features merged incrementally (a union-find over segments, as JCloisterZone does).
 *
 * Placing a tile creates one feature per segment, each city/road with all its edges open, then joins it with
 * every orthogonal neighbour: matched city/road edges close two open edges of the merged feature (so a road
 * loop completes when its last edge is matched, docs/rules/carcassonne.md#road-loop), and fields join
 * half-edge to half-edge, across water edges too (the fields of either bank, docs/rules/carcassonne.md#river-fields). Corner contact never joins anything (docs/rules/carcassonne.md#corners). A feature
 * is complete when it has no open edge. A feature lists each of its tiles' board keys once, so one running
 * through a tile twice counts it once (docs/rules/carcassonne.md#tile-counted-once). Read paths use `find`
 * (no mutation: states may be frozen); `apply` paths compress. Feature objects are replaced, never changed in
 * place (`featureWith`), so a shallow copy of `features` is a full copy: the bots copy the state thousands
 * of times a second. An inn or a cathedral on a segment marks its whole merged feature
 * (docs/rules/carcassonne.md#inn-cathedral-scoring); a city carries the goods symbols of all its segments
 * (docs/rules/carcassonne.md#goods).
 */
import { GOODS, type Good, type GoodsCount } from '../data/goods';
import type { TileKind } from '../data/tile-sets';
import { DX, DY, OPPOSITE_EDGE, OPPOSITE_HALF, ORIENTED, posKey, type Rotation } from '../geometry';
import { sideFilled } from './fitting';
import type { CarcassonneState, Feature, PlacedTile } from './state';

/** The root of a segment, without changing the state. */
export function find(parent: Readonly<Record<number, number>>, seg: number): number {
  let i = seg;
  let p = parent[i];
  while (p !== undefined) {
    i = p;
    p = parent[i];
  }
  return i;
}

/** The root of a segment, compressing the path (mutates). */
function findCompress(parent: Record<number, number>, seg: number): number {
  const root = find(parent, seg);
  let i = seg;
  while (i !== root) {
    const next = parent[i] as number;
    if (next !== root) parent[i] = root;
    i = next;
  }
  return root;
}

/** The merged feature a segment belongs to. */
export function featureOf(state: CarcassonneState, seg: number): Feature {
  return state.features[find(state.parent, seg)] as Feature;
}

/**
 * A copy of a feature with these open edges and followers (features are never changed in place), built key
 * by key in the order every feature has: V8 spreads features of several shapes (with or without a mark,
 * goods, `followerSeats`) slowly, and this runs at every merge that closes edges and every follower placed.
 */
export function featureWith(f: Feature, open: number, meeples: number, followerSeats: number | undefined): Feature {
  const out: Feature = {
    kind: f.kind,
    open,
    tiles: f.tiles,
    size: f.size,
    pennants: f.pennants,
    meeples,
    cities: f.cities,
  };
  if (f.mark !== undefined) out.mark = f.mark;
  if (f.goods !== undefined) out.goods = f.goods;
  if (followerSeats !== undefined) out.followerSeats = followerSeats;
  return out;
}

/**
 * The union of two features' tile lists (each tile once). Features are small and square keys are shared
 * strings, so scanning is cheaper than a hash set, which V8 makes and copies slowly.
 */
function mergeTiles(big: readonly string[], small: readonly string[]): string[] {
  const out = big.slice();
  for (const key of small) if (!big.includes(key)) out.push(key);
  return out;
}

/** The goods symbols of two merged cities together (data/goods.ts); undefined when neither has any. */
function mergeGoods(a: GoodsCount | undefined, b: GoodsCount | undefined): GoodsCount | undefined {
  if (a === undefined || b === undefined) return a ?? b;
  const out: GoodsCount = { ...a };
  for (const good of GOODS) if (b[good] !== undefined) out[good] = (out[good] ?? 0) + b[good];
  return out;
}

/**
 * The seats with a follower on two merged features (`Feature.followerSeats`): undefined when neither keeps
 * them, or when one holds followers without saying whose (a state saved before they were kept).
 */
function mergeFollowerSeats(a: Feature, b: Feature): number | undefined {
  if (a.followerSeats === undefined && b.followerSeats === undefined) return undefined;
  if ((a.followerSeats === undefined && a.meeples > 0) || (b.followerSeats === undefined && b.meeples > 0))
    return undefined;
  return (a.followerSeats ?? 0) | (b.followerSeats ?? 0);
}

/** Joins two segments' features, `closes` of their open edges matching each other; returns the root. */
function union(state: CarcassonneState, a: number, b: number, closes: number): number {
  const ra = findCompress(state.parent, a);
  const rb = findCompress(state.parent, b);
  if (ra === rb) {
    const f = state.features[ra] as Feature;
    if (closes > 0) state.features[ra] = featureWith(f, f.open - closes, f.meeples, f.followerSeats);
    return ra;
  }
  const fa = state.features[ra] as Feature;
  const fb = state.features[rb] as Feature;
  const aBigger = fa.size >= fb.size;
  const root = aBigger ? ra : rb;
  const child = aBigger ? rb : ra;
  const big = aBigger ? fa : fb;
  const small = aBigger ? fb : fa;
  state.parent[child] = root;
  const merged: Feature = {
    kind: big.kind,
    open: big.open + small.open - closes,
    tiles: big.kind === 'field' ? big.tiles : mergeTiles(big.tiles, small.tiles),
    size: big.size + small.size,
    pennants: big.pennants + small.pennants,
    meeples: big.meeples + small.meeples,
    cities:
      small.cities.length === 0 ? big.cities : big.cities.length === 0 ? small.cities : big.cities.concat(small.cities),
  };
  const mark = big.mark ?? small.mark;
  if (mark !== undefined) merged.mark = mark;
  const goods = mergeGoods(big.goods, small.goods);
  if (goods !== undefined) merged.goods = goods;
  const seats = mergeFollowerSeats(big, small);
  if (seats !== undefined) merged.followerSeats = seats;
  state.features[root] = merged;
  dropFeature(state.features, child);
  return root;
}

/** Removes a merged-away feature: the record's key, or in the bots' sparse arrays (see bot.ts) an undefined entry, far cheaper than `delete`. */
function dropFeature(features: Record<number, Feature>, id: number): void {
  if (Array.isArray(features)) (features as (Feature | undefined)[])[id] = undefined;
  else delete features[id];
}

/**
 * The goods of a city segment with one symbol, one shared object per kind (frozen: feature goods are never
 * changed in place), instead of an object with a computed key made at every placement, which V8 builds slowly.
 */
const ONE_GOOD = Object.fromEntries(GOODS.map((good) => [good, Object.freeze({ [good]: 1 })])) as Record<
  Good,
  GoodsCount
>;

/** The empty `tiles` of a field and `cities` of a city or road, shared: feature lists are never changed in place. */
const NONE: never[] = [];

/**
 * Puts a tile on the board and merges its features with the neighbours', which are on the sides where
 * the square's packed `demand` (placement.ts) is not zero. Legality is not checked.
 */
export function addTile(
  state: CarcassonneState,
  x: number,
  y: number,
  type: TileKind,
  rotation: Rotation,
  demand: number,
): PlacedTile {
  const key = posKey(x, y);
  const oriented = ORIENTED[type][rotation]!;
  const seg = state.segments;
  state.segments += oriented.features.length;
  for (let i = 0; i < oriented.features.length; i++) {
    const f = oriented.features[i]!;
    if (f.kind === 'field') {
      const cities: number[] = [];
      for (const c of f.cities) cities.push(seg + c);
      state.features[seg + i] = { kind: 'field', open: 0, tiles: NONE, size: 1, pennants: 0, meeples: 0, cities };
    } else {
      const feature: Feature = {
        kind: f.kind,
        open: f.edgeCount,
        tiles: [key],
        size: 1,
        pennants: f.pennants,
        meeples: 0,
        cities: NONE,
      };
      if (f.mark !== undefined) feature.mark = f.mark;
      if (f.goods !== undefined) feature.goods = ONE_GOOD[f.goods];
      state.features[seg + i] = feature;
    }
  }
  const placed: PlacedTile = { type, rotation, seg };
  state.board[key] = placed;
  for (let d = 0; d < 4; d++) {
    if (!sideFilled(demand, d)) continue;
    const other = state.board[posKey(x + (DX[d] as number), y + (DY[d] as number))]!;
    const theirs = ORIENTED[other.type][other.rotation]!;
    const mine = oriented.edgeFeature[d] as number;
    if (mine >= 0) union(state, seg + mine, other.seg + (theirs.edgeFeature[OPPOSITE_EDGE[d] as number] as number), 2);
    for (let h = 2 * d; h <= 2 * d + 1; h++) {
      const field = oriented.halfFeature[h] as number;
      if (field >= 0)
        union(state, seg + field, other.seg + (theirs.halfFeature[OPPOSITE_HALF[h] as number] as number), 0);
    }
  }
  return placed;
}

/** The distinct tiles of the feature rooted at `root`, as board keys (fields: found by a board scan). */
export function tilesOf(state: CarcassonneState, root: number): string[] {
  const feature = state.features[root] as Feature;
  if (feature.kind !== 'field') return [...feature.tiles];
  return fieldTiles(state, [root]).get(root) ?? [];
}

/**
 * The distinct tiles of each field rooted in `roots`, as board keys in board order, found by one board scan
 * for all of them (the final scoring lists every occupied field's tiles).
 */
export function fieldTiles(state: CarcassonneState, roots: Iterable<number>): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const root of roots) out.set(root, []);
  for (const key in state.board) {
    const tile = state.board[key] as PlacedTile;
    const count = ORIENTED[tile.type][tile.rotation]!.features.length;
    let last = -1;
    for (let i = 0; i < count; i++) {
      const root = find(state.parent, tile.seg + i);
      if (root === last) continue;
      const tiles = out.get(root);
      if (tiles !== undefined && tiles[tiles.length - 1] !== key) tiles.push(key);
      last = root;
    }
  }
  return out;
}
