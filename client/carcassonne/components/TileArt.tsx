/**
 * One tile drawn as SVG in a 100×100 square: field, the river (water between banks, the spring, the lake,
 * bridges), roads (with their ends, and a bridge where one road passes over another), cities with walls
 * and gates, villages at junctions, the cloister, gardens, pennants (coats of arms), inns, cathedrals and
 * goods symbols. The landscape turns with the tile; the village, the cloister, the garden, the shields, the
 * inns and cathedrals and the goods stay upright so they read at a glance. `highlight` lists local
 * feature indices (ORIENTED order) to light up: cities and roads are outlined, fields tinted along
 * their half-edges.
 */
import { memo } from 'react';
import { TILES, type Half, type Rotation, type TileKind } from '../../../games/carcassonne';
import {
  anchorsOf,
  bridgeOf,
  halfStrip,
  hasJunction,
  roadBend,
  roadPath,
  rotatePoint,
  tileCityShapes,
  type Point,
} from '../tile-shapes';
import { GoodsSymbol } from './Goods';
import { RIVER_ROAD_REACH, waterShape, type WaterShape } from '../river-shapes';

function Shield({ at }: { at: Point }) {
  const [x, y] = at;
  return (
    <g className="carc-pennant" transform={`translate(${x} ${y})`}>
      <path d="M-7 -7 H7 V0 Q7 7 0 10 Q-7 7 -7 0 Z" />
      <path d="M0 -7 V9 M-7 -1 H7" className="carc-pennant-cross" />
    </g>
  );
}

/** The cloister drawn round its usual place (the centre) or, smaller, at `at` (river tiles). */
function Cloister({ at }: { at?: Point | undefined }) {
  const place = at && `translate(${at[0] - 50 * SMALL} ${at[1] - 40 * SMALL}) scale(${SMALL})`;
  return (
    <g className="carc-cloister" transform={place}>
      <rect x="36" y="40" width="28" height="24" rx="1" className="carc-cloister-wall" />
      <path d="M32 42 L50 27 L68 42 Z" className="carc-cloister-roof" />
      <rect x="46" y="52" width="8" height="12" rx="3" className="carc-cloister-door" />
      <path d="M50 16 V26 M46 20 H54" className="carc-cloister-cross" />
    </g>
  );
}

/** How much smaller a cloister is drawn beside the river. */
const SMALL = 0.55;

/** A garden: a square hedge round flower beds, upright at its anchor (docs/rules/carcassonne.md#gardens). */
function Garden({ at }: { at: Point }) {
  return (
    <g className="carc-garden" transform={`translate(${at[0]} ${at[1]})`}>
      <rect x="-10" y="-10" width="20" height="20" rx="5" className="carc-garden-hedge" />
      <rect x="-6" y="-6" width="12" height="12" rx="2" className="carc-garden-bed" />
      <circle cx="-2.5" cy="-2.5" r="2" className="carc-garden-flower" />
      <circle cx="2.5" cy="2.5" r="2" className="carc-garden-flower" />
    </g>
  );
}

/** The river: a blue band between sandy banks, the spring's pool or the lake, in canonical orientation. */
function Water({ shape }: { shape: WaterShape }) {
  const pool = shape.pool;
  return (
    <g className="carc-water">
      <path d={shape.path} className="carc-water-bank" />
      {pool && <ellipse cx={pool.at[0]} cy={pool.at[1]} rx={pool.rx + 3} ry={pool.ry + 3} className="carc-pool-bank" />}
      <path d={shape.path} className="carc-water-band" />
      {pool && <ellipse cx={pool.at[0]} cy={pool.at[1]} rx={pool.rx} ry={pool.ry} className="carc-pool" />}
      <path d={shape.path} className="carc-water-ripple" />
    </g>
  );
}

/** The parapets of a bridge carrying a road across the water at the centre (`NS`: the road runs north-south). */
function Bridge({ runs }: { runs: 'NS' | 'EW' }) {
  const d = runs === 'NS' ? 'M42 36 V64 M58 36 V64' : 'M36 42 H64 M36 58 H64';
  return <path d={d} className="carc-bridge" />;
}

/** An inn: a small house with a sign, upright at its anchor (docs/rules/carcassonne.md#inn-cathedral-scoring). */
function Inn({ at }: { at: Point }) {
  return (
    <g className="carc-inn" transform={`translate(${at[0]} ${at[1]})`}>
      <rect x="-7" y="-3" width="14" height="10" />
      <path d="M-9 -2 L0 -10 L9 -2 Z" />
      <circle cx="5" cy="-6" r="2.5" className="carc-inn-sign" />
    </g>
  );
}

/** A cathedral: a nave with two towers, upright at its anchor (docs/rules/carcassonne.md#inn-cathedral-scoring). */
function Cathedral({ at }: { at: Point }) {
  return (
    <g className="carc-cathedral" transform={`translate(${at[0]} ${at[1]})`}>
      <rect x="-12" y="-4" width="24" height="14" />
      <path d="M-12 -4 V-16 L-8 -22 L-4 -16 V-4 M4 -4 V-16 L8 -22 L12 -16 V-4" />
      <path d="M-3 10 V3 Q0 0 3 3 V10 Z" className="carc-cathedral-door" />
    </g>
  );
}

function Village() {
  return (
    <g className="carc-village">
      <rect x="41" y="42" width="18" height="16" />
      <path d="M38 44 L50 34 L62 44 Z" />
    </g>
  );
}

function Gate({ from, reach = 0.66 }: { from: Point; reach?: number }) {
  const [x, y] = [from[0] + (50 - from[0]) * reach, from[1] + (50 - from[1]) * reach];
  return <circle className="carc-gate" cx={x} cy={y} r="5" />;
}

const EDGE_MID: Readonly<Record<string, Point>> = { N: [50, 0], E: [100, 50], S: [50, 100], W: [0, 50] };

export const TileArt = memo(function TileArt({
  type,
  rotation,
  highlight = [],
}: {
  type: TileKind;
  rotation: Rotation;
  highlight?: readonly number[];
}) {
  const spec = TILES[type];
  const roadBase = spec.cities.length;
  const fieldBase = roadBase + spec.roads.length;
  const bend = roadBend(type);
  const lit = (i: number) => highlight.includes(i);
  const anchors = anchorsOf(type);
  const pennant = anchors.pennant;
  const water = waterShape(type);
  const cityShapes = tileCityShapes(type);
  const bridge = bridgeOf(type);
  // Roads in drawing order: a road on a bridge last, over the road it passes.
  const roads = spec.roads.map((road, i) => ({ road, i }));
  if (bridge !== undefined) roads.reverse();
  const goods = spec.cities.find((c) => c.goods !== undefined)?.goods;
  return (
    <g className="carc-tile-art" data-type={type}>
      <rect width="100" height="100" className="carc-field" />
      <g transform={rotation ? `rotate(${90 * rotation} 50 50)` : undefined}>
        {spec.fields.map((field, i) =>
          lit(fieldBase + i)
            ? (field.halves === '' ? [] : field.halves.split(' ')).map((h) => (
                <path key={`${i}${h}`} d={halfStrip(h as Half)} className="carc-lit-field" />
              ))
            : null,
        )}
        {water && <Water shape={water} />}
        {roads.map(({ road, i }) => {
          const end = 'end' in road ? road.end : undefined;
          const reach = water && (end === 'city' || end === 'monastery') ? RIVER_ROAD_REACH[end] : undefined;
          const d = roadPath(road.edges, end, bend, reach);
          return (
            <g key={`r${i}`} className={lit(roadBase + i) ? 'carc-road carc-lit' : 'carc-road'}>
              <path d={d} className="carc-road-edge" />
              <path d={d} className="carc-road-top" />
            </g>
          );
        })}
        {spec.cities.map((city, i) => {
          const shape = cityShapes[i]!;
          return (
            <g key={`c${i}`} className={lit(i) ? 'carc-city carc-lit' : 'carc-city'}>
              <path d={shape.area} className="carc-city-area" />
              {shape.wall && <path d={shape.wall} className="carc-city-wall" />}
            </g>
          );
        })}
        {spec.roads.map((road, i) =>
          'end' in road && road.end === 'city' ? (
            <Gate
              key={`g${i}`}
              from={EDGE_MID[road.edges] ?? [50, 100]}
              {...(water ? { reach: RIVER_ROAD_REACH.city - 0.04 } : {})}
            />
          ) : null,
        )}
        {water?.bridge && <Bridge runs={water.bridge} />}
        {bridge && <Bridge runs={bridge} />}
      </g>
      {hasJunction(type) && <Village />}
      {spec.monastery && <Cloister at={anchors.monastery && rotatePoint(anchors.monastery, rotation)} />}
      {anchors.garden && <Garden at={rotatePoint(anchors.garden, rotation)} />}
      {pennant && <Shield at={rotatePoint(pennant, rotation)} />}
      {anchors.mark &&
        (spec.cities.some((c) => 'cathedral' in c && c.cathedral) ? (
          <Cathedral at={rotatePoint(anchors.mark, rotation)} />
        ) : (
          <Inn at={rotatePoint(anchors.mark, rotation)} />
        ))}
      {goods && anchors.goods && <GoodsSymbol good={goods} at={rotatePoint(anchors.goods, rotation)} />}
      <rect width="100" height="100" className="carc-tile-edge" />
    </g>
  );
});
