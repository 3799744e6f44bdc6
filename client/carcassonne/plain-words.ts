/**
 * Carcassonne in plain words, for the turn log, the screen-reader announcements, the meeple choices and
 * the replay and analysis notes: a tile by what is on it ("a road bend tile"), a square by where it lies
 * from the start tile ("2 squares east of the start tile"), a meeple by its role and feature ("a farmer in
 * the field", with "in the north-west" when the tile has two of that kind), and a turn as one sentence
 * ("Ann placed a road bend tile east of the start tile and put a farmer in the field"). North is up on
 * the board (y grows to the south, games/carcassonne/geometry.ts); every word comes from the en/nl tables
 * in messages.ts, so the Dutch version uses Dutch compass words throughout.
 */
import {
  ORIENTED,
  TILES,
  isRiverKind,
  plainKind,
  type CarcassonneAction,
  type CarcassonneState,
  type FeatureKind,
  type Location,
  type Rotation,
  type ScoreEvent,
  type TileKind,
} from '../../games/carcassonne';
import { EARLY_FIGURES, type ExtraFigure } from '../../games/carcassonne/data/figures';
import type { GoodsCount } from '../../games/carcassonne/data/goods';
import type { MessageKey } from '../i18n/dictionary';
import { FIGURE_WORDS, placeKey } from './figure-words';
import { goodName, goodsWords } from './goods-words';
import { anchorsOf, rotatePoint } from './tile-shapes';

type T = (key: MessageKey, params?: Record<string, string | number>) => string;

/** The eight compass directions, clockwise from north. */
export const DIRECTIONS = [
  'north',
  'northEast',
  'east',
  'southEast',
  'south',
  'southWest',
  'west',
  'northWest',
] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** The tile type's name without an article ("road bend tile"). */
export function tileName(type: TileKind, t: T): string {
  const plain = plainKind(type);
  const spec = TILES[type];
  if (isRiverKind(plain)) {
    if (spec.spring === true) return t('carcassonne.tileName.spring');
    if (spec.lake === true) return t('carcassonne.tileName.lake');
  }
  const name = isRiverKind(plain) ? t('carcassonne.tileName.river') : t(`carcassonne.tileName.${plain}`);
  return spec.garden === true ? t('carcassonne.tileName.garden', { tile: name }) : name;
}

/** The tile type's name with its article ("a road bend tile"). */
export function aTile(type: TileKind, t: T): string {
  return t('carcassonne.aTile', { tile: tileName(type, t) });
}

/** Tiles listed by name ("a road bend tile, a city tile"). */
export function tileList(types: readonly TileKind[], t: T): string {
  return types.map((type) => aTile(type, t)).join(', ');
}

const compass = (dx: number, dy: number): Direction =>
  DIRECTIONS[((Math.round(Math.atan2(dx, -dy) / (Math.PI / 4)) % 8) + 8) % 8]!;

/** Where square (x, y) lies from the start tile at (0, 0): "east of the start tile", "2 squares north and 3 east of …". */
export function squareWords(x: number, y: number, t: T): string {
  if (x === 0 && y === 0) return t('carcassonne.where.start');
  const [ax, ay] = [Math.abs(x), Math.abs(y)];
  if (x === 0 || y === 0 || ax === ay) {
    const n = Math.max(ax, ay);
    const dir = t(`carcassonne.dir.${compass(x, y)}`);
    return n === 1 ? t('carcassonne.where.beside', { dir }) : t('carcassonne.where.line', { n, dir });
  }
  return t('carcassonne.where.offset', {
    ns: ay,
    nsDir: t(`carcassonne.dir.${y < 0 ? 'north' : 'south'}`),
    ew: ax,
    ewDir: t(`carcassonne.dir.${x > 0 ? 'east' : 'west'}`),
  });
}

export type MeepleKind = FeatureKind | 'monastery' | 'garden';

/** The part of a placed tile a location lies in: a compass direction, or `middle`. */
export function areaOf(type: TileKind, rotation: Rotation, location: Location): Direction | 'middle' {
  if (location === 'monastery') return 'middle';
  const index = ORIENTED[type][rotation]!.locationIndex[location] ?? -1;
  const [px, py] = rotatePoint(anchorsOf(type).features[index] ?? [50, 50], rotation);
  const [dx, dy] = [px - 50, py - 50];
  return Math.hypot(dx, dy) < 12 ? 'middle' : compass(dx, dy);
}

/** The kind of feature at a location of a placed tile. */
export function kindAt(type: TileKind, rotation: Rotation, location: Location): MeepleKind {
  if (location === 'monastery' || location === 'garden') return location;
  const oriented = ORIENTED[type][rotation]!;
  return oriented.features[oriented.locationIndex[location] ?? -1]?.kind ?? 'field';
}

/** Whether the tile has more than one feature of this kind, so that a meeple's feature needs its area named. */
function ambiguous(type: TileKind, kind: MeepleKind): boolean {
  return (
    kind !== 'monastery' && kind !== 'garden' && ORIENTED[type][0]!.features.filter((f) => f.kind === kind).length > 1
  );
}

/** " in the north-west" when the tile has another feature of the same kind, else "". */
function areaSuffix(type: TileKind, rotation: Rotation, location: Location, t: T): string {
  const kind = kindAt(type, rotation, location);
  if (!ambiguous(type, kind)) return '';
  const area = areaOf(type, rotation, location);
  return ` ${area === 'middle' ? t('carcassonne.area.middle') : t('carcassonne.area.dir', { dir: t(`carcassonne.dir.${area}`) })}`;
}

/**
 * A figure named by the place it stands on (`named.by` 'place', client/carcassonne/figure-words.ts): "the
 * abbot in the garden". The figure taken back early when none is given (docs/rules/carcassonne.md#abbot-return).
 */
export function placeWords(location: Location, t: T, figure: ExtraFigure = EARLY_FIGURES[0]!): string {
  const named = FIGURE_WORDS[figure].named;
  if (named.by !== 'place') throw new Error(`The ${figure} is not named by its place`);
  return t(placeKey(named.at, location));
}

/**
 * A figure on a placed tile: "a farmer in the field", "a knight in the city in the north-west", and with
 * `figure` one named by its place, "the abbot in the garden", or one named as the follower it plays, given
 * the meeple it stands as and the feature ("the large meeple as a knight in the city", "the builder by the
 * road", "the pig in the field").
 */
export function meepleWords(
  type: TileKind,
  rotation: Rotation,
  location: Location,
  t: T,
  figure?: ExtraFigure,
): string {
  const named = figure === undefined ? undefined : FIGURE_WORDS[figure].named;
  if (named?.by === 'place') return t(placeKey(named.at, location));
  const kind = kindAt(type, rotation, location);
  const area = areaSuffix(type, rotation, location, t);
  const words = `${t(`carcassonne.meeple.${kind}`)}${area}`;
  return named === undefined
    ? words
    : t(named.as, { meeple: words, feature: `${t(`carcassonne.kind.${kind}`)}${area}` });
}

/** A figure spot's button label for screen readers: "Put a farmer in the field", "Put the abbot in the garden". */
export function putWords(type: TileKind, rotation: Rotation, location: Location, t: T, figure?: ExtraFigure): string {
  const named = figure === undefined ? undefined : FIGURE_WORDS[figure].named;
  return named?.by === 'place'
    ? t(named.put, { abbot: t(placeKey(named.at, location)) })
    : t('carcassonne.meepleOn', { meeple: meepleWords(type, rotation, location, t, figure) });
}

/**
 * A figure choice's label: "Field", "Field in the north-west" when the tile has two fields, "Abbot in the
 * garden", "Large meeple: City".
 */
export function spotLabel(type: TileKind, rotation: Rotation, location: Location, t: T, figure?: ExtraFigure): string {
  const named = figure === undefined ? undefined : FIGURE_WORDS[figure].named;
  if (named?.by === 'place') return t(placeKey(named.spot, location));
  const spot = `${t(`carcassonne.spot.${kindAt(type, rotation, location)}`)}${areaSuffix(type, rotation, location, t)}`;
  return named === undefined ? spot : t(named.spot, { spot });
}

/**
 * What a scoring was for, in words: "city", "goods bonus for the most wine", "field with the pig (4 per
 * city)" (docs/rules/carcassonne.md#goods-bonus, docs/rules/carcassonne.md#pig).
 */
export function scoredWhat(event: ScoreEvent, t: T): string {
  if (event.kind === 'goods' && event.good !== undefined)
    return t('carcassonne.goodsBonusFor', { good: goodName(event.good, t) });
  const what = t(`carcassonne.kind.${event.kind}`);
  return event.pig === true && event.cities > 0
    ? t('carcassonne.withPig', { what, n: event.points / event.cities })
    : what;
}

/** A rotation in words ("turned a quarter clockwise"); empty for the unturned tile. */
export function rotationWords(rotation: Rotation, t: T): string {
  return rotation === 0 ? '' : t(`carcassonne.turned.${rotation}`);
}

export interface PlainTurn {
  seat: number;
  tile: TileKind;
  x: number;
  y: number;
  rotation: Rotation;
  meeple: Location | null;
  /** The figure placed at `meeple` when it is not a meeple. */
  figure?: ExtraFigure | undefined;
  /** Where the abbot stood when it was taken back instead (docs/rules/carcassonne.md#abbot-return). */
  returned?: { location: Location } | undefined;
  /** The second tile of a double turn (docs/rules/carcassonne.md#double-turn). */
  second?: true | undefined;
  /** Goods tokens taken for the cities the tile completed (docs/rules/carcassonne.md#goods). */
  goods?: GoodsCount | undefined;
}

/**
 * A turn in one sentence: "Ann placed a road bend tile east of the start tile and put a farmer in the field",
 * with "(a second tile, earned by the builder)" for a double turn's second tile and "; took 1 wine token" for
 * the goods it took.
 */
export function turnSentence(turn: PlainTurn, names: readonly string[], t: T): string {
  let sentence = figureSentence(turn, names, t);
  if (turn.second === true) sentence = t('carcassonne.turnLog.second', { turn: sentence });
  if (turn.goods !== undefined)
    sentence = t('carcassonne.turnLog.goods', { turn: sentence, goods: goodsWords(turn.goods, t) });
  return sentence;
}

/** The tile placed and the figure put or taken back. */
function figureSentence(turn: PlainTurn, names: readonly string[], t: T): string {
  const placed = t('carcassonne.turnLog.placed', {
    player: names[turn.seat] ?? '',
    tile: tileName(turn.tile, t),
    where: squareWords(turn.x, turn.y, t),
  });
  if (turn.returned !== undefined)
    return t('carcassonne.turnLog.returned', { placed, abbot: placeWords(turn.returned.location, t) });
  if (turn.meeple === null) return placed;
  return t('carcassonne.turnLog.withMeeple', {
    placed,
    meeple: meepleWords(turn.tile, turn.rotation, turn.meeple, t, turn.figure),
  });
}

/**
 * An action in words for the replay and the analysis notes, read in the state it was played in (which
 * tile was drawn, which tile a meeple goes on): "a road bend tile east of the start tile, turned a quarter
 * clockwise", "a farmer in the field", "no meeple". Without that state it says less, never a code.
 */
export function actionWords(action: CarcassonneAction, before: CarcassonneState | undefined, t: T): string {
  if (action.type === 'placeTile') {
    const tile = before?.current
      ? aTile(before.current, t)
      : t('carcassonne.aTile', { tile: t('carcassonne.someTile') });
    const turned = rotationWords(action.rotation, t);
    return `${tile} ${squareWords(action.x, action.y, t)}${turned ? `, ${turned}` : ''}`;
  }
  if (action.type === 'placeMeeple') {
    const placed = before?.placed ? before.board[before.placed] : undefined;
    return placed
      ? meepleWords(placed.type, placed.rotation, action.location, t, action.figure)
      : t('carcassonne.someMeeple');
  }
  if (action.type === 'returnAbbot') return t('carcassonne.returnedAbbot');
  return t('carcassonne.noMeeple');
}
