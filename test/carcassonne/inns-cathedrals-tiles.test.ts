// Inns & Cathedrals' tiles against their checksums (docs/rules/carcassonne.md#inns-cathedrals-checksums), and
// the boxes the option makes (docs/rules/carcassonne.md#inns-cathedrals-tiles).
import { describe, expect, it } from 'vitest';
import { INNS_CATHEDRALS_TILES, INNS_CATHEDRALS_TYPES } from '../../games/carcassonne/data/inns-cathedrals';
import { boxFor, boxSize, kindOfId } from '../../games/carcassonne/data/tile-sets';
import { EDGES, HALVES, ORIENTED, ROTATION_PERIOD } from '../../games/carcassonne/geometry';

type Kind = (typeof INNS_CATHEDRALS_TYPES)[number];
const spec = (t: Kind) => INNS_CATHEDRALS_TILES[t];
/** Summed over the 18 tiles (each kind times its count). */
const sum = (f: (t: Kind) => number) => INNS_CATHEDRALS_TYPES.reduce((n, t) => n + spec(t).count * f(t), 0);

describe('the Inns & Cathedrals tiles (docs/rules/carcassonne.md#inns-cathedrals-checksums)', () => {
  it('are 18 tiles of 17 kinds, IC1 (the cathedral) twice and every other kind once', () => {
    expect(INNS_CATHEDRALS_TYPES).toHaveLength(17);
    expect(sum(() => 1)).toBe(18);
    expect(INNS_CATHEDRALS_TYPES.filter((t) => spec(t).count !== 1)).toEqual(['IC1']);
    expect(spec('IC1').count).toBe(2);
  });

  it('have 31 city, 24 road and 17 field edges over their 72 edges; 13 / 12 / 11 tiles with a city / road / field edge', () => {
    const edges = INNS_CATHEDRALS_TYPES.flatMap((t) => Array<string>(spec(t).count).fill(spec(t).edges)).join('');
    expect(edges).toHaveLength(72);
    const n = (c: string) => [...edges].filter((e) => e === c).length;
    expect([n('C'), n('R'), n('F')]).toEqual([31, 24, 17]);
    const having = (c: string) => sum((t) => (spec(t).edges.includes(c) ? 1 : 0));
    expect([having('C'), having('R'), having('F')]).toEqual([13, 12, 11]);
  });

  it('have 20 city and 18 road segments, 12 of the roads ending on their tile, and 35 fields, one inner', () => {
    expect(sum((t) => spec(t).cities.length)).toBe(20);
    expect(sum((t) => spec(t).roads.length)).toBe(18);
    expect(sum((t) => spec(t).roads.filter((r) => r.edges.length === 1).length)).toBe(12);
    expect(sum((t) => spec(t).fields.length)).toBe(35);
    expect(INNS_CATHEDRALS_TYPES.filter((t) => spec(t).fields.some((f) => f.halves === ''))).toEqual(['IC3']);
  });

  it('have 1 cloister, 2 gardens, 3 pennants, 6 inns and 2 cathedrals where the fact sheet puts them', () => {
    const where = (f: (t: Kind) => number) => INNS_CATHEDRALS_TYPES.filter((t) => f(t) > 0);
    expect(where((t) => (spec(t).monastery ? 1 : 0))).toEqual(['IC2']);
    expect(where((t) => ('garden' in spec(t) ? 1 : 0))).toEqual(['IC3', 'IC15']);
    expect(where((t) => spec(t).cities.filter((c) => c.pennant).length)).toEqual(['IC6', 'IC10', 'IC13']);
    expect(sum((t) => spec(t).cities.filter((c) => c.pennant).length)).toBe(3);
    const inns = (t: Kind) => spec(t).roads.filter((r) => 'inn' in r && r.inn).length;
    expect(where(inns)).toEqual(['IC11', 'IC12', 'IC13', 'IC14', 'IC15', 'IC16']);
    expect(sum(inns)).toBe(6);
    const cathedrals = (t: Kind) => spec(t).cities.filter((c) => 'cathedral' in c && c.cathedral).length;
    expect(where(cathedrals)).toEqual(['IC1']);
    expect(sum(cathedrals)).toBe(2);
  });

  it("puts IC14's inn on its east arm only (docs/rules/carcassonne.md#inn-one-arm)", () => {
    expect(spec('IC14').roads.map((r) => [r.edges, 'inn' in r])).toEqual([
      ['E', true],
      ['S', false],
      ['W', false],
    ]);
  });

  it('have 74 figure spots (76 with the gardens) and 52 distinct orientations', () => {
    const spots = (t: Kind) => ORIENTED[t][0]!.features.length + (spec(t).monastery ? 1 : 0);
    expect(sum(spots)).toBe(74);
    expect(sum((t) => spots(t) + ('garden' in spec(t) ? 1 : 0))).toBe(76);
    expect(INNS_CATHEDRALS_TYPES.reduce((n, t) => n + ROTATION_PERIOD[t], 0)).toBe(52);
  });

  it('put every city and road edge in exactly one segment and every non-city half-edge in exactly one field', () => {
    for (const t of INNS_CATHEDRALS_TYPES) {
      const s = spec(t);
      const segmentEdges = [...s.cities, ...s.roads].flatMap((seg) => [...seg.edges]).sort();
      expect(segmentEdges, t).toEqual(EDGES.filter((_, i) => s.edges[i] !== 'F').sort());
      const halves = s.fields.flatMap((f) => (f.halves === '' ? [] : f.halves.split(' '))).sort();
      const open = HALVES.filter((h) => s.edges[EDGES.indexOf(h[0] as 'N')] !== 'C').sort();
      expect(halves, t).toEqual(open);
    }
  });

  it('mark inns and cathedrals on the oriented segments, and name the inner field `inner` in every rotation', () => {
    const marks = (t: Kind) => ORIENTED[t][1]!.features.map((f) => f.mark ?? null);
    expect(marks('IC1')).toEqual(['cathedral']);
    expect(marks('IC14')).toEqual(['inn', null, null, null, null, null]);
    for (const r of [0, 1, 2, 3]) expect(ORIENTED.IC3[r]!.locationIndex.inner).toBe(4);
  });
});

describe('the box with Inns & Cathedrals (docs/rules/carcassonne.md#inns-cathedrals-tiles)', () => {
  const count = (ids: readonly string[]) => ids.filter((id) => kindOfId(id).startsWith('IC')).length;

  it('adds the 18 tiles to the land tiles: 89 in the bag, 90 tiles in all; none without the option', () => {
    const box = boxFor({ innsCathedrals: true });
    expect(box.land).toHaveLength(89);
    expect(count(box.land)).toBe(18);
    expect(boxSize({ innsCathedrals: true })).toBe(90);
    expect(count(boxFor({}).land)).toBe(0);
  });

  it('with the River, keeps the river stack apart and puts the 18 tiles among the land tiles (docs/rules/carcassonne.md#inns-cathedrals)', () => {
    const box = boxFor({ river: true, innsCathedrals: true, abbot: true });
    expect(box.land).toHaveLength(89);
    expect(count(box.land)).toBe(18);
    expect(box.riverMiddle).toHaveLength(10);
    expect(boxSize({ river: true, innsCathedrals: true })).toBe(101);
  });
});
