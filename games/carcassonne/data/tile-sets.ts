/**
 * Every tile kind the game knows, and the tile sets that put them in the box (docs/design/expansions.md#tile-sets).
 *
 * `TILES` joins the base letters (tiles.ts), their garden copies (gardens.ts) and the river (river.ts);
 * `TileKind` names any of them. A tile set is data: the kinds it adds with their counts, the option that
 * brings it, the start tile it brings and whether its tiles form a stack drawn before the land tiles.
 * `boxFor(options)` turns the options of a match into its start tile and its stacks
 * (docs/rules/carcassonne.md#river-setup). Inns & Cathedrals adds its 18 land tiles to the bag
 * (docs/rules/carcassonne.md#inns-cathedrals), Traders & Builders its 24 (docs/rules/carcassonne.md#traders-builders).
 */
import { GARDEN_TILES, GARDEN_TYPES, type GardenTileType } from './gardens';
import { INNS_CATHEDRALS_TILES, INNS_CATHEDRALS_TYPES, type InnsCathedralsTileType } from './inns-cathedrals';
import { TRADERS_BUILDERS_TILES, TRADERS_BUILDERS_TYPES, type TradersBuildersTileType } from './traders-builders';
import { LAKE, RIVER_TILES, RIVER_TYPES, SPRING, type RiverTileType } from './river';
import { BASE_TILES, START_TILE, TILE_TYPES, tileId, type TileSpec, type TileType } from './tiles';

export type TileKind = TileType | GardenTileType | RiverTileType | InnsCathedralsTileType | TradersBuildersTileType;

export const TILES: Readonly<Record<TileKind, TileSpec>> = {
  ...BASE_TILES,
  ...GARDEN_TILES,
  ...RIVER_TILES,
  ...INNS_CATHEDRALS_TILES,
  ...TRADERS_BUILDERS_TILES,
};

/** Every kind in table order: the 24 letters, the 8 garden copies, R1-R12, IC1-IC17, TB1-TB24. */
export const TILE_KINDS: readonly TileKind[] = [
  ...TILE_TYPES,
  ...GARDEN_TYPES,
  ...RIVER_TYPES,
  ...INNS_CATHEDRALS_TYPES,
  ...TRADERS_BUILDERS_TYPES,
];

/** The kind of a tile id (`tileId`); ids without a `:` are the base game's older `<letter><copy>` ids. */
export function kindOfId(id: string): TileKind {
  let kind = KIND_OF_ID.get(id);
  if (kind === undefined) {
    const colon = id.indexOf(':');
    // The table's own string, not a fresh slice: every lookup keyed by this kind (the oriented tiles, the
    // fitting table, the counts) is faster with the one interned string than with a copy of it.
    const name = colon < 0 ? (id[0] as string) : id.slice(0, colon);
    kind = KIND_STRINGS[name] ?? (name as TileKind);
    if (KIND_OF_ID.size < MAX_IDS_REMEMBERED) KIND_OF_ID.set(id, kind);
  }
  return kind;
}

/**
 * The kind of each id met so far, so a draw (every turn, and every playout step of the bots) slices no
 * string. The box's ids are a few hundred; the bound only keeps made-up ids from growing it without end.
 */
const KIND_OF_ID = new Map<string, TileKind>();
const MAX_IDS_REMEMBERED = 4096;

/** Each kind by its name, to hand out the table's own string (see `kindOfId`). */
const KIND_STRINGS: Readonly<Partial<Record<string, TileKind>>> = Object.fromEntries(
  TILE_KINDS.map((kind) => [kind, kind]),
);

/** Kind flags by lookup: placement asks for every tile listed, millions of times in search. */
const RIVER_FLAGS: Readonly<Partial<Record<string, true>>> = Object.fromEntries(RIVER_TYPES.map((t) => [t, true]));
const GARDEN_FLAGS: Readonly<Partial<Record<string, true>>> = Object.fromEntries(GARDEN_TYPES.map((t) => [t, true]));

export const isRiverKind = (kind: TileKind): kind is RiverTileType => RIVER_FLAGS[kind] === true;
export const isInnsCathedralsKind = (kind: TileKind): kind is InnsCathedralsTileType =>
  Object.hasOwn(INNS_CATHEDRALS_TILES, kind);
export const isTradersBuildersKind = (kind: TileKind): kind is TradersBuildersTileType =>
  Object.hasOwn(TRADERS_BUILDERS_TILES, kind);
export const isGardenCopy = (kind: TileKind): kind is GardenTileType => GARDEN_FLAGS[kind] === true;

/** The plain letter a kind is drawn and named after (a garden copy's letter; itself otherwise). */
export function plainKind(kind: TileKind): Exclude<TileKind, GardenTileType> {
  return isGardenCopy(kind) ? GARDEN_TILES[kind].plain : kind;
}

/** The options that choose tile sets (a subset of CarcassonneOptions, kept here so data needs no rules import). */
export interface TileSetOptions {
  readonly river?: boolean;
  readonly abbot?: boolean;
  readonly innsCathedrals?: boolean;
  readonly tradersBuilders?: boolean;
}

/** A match's tiles: the start tile, the land tiles and the river stack (middle tiles, then the lake). */
export interface Box {
  start: TileKind;
  /** Ids of the land tiles that go into the bag (the start tile's copy excluded). */
  land: string[];
  /** Ids of the river's middle tiles, shuffled together and drawn before any land tile. */
  riverMiddle: string[];
  /** The lake's id, drawn last of the river, or null without the river. */
  lake: string | null;
}

/** Land tile ids in table order; with gardens, the last copy of each garden letter is its garden copy. */
function landIds(gardens: boolean): string[] {
  const gardenOf = Object.fromEntries(GARDEN_TYPES.map((g) => [GARDEN_TILES[g].plain, g])) as Partial<
    Record<TileType, GardenTileType>
  >;
  return TILE_TYPES.flatMap((t) => {
    const garden = gardens ? gardenOf[t] : undefined;
    const plain = BASE_TILES[t].count - (garden ? 1 : 0);
    const ids = Array.from({ length: plain }, (_, i) => tileId(t, i));
    return garden ? [...ids, tileId(garden, 0)] : ids;
  });
}

/** The land tiles of the bag (the base start tile left out), made once. */
const LAND = landIds(false).filter((id) => id !== tileId(START_TILE, 0));
const LAND_WITH_GARDENS = landIds(true).filter((id) => id !== tileId(START_TILE, 0));
/** Inns & Cathedrals' 18 land tiles, in table order. */
const INNS_CATHEDRALS = INNS_CATHEDRALS_TYPES.flatMap((t) =>
  Array.from({ length: INNS_CATHEDRALS_TILES[t].count }, (_, i) => tileId(t, i)),
);
/** Traders & Builders' 24 land tiles, in table order. */
const TRADERS_BUILDERS = TRADERS_BUILDERS_TYPES.map((t) => tileId(t, 0));

/**
 * The tiles of a match with these options. Without the river the start tile is the base D (`D:0`) and
 * the other 71 land tiles go into the bag, in the same order as always; with it the spring starts, the
 * D goes back to the box (71 land tiles) and R2-R11 plus the lake form the river stack. Inns & Cathedrals
 * adds its 18 tiles after the base ones (89 land tiles), Traders & Builders its 24 after those.
 */
export function boxFor(options: TileSetOptions): Box {
  const base = options.abbot === true ? LAND_WITH_GARDENS : LAND;
  const land = [
    ...base,
    ...(options.innsCathedrals === true ? INNS_CATHEDRALS : []),
    ...(options.tradersBuilders === true ? TRADERS_BUILDERS : []),
  ];
  if (options.river !== true) return { start: START_TILE, land, riverMiddle: [], lake: null };
  const middle = RIVER_TYPES.filter((r) => r !== SPRING && r !== LAKE).map((r) => tileId(r, 0));
  return { start: SPRING, land, riverMiddle: middle, lake: tileId(LAKE, 0) };
}

/** How many tiles a match with these options holds, start tile included (72 base, 83 with the river, +18 with Inns & Cathedrals, +24 with Traders & Builders). */
export function boxSize(options: TileSetOptions): number {
  const box = boxFor(options);
  return 1 + box.land.length + box.riverMiddle.length + (box.lake === null ? 0 : 1);
}
