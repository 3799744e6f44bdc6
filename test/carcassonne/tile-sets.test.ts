// The river and garden tiles against their checksums (docs/rules/carcassonne.md#river-checksums,
// docs/rules/carcassonne.md#gardens), and the boxes the options make (docs/rules/carcassonne.md#river-setup).
import { describe, expect, it } from 'vitest';
import { GARDEN_TILES, GARDEN_TYPES } from '../../games/carcassonne/data/gardens';
import { RIVER_TILES, RIVER_TYPES } from '../../games/carcassonne/data/river';
import { TILES, TILE_KINDS, boxFor, boxSize, kindOfId } from '../../games/carcassonne/data/tile-sets';
import { BASE_TILES, TILE_TYPES } from '../../games/carcassonne/data/tiles';
import { EDGES, HALVES, ORIENTED, ROTATION_PERIOD } from '../../games/carcassonne/geometry';

const river = RIVER_TYPES.map((t) => RIVER_TILES[t]);
const count = (ids: readonly string[]) => {
  const out: Record<string, number> = {};
  for (const id of ids) out[kindOfId(id)] = (out[kindOfId(id)] ?? 0) + 1;
  return out;
};

describe('the river tiles (docs/rules/carcassonne.md#river-checksums)', () => {
  it('are 12: a spring, 6 straight and 4 bend middle tiles, a lake', () => {
    expect(RIVER_TYPES).toEqual(['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7', 'R8', 'R9', 'R10', 'R11', 'R12']);
    expect(river.every((t) => t.count === 1)).toBe(true);
    expect(RIVER_TYPES.filter((t) => RIVER_TILES[t].spring === true)).toEqual(['R1']);
    expect(RIVER_TYPES.filter((t) => RIVER_TILES[t].lake === true)).toEqual(['R12']);
    const middle = RIVER_TYPES.slice(1, 11);
    const straight = middle.filter((t) => ['NS', 'EW'].includes(RIVER_TILES[t].water ?? ''));
    expect(straight).toEqual(['R2', 'R3', 'R4', 'R6', 'R8', 'R11']);
    expect(middle.filter((t) => !straight.includes(t))).toEqual(['R5', 'R7', 'R9', 'R10']);
    expect(RIVER_TILES.R1.water).toBe('S');
    expect(RIVER_TILES.R12.water).toBe('N');
  });

  it('have 22 water, 5 city, 8 road and 13 field edges over their 48 edges', () => {
    const edges = river.flatMap((t) => [...t.edges]);
    expect(edges).toHaveLength(48);
    const n = (c: string) => edges.filter((e) => e === c).length;
    expect([n('W'), n('C'), n('R'), n('F')]).toEqual([22, 5, 8, 13]);
  });

  it('carry water exactly on their W edges', () => {
    for (const t of RIVER_TYPES) {
      const { edges, water } = RIVER_TILES[t];
      expect(EDGES.filter((_, i) => edges[i] === 'W').join(''), t).toBe(
        [...(water ?? '')].sort((a, b) => EDGES.indexOf(a as 'N') - EDGES.indexOf(b as 'N')).join(''),
      );
    }
  });

  it('have 4 city and 5 road segments, 29 fields, 2 cloisters (R8, R12), 1 garden (R10) and no pennant', () => {
    expect(river.reduce((n, t) => n + t.cities.length, 0)).toBe(4);
    expect(river.reduce((n, t) => n + t.roads.length, 0)).toBe(5);
    expect(RIVER_TYPES.filter((t) => RIVER_TILES[t].roads.length > 0)).toEqual(['R1', 'R2', 'R8', 'R9', 'R11']);
    expect(river.reduce((n, t) => n + t.fields.length, 0)).toBe(29);
    expect(RIVER_TYPES.filter((t) => RIVER_TILES[t].monastery)).toEqual(['R8', 'R12']);
    expect(RIVER_TYPES.filter((t) => RIVER_TILES[t].garden === true)).toEqual(['R10']);
    expect(river.flatMap((t) => t.cities).filter((c) => c.pennant)).toEqual([]);
  });

  it('put every city/road edge in one segment and every half-edge of a water, road or field edge in exactly one field', () => {
    for (const t of RIVER_TYPES) {
      const spec = RIVER_TILES[t];
      const segmentEdges = [...spec.cities, ...spec.roads].flatMap((s) => [...s.edges]).sort();
      expect(segmentEdges, t).toEqual(EDGES.filter((_, i) => spec.edges[i] === 'C' || spec.edges[i] === 'R').sort());
      const halves = spec.fields.flatMap((f) => f.halves.split(' ')).sort();
      expect(halves, t).toEqual(HALVES.filter((_, h) => spec.edges[h >> 1] !== 'C').sort());
    }
  });

  it('split the two banks of every water edge into different fields, except round the spring and the lake (docs/rules/carcassonne.md#river-fields)', () => {
    for (const t of RIVER_TYPES) {
      const o = ORIENTED[t][0]!;
      for (const e of o.water) {
        const [a, b] = [o.halfFeature[2 * e], o.halfFeature[2 * e + 1]];
        if (t === 'R1' || t === 'R12') expect(a, t).toBe(b);
        else expect(a, `${t} edge ${e}`).not.toBe(b);
      }
    }
  });

  it('name no water as a place for a figure (docs/rules/carcassonne.md#river-meeples)', () => {
    for (const t of RIVER_TYPES) {
      const o = ORIENTED[t][0]!;
      for (const e of o.water) expect(o.edgeFeature[e], t).toBe(-1);
    }
  });

  it('turn their water with the tile', () => {
    expect(ORIENTED.R7[1]!.water).toEqual([0, 3]);
    expect(ORIENTED.R11[1]!.water).toEqual([1, 3]);
    expect(ORIENTED.R1[2]!.edges).toBe('WFRR');
    expect(ROTATION_PERIOD.R4).toBe(2);
    expect(ROTATION_PERIOD.R5).toBe(4);
  });
});

describe('the garden copies (docs/rules/carcassonne.md#gardens)', () => {
  it('are one copy each of E, H, I, M, N, R, U and V, with the garden and otherwise their plain tile', () => {
    expect(GARDEN_TYPES).toEqual(['E_G', 'H_G', 'I_G', 'M_G', 'N_G', 'R_G', 'U_G', 'V_G']);
    for (const g of GARDEN_TYPES) {
      const { plain, garden, count: n, ...rest } = GARDEN_TILES[g];
      expect(n).toBe(1);
      expect(garden).toBe(true);
      const { count: _count, ...plainRest } = BASE_TILES[plain];
      expect(rest, g).toEqual(plainRest);
    }
    expect(GARDEN_TILES.M_G.cities[0]!.pennant).toBe(true);
    expect(TILE_TYPES.filter((t) => (TILES[t] as { garden?: boolean }).garden === true)).toEqual([]);
  });

  it('are nine in all with the river garden (two more with Inns & Cathedrals, two with Traders & Builders), and none is a start or monastery tile', () => {
    const gardens = TILE_KINDS.filter((k) => TILES[k].garden === true);
    expect(gardens).toEqual([...GARDEN_TYPES, 'R10', 'IC3', 'IC15', 'TB8', 'TB11']);
    expect(gardens.filter((k) => TILES[k].monastery || k === 'D')).toEqual([]);
    expect(ORIENTED.E_G[0]!.garden).toBe(true);
    expect(ORIENTED.E_G[0]!.locationIndex.garden).toBe(-2);
    expect(ORIENTED.E[0]!.locationIndex.garden).toBeUndefined();
  });
});

describe('the box of a match (docs/rules/carcassonne.md#river-setup, docs/rules/carcassonne.md#garden-counts)', () => {
  it('is the base game unchanged without options: D start, 71 tiles in the bag, no garden copies', () => {
    const box = boxFor({});
    expect(box.start).toBe('D');
    expect(box.land).toHaveLength(71);
    expect(count(box.land)).toMatchObject({ D: 3, E: 5, U: 8, V: 9 });
    expect(box.land.some((id) => kindOfId(id).endsWith('_G'))).toBe(false);
    expect([box.riverMiddle, box.lake]).toEqual([[], null]);
    expect(boxSize({})).toBe(72);
  });

  it('with the abbot holds the garden copies in place of plain copies: E 4, H 2, I 1, M 1, N 2, R 2, U 7, V 8', () => {
    const box = boxFor({ abbot: true });
    expect(box.land).toHaveLength(71);
    const n = count(box.land);
    expect([n.E, n.H, n.I, n.M, n.N, n.R, n.U, n.V]).toEqual([4, 2, 1, 1, 2, 2, 7, 8]);
    for (const g of GARDEN_TYPES) expect(n[g], g).toBe(1);
    expect(boxSize({ abbot: true })).toBe(72);
  });

  it('with the river starts at the spring, puts the base start tile back (71 land tiles) and stacks R2-R11 on the lake: 83 tiles', () => {
    const box = boxFor({ river: true });
    expect(box.start).toBe('R1');
    expect(box.land).toHaveLength(71);
    expect(count(box.land).D).toBe(3);
    expect(box.riverMiddle.map(kindOfId)).toEqual(['R2', 'R3', 'R4', 'R5', 'R6', 'R7', 'R8', 'R9', 'R10', 'R11']);
    expect(box.lake).toBe('R12:0');
    expect(boxSize({ river: true })).toBe(83);
    expect(boxSize({ river: true, abbot: true })).toBe(83);
  });

  it('gives every physical tile its own id, none equal to a kind name', () => {
    const box = boxFor({ river: true, abbot: true });
    const ids = [...box.land, ...box.riverMiddle, box.lake!];
    expect(new Set(ids).size).toBe(82);
    for (const id of ids) expect((TILE_KINDS as readonly string[]).includes(id), id).toBe(false);
    expect(kindOfId('U3')).toBe('U');
    expect(kindOfId('R10:0')).toBe('R10');
    expect(kindOfId('E_G:0')).toBe('E_G');
  });
});
