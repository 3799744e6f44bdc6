// Traders & Builders' tiles against their checksums (docs/rules/carcassonne.md#traders-builders-checksums),
// and the boxes the option makes (docs/rules/carcassonne.md#traders-builders-tiles).
import { describe, expect, it } from 'vitest';
import { TRADERS_BUILDERS_TILES, TRADERS_BUILDERS_TYPES } from '../../games/carcassonne/data/traders-builders';
import { boxFor, boxSize, kindOfId } from '../../games/carcassonne/data/tile-sets';
import { EDGES, HALVES, ORIENTED, ROTATION_PERIOD } from '../../games/carcassonne/geometry';

type Kind = (typeof TRADERS_BUILDERS_TYPES)[number];
const spec = (t: Kind) => TRADERS_BUILDERS_TILES[t];
const sum = (f: (t: Kind) => number) => TRADERS_BUILDERS_TYPES.reduce((n, t) => n + spec(t).count * f(t), 0);
const where = (f: (t: Kind) => number) => TRADERS_BUILDERS_TYPES.filter((t) => f(t) > 0);
const goodsOf = (t: Kind) => spec(t).cities.flatMap((c) => ('goods' in c && c.goods ? [c.goods] : []));

describe('the Traders & Builders tiles (docs/rules/carcassonne.md#traders-builders-checksums)', () => {
  it('are 24 tiles of 24 kinds, one of each', () => {
    expect(TRADERS_BUILDERS_TYPES).toEqual(Array.from({ length: 24 }, (_, i) => `TB${i + 1}`));
    expect(sum(() => 1)).toBe(24);
  });

  it('have 52 city, 25 road and 19 field edges over their 96 edges; 22 / 16 / 15 tiles with a city / road / field edge', () => {
    const edges = TRADERS_BUILDERS_TYPES.map((t) => spec(t).edges).join('');
    expect(edges).toHaveLength(96);
    const n = (c: string) => [...edges].filter((e) => e === c).length;
    expect([n('C'), n('R'), n('F')]).toEqual([52, 25, 19]);
    const having = (c: string) => sum((t) => (spec(t).edges.includes(c) ? 1 : 0));
    expect([having('C'), having('R'), having('F')]).toEqual([22, 16, 15]);
  });

  it('have 29 city and 23 road segments, 21 of the roads ending on their tile, and 56 fields, 4 inner', () => {
    expect(sum((t) => spec(t).cities.length)).toBe(29);
    expect(sum((t) => spec(t).roads.length)).toBe(23);
    expect(sum((t) => spec(t).roads.filter((r) => r.edges.length === 1).length)).toBe(21);
    expect(where((t) => spec(t).roads.filter((r) => r.edges.length === 2).length)).toEqual(['TB24']);
    expect(sum((t) => spec(t).fields.length)).toBe(56);
    expect(where((t) => spec(t).fields.filter((f) => f.halves === '').length)).toEqual(['TB3', 'TB4', 'TB6', 'TB14']);
  });

  it('have 1 cloister (TB20), 2 gardens (TB8, TB11), no pennant, inn or cathedral', () => {
    expect(where((t) => (spec(t).monastery ? 1 : 0))).toEqual(['TB20']);
    expect(where((t) => ('garden' in spec(t) ? 1 : 0))).toEqual(['TB8', 'TB11']);
    expect(sum((t) => spec(t).cities.filter((c) => c.pennant || 'cathedral' in c).length)).toBe(0);
    expect(sum((t) => spec(t).roads.filter((r) => 'inn' in r).length)).toBe(0);
  });

  it('show 9 wine, 6 grain and 5 cloth, one symbol on each of 20 tiles, on the city segment listed first', () => {
    const all = TRADERS_BUILDERS_TYPES.flatMap(goodsOf);
    expect(['wine', 'grain', 'cloth'].map((g) => all.filter((x) => x === g).length)).toEqual([9, 6, 5]);
    expect(where((t) => goodsOf(t).length)).toHaveLength(20);
    expect(TRADERS_BUILDERS_TYPES.filter((t) => goodsOf(t).length === 0)).toEqual(['TB16', 'TB20', 'TB23', 'TB24']);
    expect(where((t) => goodsOf(t).length - 1)).toEqual([]);
    for (const t of where((t) => goodsOf(t).length)) expect('goods' in spec(t).cities[0]!, t).toBe(true);
    expect(where((t) => (goodsOf(t)[0] === 'wine' ? 1 : 0))).toEqual([
      'TB2',
      'TB4',
      'TB8',
      'TB12',
      'TB13',
      'TB14',
      'TB15',
      'TB18',
      'TB19',
    ]);
    expect(where((t) => (goodsOf(t)[0] === 'grain' ? 1 : 0))).toEqual(['TB1', 'TB5', 'TB10', 'TB17', 'TB21', 'TB22']);
    expect(where((t) => (goodsOf(t)[0] === 'cloth' ? 1 : 0))).toEqual(['TB3', 'TB6', 'TB7', 'TB9', 'TB11']);
  });

  it('have 109 figure spots (111 with the gardens) and 89 distinct orientations', () => {
    const spots = (t: Kind) => ORIENTED[t][0]!.features.length + (spec(t).monastery ? 1 : 0);
    expect(sum(spots)).toBe(109);
    expect(sum((t) => spots(t) + ('garden' in spec(t) ? 1 : 0))).toBe(111);
    expect(TRADERS_BUILDERS_TYPES.reduce((n, t) => n + ROTATION_PERIOD[t], 0)).toBe(89);
  });

  it('put every city and road edge in exactly one segment and every non-city half-edge in exactly one field', () => {
    for (const t of TRADERS_BUILDERS_TYPES) {
      const s = spec(t);
      const segmentEdges = [...s.cities, ...s.roads].flatMap((seg) => [...seg.edges]).sort();
      expect(segmentEdges, t).toEqual(EDGES.filter((_, i) => s.edges[i] !== 'F').sort());
      const halves = s.fields.flatMap((f) => (f.halves === '' ? [] : f.halves.split(' '))).sort();
      const open = HALVES.filter((h) => s.edges[EDGES.indexOf(h[0] as 'N')] !== 'C').sort();
      expect(halves, t).toEqual(open);
    }
  });

  it('carry the goods on the oriented city segment in every rotation, and keep TB24 two roads that never meet', () => {
    for (const r of [0, 1, 2, 3]) {
      expect(ORIENTED.TB14[r]!.features.map((f) => f.goods ?? null)).toEqual(['wine', null, null]);
      expect(ORIENTED.TB3[r]!.locationIndex.inner).toBe(3);
    }
    const bridge = ORIENTED.TB24[0]!;
    expect(bridge.features.filter((f) => f.kind === 'road').map((f) => f.locations)).toEqual([
      ['N', 'S'],
      ['E', 'W'],
    ]);
    expect(bridge.features.filter((f) => f.kind === 'field')).toHaveLength(4);
  });
});

describe('the box with Traders & Builders (docs/rules/carcassonne.md#traders-builders-tiles)', () => {
  const count = (ids: readonly string[]) => ids.filter((id) => kindOfId(id).startsWith('TB')).length;

  it('adds the 24 tiles to the land tiles: 95 in the bag, 96 tiles in all; none without the option', () => {
    const box = boxFor({ tradersBuilders: true });
    expect(box.land).toHaveLength(95);
    expect(count(box.land)).toBe(24);
    expect(boxSize({ tradersBuilders: true })).toBe(96);
    expect(count(boxFor({ innsCathedrals: true }).land)).toBe(0);
  });

  it('with every expansion: 113 land tiles in the bag (114 with the start tile), the river stack apart', () => {
    expect(boxFor({ innsCathedrals: true, tradersBuilders: true }).land).toHaveLength(113);
    expect(boxSize({ innsCathedrals: true, tradersBuilders: true })).toBe(114);
    const river = boxFor({ river: true, innsCathedrals: true, tradersBuilders: true, abbot: true });
    expect(river.land).toHaveLength(113);
    expect(count(river.land)).toBe(24);
    expect(river.riverMiddle).toHaveLength(10);
    expect(boxSize({ river: true, innsCathedrals: true, tradersBuilders: true })).toBe(125);
  });
});
