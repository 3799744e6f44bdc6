/**
 * The public surface of the Carcassonne rules: the core, its types, the tile data and geometry a board
 * needs to draw tiles and offer moves, and game records. The boardgame.io Game is in `game.ts`.
 */
export { carcassonneCore, validateOptions, MIN_PLAYERS, MAX_PLAYERS } from './rules/core';
export type {
  CarcassonneAction,
  CarcassonneOptions,
  CarcassonneState,
  Feature,
  Meeple,
  PlaceMeepleAction,
  PlaceTileAction,
  PlacedTile,
  RemainingTiles,
  ReturnAbbotAction,
  ScoreEvent,
  SkipMeepleAction,
  TurnEntry,
} from './rules/state';
export { HIDDEN, MEEPLES_PER_PLAYER, meepleKey, scoreEvents, turnEntries } from './rules/state';
export { BASE_TILES, START_TILE, TILE_COUNT, TILE_TYPES, type TileType, type TileSpec } from './data/tiles';
export {
  TILES,
  TILE_KINDS,
  isGardenCopy,
  isInnsCathedralsKind,
  isRiverKind,
  isTradersBuildersKind,
  plainKind,
  type TileKind,
} from './data/tile-sets';
export { INNS_CATHEDRALS_TILES, INNS_CATHEDRALS_TYPES, type InnsCathedralsTileType } from './data/inns-cathedrals';
export { TRADERS_BUILDERS_TILES, TRADERS_BUILDERS_TYPES, type TradersBuildersTileType } from './data/traders-builders';
export { GOODS, GOODS_BONUS, type Good, type GoodsCount } from './data/goods';
export { RIVER_TILES, RIVER_TYPES, type RiverTileType } from './data/river';
export { GARDEN_TILES, GARDEN_TYPES, type GardenTileType } from './data/gardens';
export { FIGURES, type FigureKind, type ExtraFigure } from './data/figures';
export { FEATURE_KINDS, type AnyFeatureKind } from './data/features';
export {
  EDGES,
  HALVES,
  ORIENTED,
  ROTATION_PERIOD,
  posKey,
  parseKey,
  type Edge,
  type FeatureKind,
  type Half,
  type Location,
  type OrientedFeature,
  type OrientedTile,
  type Rotation,
} from './geometry';
export { find, featureOf, tilesOf } from './rules/features';
export { figurePlacements, meepleLocations } from './rules/meeples';
export { featureSegments, featureWorth, projectedScores, type FeatureWorth, type SegmentRef } from './rules/queries';
export { placements, fits, demandText } from './rules/placement';
export {
  exportRecord,
  parseRecord,
  replayRecord,
  replayToState,
  type GameRecord,
  type RecordTurn,
  type ReplayResult,
} from './record';
export { view } from './view';
export { determinize } from './determinize';
