/**
 * Scoring (docs/rules/carcassonne.md#scoring). Majority: the seats with the most meeples on a feature each get the
 * full points; a feature without meeples scores for nobody (docs/rules/carcassonne.md#majority,
 * docs/rules/carcassonne.md#joined-features).
 * - During play (docs/rules/carcassonne.md#scoring-during-play), after the meeple step: every road, city, cloister
 *   and garden the placed tile completed is scored (road 1/tile, city 2/tile + 2/pennant, cloister and garden
 *   9, points in data/features.ts) and its figures go home (docs/rules/carcassonne.md#several-completions,
 *   docs/rules/carcassonne.md#garden-scoring); any tile of the 3×3 completes a cloister or a garden.
 * - At the end (docs/rules/carcassonne.md#final-scoring): incomplete road 1/tile, city 1/tile + 1/pennant, cloister
 *   and garden 1 + neighbours; fields 3 per distinct completed city they touch, per field, no once-per-city limit
 *   (3rd edition, docs/rules/carcassonne.md#field-scoring, docs/rules/carcassonne.md#field-city-adjacency);
 *   a winner with a pig there 4 per city (docs/rules/carcassonne.md#pig); then the goods bonus
 *   (docs/rules/carcassonne.md#goods-bonus).
 *   Farmers never return (docs/rules/carcassonne.md#farmers-stay); nothing returns at the end.
 * Tiles are counted once per feature (docs/rules/carcassonne.md#tile-counted-once). A figure counts for its
 * weight in a majority (data/figures.ts); a figure on a cloister or garden stands there alone.
 */
import type { Seat } from '../../shared/contract';
import { FEATURE_KINDS, FEATURE_MARKS, type CentreKind } from '../data/features';
import { FIGURES, type FigureKind, type FigureSpec } from '../data/figures';
import { ORIENTED, posKey } from '../geometry';
import { featureWith, fieldTiles, find, tilesOf } from './features';
import { addGoods, goodsBonus, takeGoods } from './goods';
import { returnToSupply } from './meeples';
import { meepleKey, type CarcassonneState, type Feature, type Meeple, type ScoreEvent } from './state';

/**
 * Scratch space for `majority`'s counts by seat: the bots' projection
 * counts a majority for every occupied feature at the end of every playout, and a list made per count was
 * garbage.
 */
const COUNTS: number[] = [];

/** Each figure's weight by lookup. */
const WEIGHT = Object.fromEntries(Object.entries(FIGURES).map(([f, spec]) => [f, spec.weight])) as Record<
  FigureKind,
  number
>;

/**
 * The seats with the most figures among `owners`, each counted for its weight (empty when there are none,
 * or only figures of weight 0: they claim nothing, docs/rules/carcassonne.md#builder).
 */
export function majority(owners: readonly Pick<Meeple, 'seat' | 'figure'>[], numSeats: number): Seat[] {
  if (owners.length === 0) return [];
  const counts = COUNTS;
  while (counts.length < numSeats) counts.push(0);
  counts.fill(0, 0, numSeats);
  let best = 0;
  for (const m of owners) {
    counts[m.seat] = (counts[m.seat] as number) + WEIGHT[m.figure ?? 'meeple'];
    best = Math.max(best, counts[m.seat] as number);
  }
  const seats: Seat[] = [];
  if (best === 0) return seats;
  for (let s = 0; s < numSeats; s++) if (counts[s] === best) seats.push(s);
  return seats;
}

/** Adds the points to the seats that scored and logs the event. */
function award(state: CarcassonneState, event: Omit<ScoreEvent, 'turn'>): void {
  if (event.seats.length === 0) return;
  credit(state, event.seats, event.points);
  state.scoreLog[logLength(state.scoreLog)] = { turn: state.turns, ...event };
}

/**
 * Adds the points to each of the seats, logging nothing: the unitemised scoring (the bots' projection at
 * the end of every playout) builds no event at all, which was most of its cost and garbage.
 */
function credit(state: CarcassonneState, seats: readonly Seat[], points: number): void {
  for (const s of seats) state.scores[s] = (state.scores[s] as number) + points;
}

/**
 * The number of events in a score log (its keys are 0, 1, 2, ... with no gap), by a doubling then a halving
 * search over its keys: a handful of lookups instead of listing every key at every scoring, which grew with
 * the game (six players score far more often).
 */
export function logLength(log: Readonly<Record<number, unknown>>): number {
  if (log[0] === undefined) return 0;
  let present = 0;
  let absent = 1;
  while (log[absent] !== undefined) {
    present = absent;
    absent *= 2;
  }
  while (absent - present > 1) {
    const middle = (present + absent) >> 1;
    if (log[middle] === undefined) absent = middle;
    else present = middle;
  }
  return absent;
}

/** Meeples standing on the feature rooted at `root`. */
function meeplesOn(state: CarcassonneState, root: number): Meeple[] {
  const out: Meeple[] = [];
  for (const key in state.meeples) {
    const m = state.meeples[key] as Meeple;
    if (m.seg >= 0 && find(state.parent, m.seg) === root) out.push(m);
  }
  return out;
}

function sendHome(state: CarcassonneState, gone: readonly Meeple[]): void {
  for (const m of gone) {
    returnToSupply(state, m);
    delete state.meeples[meepleKey(m.x, m.y, m.location)];
  }
}

/**
 * Points of a city or road as it stands: complete (scored in play) or unfinished (at the end); an inn or a
 * cathedral replaces the kind's points by its own (docs/rules/carcassonne.md#inn-cathedral-scoring).
 */
export function edgeFeaturePoints(feature: Feature): number {
  const points = feature.mark === undefined ? FEATURE_KINDS[feature.kind] : FEATURE_MARKS[feature.mark];
  const rule = points[feature.open === 0 ? 'complete' : 'unfinished'];
  return rule.perTile * feature.tiles.length + rule.perPennant * feature.pennants;
}

/** Scores the city or road at `root` for the majority of its meeples (`known`: them, when the caller has them). */
function scoreFeature(state: CarcassonneState, root: number, final: boolean, itemise = true, known?: Meeple[]): void {
  const feature = state.features[root] as Feature;
  if (feature.meeples === 0) return;
  const on = known ?? meeplesOn(state, root);
  const seats = majority(on, state.scores.length);
  const points = edgeFeaturePoints(feature);
  if (itemise) {
    const { kind, pennants, mark } = feature;
    const tiles = tilesOf(state, root);
    award(state, { final, kind, seats, points, tiles, pennants, ...(mark && { mark }), cities: 0 });
  } else credit(state, seats, points);
  if (!final) {
    // Its followers gone home: no follower, no `followerSeats`.
    state.features[root] = featureWith(feature, feature.open, 0, undefined);
    sendHome(state, on);
  }
}

/** The present tiles of the 3×3 round a cloister or garden at (x, y), its own tile first. */
export function centreTiles(state: CarcassonneState, x: number, y: number): string[] {
  const out = [posKey(x, y)];
  for (let dx = -1; dx <= 1; dx++) {
    for (let dy = -1; dy <= 1; dy++) {
      const k = posKey(x + dx, y + dy);
      if ((dx !== 0 || dy !== 0) && state.board[k] !== undefined) out.push(k);
    }
  }
  return out;
}

/** How many tiles of the 3×3 round (x, y) are present, its own included (no list made: asked in every scoring step). */
export function centreTileCount(state: CarcassonneState, x: number, y: number): number {
  let count = 0;
  for (let dx = -1; dx <= 1; dx++) {
    for (let dy = -1; dy <= 1; dy++) if (state.board[posKey(x + dx, y + dy)] !== undefined) count++;
  }
  return count;
}

/** Points of the cloister or garden at (x, y) as it stands: 1 per present tile of its 3×3 (9 when complete). */
export function centrePoints(state: CarcassonneState, x: number, y: number, kind: CentreKind): number {
  const tiles = centreTileCount(state, x, y);
  return FEATURE_KINDS[kind][tiles === 9 ? 'complete' : 'unfinished'].perTile * tiles;
}

/** The kind of the centre feature a figure stands on. */
export const centreKindOf = (figure: Pick<Meeple, 'location'>): CentreKind =>
  figure.location === 'garden' ? 'garden' : 'monastery';

/**
 * Scores the cloister or garden a figure stands on, for its owner alone, 1 per tile of its 3×3; during play
 * the figure goes home. `early`: the abbot's return (docs/rules/carcassonne.md#abbot-return).
 */
export function scoreCentre(
  state: CarcassonneState,
  monk: Meeple,
  final: boolean,
  early = false,
  itemise = true,
): void {
  const kind = centreKindOf(monk);
  const points = centrePoints(state, monk.x, monk.y, kind);
  if (itemise) {
    const tiles = centreTiles(state, monk.x, monk.y);
    award(state, { final, kind, ...(early && { early }), seats: [monk.seat], points, tiles, pennants: 0, cities: 0 });
  } else state.scores[monk.seat] = (state.scores[monk.seat] as number) + points;
  if (!final) sendHome(state, [monk]);
}

/**
 * Scores everything the tile at (x, y) completed (docs/rules/carcassonne.md#scoring-step); the active seat
 * takes the goods of the cities it completed (docs/rules/carcassonne.md#goods), noted in its turn's entry.
 */
export function scoreCompleted(state: CarcassonneState, x: number, y: number): void {
  const tile = state.board[posKey(x, y)]!;
  const { features } = ORIENTED[tile.type][tile.rotation]!;
  const done: number[] = [];
  for (let i = 0; i < features.length; i++) {
    if (features[i]!.kind === 'field') continue;
    const root = find(state.parent, tile.seg + i);
    if ((state.features[root] as Feature).open === 0 && !done.includes(root)) done.push(root);
  }
  for (const root of done) {
    const feature = state.features[root] as Feature;
    if (feature.goods !== undefined) {
      const taken = takeGoods(state, state.turn, feature);
      const entry = state.history[state.turns];
      if (taken !== undefined && entry !== undefined) entry.goods = addGoods(entry.goods, taken);
    }
    scoreFeature(state, root, false);
  }
  for (const monk of centreFiguresAround(state, x, y)) {
    if (centreTileCount(state, monk.x, monk.y) === 9) scoreCentre(state, monk, false);
  }
}

/**
 * Figures on a cloister or garden at (x, y) or its eight neighbours: any tile of the 3×3 may complete them
 * (docs/rules/carcassonne.md#garden-scoring). Only the squares whose tile has a cloister or a garden are
 * looked up, by key (faster than scanning every figure, which six players make many).
 */
export function centreFiguresAround(state: CarcassonneState, x: number, y: number): Meeple[] {
  const out: Meeple[] = [];
  for (let dx = -1; dx <= 1; dx++) {
    for (let dy = -1; dy <= 1; dy++) {
      const tile = state.board[posKey(x + dx, y + dy)];
      if (tile === undefined) continue;
      const { monastery, garden } = ORIENTED[tile.type][tile.rotation]!;
      const onMonastery = monastery ? state.meeples[meepleKey(x + dx, y + dy, 'monastery')] : undefined;
      if (onMonastery !== undefined) out.push(onMonastery);
      const onGarden = garden ? state.meeples[meepleKey(x + dx, y + dy, 'garden')] : undefined;
      if (onGarden !== undefined) out.push(onGarden);
    }
  }
  return out;
}

/**
 * Distinct completed cities a field touches (docs/rules/carcassonne.md#field-scoring). A field touches few
 * cities, so a list is cheaper than a set here (the bots' projections count every occupied field's cities
 * in every playout).
 */
export function completedCities(state: CarcassonneState, field: Feature): number {
  const roots: number[] = [];
  for (const seg of field.cities) {
    const root = find(state.parent, seg);
    if ((state.features[root] as Feature).open === 0 && !roots.includes(root)) roots.push(root);
  }
  return roots.length;
}

/** Points of a field at the end: 3 per distinct completed city it touches. */
export const fieldPoints = (cities: number): number => FEATURE_KINDS.field.perCity * cities;

/**
 * The monks, and the meeples on each occupied feature by root (in ascending root order when `ordered`):
 * one pass over the few meeples.
 */
function meeplesOnBoard(state: CarcassonneState, ordered: boolean): { monks: Meeple[]; byRoot: Map<number, Meeple[]> } {
  const monks: Meeple[] = [];
  const byRoot = new Map<number, Meeple[]>();
  for (const key in state.meeples) {
    const m = state.meeples[key] as Meeple;
    if (m.seg < 0) {
      monks.push(m);
      continue;
    }
    const root = find(state.parent, m.seg);
    const on = byRoot.get(root);
    if (on) on.push(m);
    else byRoot.set(root, [m]);
  }
  if (!ordered || byRoot.size < 2) return { monks, byRoot };
  return { monks, byRoot: new Map([...byRoot].sort(([a], [b]) => a - b)) };
}

/**
 * End-of-game scoring (docs/rules/carcassonne.md#final-scoring): incomplete cities, roads, cloisters, then fields.
 * With `itemise` false the
 * points are the same but nothing is logged (the bots' projections, which never read the log and skip
 * the board scan that lists a field's tiles).
 */
export function finalScoring(state: CarcassonneState, itemise = true): void {
  const { monks, byRoot: occupied } = meeplesOnBoard(state, itemise);
  for (const kind of ['city', 'road'] as const) {
    for (const [root, on] of occupied) {
      const f = state.features[root] as Feature;
      if (f.kind === kind && f.open > 0) scoreFeature(state, root, true, itemise, on);
    }
  }
  for (const monk of monks) scoreCentre(state, monk, true, false, itemise);
  if (state.options.farmers) scoreFields(state, occupied, itemise);
  for (const bonus of goodsBonus(state)) {
    if (itemise) award(state, bonus);
    else credit(state, bonus.seats, bonus.points);
  }
}

/** The fields' final scoring (farmers on): 3 per completed city for the majority, 4 for a winner with a pig. */
function scoreFields(state: CarcassonneState, occupied: ReadonlyMap<number, Meeple[]>, itemise: boolean): void {
  const fields = [...occupied.keys()].filter((root) => (state.features[root] as Feature).kind === 'field');
  const tilesByField = itemise ? fieldTiles(state, fields) : undefined;
  for (const root of fields) {
    const on = occupied.get(root) as Meeple[];
    const field = state.features[root] as Feature;
    const cities = completedCities(state, field);
    const seats = majority(on, state.scores.length);
    const tiles = tilesByField?.get(root) ?? [];
    const points = fieldPoints(cities);
    const withPig = cities > 0 ? pigSeats(on, seats) : NO_BONUS;
    const plain = withPig === NO_BONUS ? seats : seats.filter((s) => !withPig.has(s));
    if (!itemise) {
      credit(state, plain, points);
      for (const [seat, bonus] of withPig)
        state.scores[seat] = (state.scores[seat] as number) + points + bonus * cities;
      continue;
    }
    const event = { final: true, kind: 'field', tiles, pennants: 0, cities } as const;
    if (plain.length > 0 || withPig.size === 0) award(state, { ...event, seats: plain, points });
    if (withPig === NO_BONUS) continue;
    for (const [bonus, pigs] of bonusGroups(withPig))
      award(state, { ...event, seats: pigs, points: points + bonus * cities, pig: true });
  }
}

const NO_BONUS: ReadonlyMap<Seat, number> = new Map();

/**
 * The winning seats of a field with a figure there that adds points per city (the pig's
 * `fieldBonusPerCity`, docs/rules/carcassonne.md#pig), with that bonus; a loser's pig gives nothing.
 */
function pigSeats(on: readonly Meeple[], winners: readonly Seat[]): ReadonlyMap<Seat, number> {
  let out: Map<Seat, number> | undefined;
  for (const m of on) {
    const bonus = m.figure === undefined ? undefined : (FIGURES[m.figure] as FigureSpec).fieldBonusPerCity;
    if (bonus === undefined || !winners.includes(m.seat)) continue;
    out ??= new Map();
    out.set(m.seat, Math.max(out.get(m.seat) ?? 0, bonus));
  }
  return out ?? NO_BONUS;
}

/** Seats by the bonus they score, each bonus once, seats ascending. */
function bonusGroups(bonuses: ReadonlyMap<Seat, number>): [number, Seat[]][] {
  const groups = new Map<number, Seat[]>();
  for (const [seat, bonus] of [...bonuses].sort(([a], [b]) => a - b)) {
    const group = groups.get(bonus);
    if (group) group.push(seat);
    else groups.set(bonus, [seat]);
  }
  return [...groups];
}
