/**
 * One tile drawn as SVG in a 100×100 square: field, roads (with their ends), cities with walls and
 * gates, villages at junctions, the cloister and pennants (coats of arms). The landscape turns with the
 * tile; the cloister and the shields stay upright so they read at a glance. `highlight` lists local
 * feature indices (ORIENTED order) to light up: cities and roads are outlined, fields tinted along
 * their half-edges.
 */
import { memo } from 'react';
import { TILES, type Half, type Rotation, type TileKind } from '../../../games/carcassonne';
import {
  anchorsOf,
  cityShape,
  halfStrip,
  hasJunction,
  roadBend,
  roadPath,
  rotatePoint,
  type Point,
} from '../tile-shapes';

function Shield({ at }: { at: Point }) {
  const [x, y] = at;
  return (
    <g className="carc-pennant" transform={`translate(${x} ${y})`}>
      <path d="M-7 -7 H7 V0 Q7 7 0 10 Q-7 7 -7 0 Z" />
      <path d="M0 -7 V9 M-7 -1 H7" className="carc-pennant-cross" />
    </g>
  );
}

function Cloister() {
  return (
    <g className="carc-cloister">
      <rect x="36" y="40" width="28" height="24" rx="1" className="carc-cloister-wall" />
      <path d="M32 42 L50 27 L68 42 Z" className="carc-cloister-roof" />
      <rect x="46" y="52" width="8" height="12" rx="3" className="carc-cloister-door" />
      <path d="M50 16 V26 M46 20 H54" className="carc-cloister-cross" />
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

function Gate({ from }: { from: Point }) {
  const [x, y] = [from[0] + (50 - from[0]) * 0.66, from[1] + (50 - from[1]) * 0.66];
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
  const pennant = anchorsOf(type).pennant;
  return (
    <g className="carc-tile-art" data-type={type}>
      <rect width="100" height="100" className="carc-field" />
      <g transform={rotation ? `rotate(${90 * rotation} 50 50)` : undefined}>
        {spec.fields.map((field, i) =>
          lit(fieldBase + i)
            ? field.halves
                .split(' ')
                .map((h) => <path key={`${i}${h}`} d={halfStrip(h as Half)} className="carc-lit-field" />)
            : null,
        )}
        {spec.roads.map((road, i) => {
          const d = roadPath(road.edges, 'end' in road ? road.end : undefined, bend);
          return (
            <g key={`r${i}`} className={lit(roadBase + i) ? 'carc-road carc-lit' : 'carc-road'}>
              <path d={d} className="carc-road-edge" />
              <path d={d} className="carc-road-top" />
            </g>
          );
        })}
        {spec.cities.map((city, i) => {
          const shape = cityShape(city.edges);
          return (
            <g key={`c${i}`} className={lit(i) ? 'carc-city carc-lit' : 'carc-city'}>
              <path d={shape.area} className="carc-city-area" />
              {shape.wall && <path d={shape.wall} className="carc-city-wall" />}
            </g>
          );
        })}
        {spec.roads.map((road, i) =>
          'end' in road && road.end === 'city' ? <Gate key={`g${i}`} from={EDGE_MID[road.edges] ?? [50, 100]} /> : null,
        )}
        {hasJunction(type) && <Village />}
      </g>
      {spec.monastery && <Cloister />}
      {pennant && <Shield at={rotatePoint(pennant, rotation)} />}
      <rect width="100" height="100" className="carc-tile-edge" />
    </g>
  );
});
