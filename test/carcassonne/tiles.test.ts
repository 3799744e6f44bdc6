// The tile table against its checksums (docs/rules/carcassonne.md#tile-checksums), and the geometry's rotations
// (docs/rules/carcassonne.md#rotation).
import { describe, expect, it } from 'vitest';
import { BASE_TILES, TILE_COUNT, TILE_IDS, TILE_TYPES, type TileType } from '../../games/carcassonne/data/tiles';
import { EDGES, HALVES, ORIENTED, ROTATION_PERIOD, rotateEdge, rotateHalf } from '../../games/carcassonne/geometry';

const sum = (f: (t: TileType) => number) => TILE_TYPES.reduce((total, t) => total + BASE_TILES[t].count * f(t), 0);
const edgeCount = (c: string) => sum((t) => [...BASE_TILES[t].edges].filter((e) => e === c).length);

describe('tile table (docs/rules/carcassonne.md#tiles)', () => {
  it('holds 24 types and 72 tiles with unique ids (docs/rules/carcassonne.md#tile-checksums)', () => {
    expect(TILE_TYPES).toHaveLength(24);
    expect(TILE_COUNT).toBe(72);
    expect(new Set(TILE_IDS).size).toBe(72);
  });

  it('has 10 pennants and 6 monasteries (docs/rules/carcassonne.md#tile-checksums)', () => {
    expect(sum((t) => BASE_TILES[t].cities.filter((c) => c.pennant).length)).toBe(10);
    expect(sum((t) => (BASE_TILES[t].monastery ? 1 : 0))).toBe(6);
  });

  it('has 79 city, 94 road and 115 field edges (docs/rules/carcassonne.md#tile-checksums)', () => {
    expect(edgeCount('C')).toBe(79);
    expect(edgeCount('R')).toBe(94);
    expect(edgeCount('F')).toBe(115);
  });

  it('counts tiles with a city / road / field edge as 44 / 45 / 59 (docs/rules/carcassonne.md#tile-checksums)', () => {
    expect(sum((t) => (BASE_TILES[t].edges.includes('C') ? 1 : 0))).toBe(44);
    expect(sum((t) => (BASE_TILES[t].edges.includes('R') ? 1 : 0))).toBe(45);
    expect(sum((t) => (BASE_TILES[t].edges.includes('F') ? 1 : 0))).toBe(59);
  });

  it('puts every city/road edge in exactly one segment and every non-city half-edge in exactly one field', () => {
    for (const t of TILE_TYPES) {
      const spec = BASE_TILES[t];
      const segmentEdges = [...spec.cities, ...spec.roads].flatMap((s) => [...s.edges]).sort();
      const expected = EDGES.filter((_, i) => spec.edges[i] !== 'F').sort();
      expect(segmentEdges, t).toEqual(expected);
      for (const c of spec.cities) for (const e of c.edges) expect(spec.edges[EDGES.indexOf(e as 'N')], t).toBe('C');
      for (const r of spec.roads) for (const e of r.edges) expect(spec.edges[EDGES.indexOf(e as 'N')], t).toBe('R');
      const halves = spec.fields.flatMap((f) => f.halves.split(' ')).sort();
      const open = HALVES.filter((_, h) => spec.edges[h >> 1] !== 'C').sort();
      expect(halves, t).toEqual(open);
    }
  });

  it('splits the two half-edges of every road edge into different fields, except on A (docs/rules/carcassonne.md#field-boundaries)', () => {
    for (const t of TILE_TYPES) {
      const o = ORIENTED[t][0]!;
      for (let e = 0; e < 4; e++) {
        if (o.edges[e] !== 'R') continue;
        const [a, b] = [o.halfFeature[2 * e], o.halfFeature[2 * e + 1]];
        if (t === 'A') expect(a).toBe(b);
        else expect(a, `${t} edge ${e}`).not.toBe(b);
      }
    }
  });

  it('has 79 distinct oriented variants (docs/rules/carcassonne.md#tile-checksums)', () => {
    expect(TILE_TYPES.reduce((total, t) => total + ROTATION_PERIOD[t], 0)).toBe(79);
  });
});

describe('rotation (docs/rules/carcassonne.md#rotation)', () => {
  it('is the identity after four quarter turns', () => {
    for (let i = 0; i < 4; i++) expect(rotateEdge(rotateEdge(rotateEdge(rotateEdge(i, 1), 1), 1), 1)).toBe(i);
    for (let h = 0; h < 8; h++) expect(rotateHalf(h, 4)).toBe(h);
  });

  it('turns edges, half-edges and features together', () => {
    for (const t of TILE_TYPES) {
      const base = ORIENTED[t][0]!;
      for (const r of [1, 2, 3] as const) {
        const o = ORIENTED[t][r]!;
        for (let e = 0; e < 4; e++) {
          expect(o.edges[rotateEdge(e, r)]).toBe(base.edges[e]);
          expect(o.edgeFeature[rotateEdge(e, r)]).toBe(base.edgeFeature[e]);
        }
        for (let h = 0; h < 8; h++) expect(o.halfFeature[rotateHalf(h, r)]).toBe(base.halfFeature[h]);
      }
    }
  });

  it('names D turned once with its city on the east, its road north-south and the city strip east of the road', () => {
    const d = ORIENTED.D[1]!;
    expect(d.edges).toBe('RCRF');
    expect(d.features[2]!.locations).toEqual(['NNE', 'SSE']);
    expect(d.features.map((f) => f.location)).toEqual(['E', 'N', 'NNE', 'NNW']);
  });
});
