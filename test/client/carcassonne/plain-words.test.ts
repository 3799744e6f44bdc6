// Carcassonne in plain words (client/carcassonne/plain-words.ts), in English and Dutch: squares by where
// they lie from the start tile, tiles by what is on them, meeples by role and feature (with the part of
// the tile when it has two of a kind), whole turns, and the replay's and analysis' move descriptions (the client module's describeMove),
// never a tile letter, a coordinate or an English compass letter.
import { describe, expect, it } from 'vitest';
import {
  ORIENTED,
  TILE_TYPES,
  carcassonneCore as core,
  type Location,
  type PlaceTileAction,
  type Rotation,
} from '../../../games/carcassonne';
import { translate, type Language, type MessageKey } from '../../../client/i18n/dictionary';
import {
  actionWords,
  areaOf,
  kindAt,
  meepleWords,
  spotLabel,
  squareWords,
  tileName,
  turnSentence,
} from '../../../client/carcassonne/plain-words';
import carcassonneEntry from '../../../client/carcassonne/module';
import { act, scenario } from '../../carcassonne/fixtures';

const tr = (language: Language) => (key: MessageKey, params?: Record<string, string | number>) =>
  translate(language, key, params);
const en = tr('en');
const nl = tr('nl');
/** Internal codes that must never reach a player: tile letters (not the T of a T-junction), "x, y" coordinates, compass letters such as NNW or E. */
const CODES = /\b[A-X]\b(?!-)|-?\d+, -?\d+|\b[NESWO]{1,3}\b|\bZ[OW]?\b/;

describe('squares, from the start tile', () => {
  const cases: [number, number, string, string][] = [
    [1, 0, 'east of the start tile', 'ten oosten van de starttegel'],
    [0, -1, 'north of the start tile', 'ten noorden van de starttegel'],
    [-1, 0, 'west of the start tile', 'ten westen van de starttegel'],
    [0, 3, '3 squares south of the start tile', '3 vakken ten zuiden van de starttegel'],
    [1, -1, 'north-east of the start tile', 'ten noordoosten van de starttegel'],
    [-2, 2, '2 squares south-west of the start tile', '2 vakken ten zuidwesten van de starttegel'],
    [3, -2, '2 squares north and 3 east of the start tile', '2 vakken ten noorden en 3 ten oosten van de starttegel'],
    [-2, 1, '1 square south and 2 west of the start tile', '1 vak ten zuiden en 2 ten westen van de starttegel'],
  ];
  it.each(cases)('(%i, %i) is "%s" and "%s"', (x, y, english, dutch) => {
    expect(squareWords(x, y, en)).toBe(english);
    expect(squareWords(x, y, nl)).toBe(dutch);
  });
});

describe('tiles and meeples', () => {
  it('names every tile type in both languages, without its letter', () => {
    for (const language of ['en', 'nl'] as const) {
      const names = TILE_TYPES.map((type) => tileName(type, tr(language)));
      for (const name of names) expect(name).not.toMatch(CODES);
      // Only J and K (mirror images) share a name.
      expect(new Set(names).size).toBe(TILE_TYPES.length - 1);
    }
    expect(tileName('V', en)).toBe('road bend tile');
    expect(tileName('V', nl)).toBe('wegtegel met een bocht');
  });

  it('tells apart every meeple spot of every tile in every rotation, in words only', () => {
    for (const type of TILE_TYPES) {
      for (const rotation of [0, 1, 2, 3] as const satisfies readonly Rotation[]) {
        const oriented = ORIENTED[type][rotation]!;
        const locations: Location[] = oriented.features.map((f) => f.location);
        if (oriented.monastery) locations.push('monastery');
        for (const language of ['en', 'nl'] as const) {
          const labels = locations.map((location) => spotLabel(type, rotation, location, tr(language)));
          expect(new Set(labels).size, `${type}${rotation} ${labels.join(' | ')}`).toBe(locations.length);
          for (const label of labels) expect(label).not.toMatch(CODES);
          for (const location of locations)
            expect(meepleWords(type, rotation, location, tr(language))).not.toMatch(CODES);
        }
      }
    }
  });

  it('names the part of the tile only when the tile has two features of that kind, with Dutch compass words', () => {
    // E: one city and one field; V: a road between two fields (the bend's inner corner is south-west unturned).
    expect(meepleWords('E', 0, 'N', en)).toBe('a knight in the city');
    expect(meepleWords('E', 0, 'SSW', en)).toBe('a farmer in the field');
    expect(areaOf('V', 0, 'SSW')).toBe('southWest');
    expect(meepleWords('V', 0, 'SSW', en)).toBe('a farmer in the field in the south-west');
    expect(meepleWords('V', 0, 'SSW', nl)).toBe('een boer in het weiland in het zuidwesten');
    expect(meepleWords('V', 1, 'WNW', nl)).toBe('een boer in het weiland in het noordwesten');
    expect(spotLabel('V', 2, 'NNE', nl)).toBe('Weiland in het noordoosten');
    expect(spotLabel('V', 2, 'NNE', en)).toBe('Field in the north-east');
    expect(spotLabel('B', 0, 'monastery', nl)).toBe('Klooster');
    expect(kindAt('D', 0, 'E')).toBe('road');
  });
});

describe('a turn in one sentence', () => {
  it('says who placed which tile where and the meeple', () => {
    const turn = { seat: 0, tile: 'E' as const, x: 1, y: 0, rotation: 0 as const, meeple: 'SSW' as const };
    expect(turnSentence(turn, ['Ann', 'Bob'], en)).toBe(
      'Ann placed a city tile east of the start tile and put a farmer in the field',
    );
    expect(turnSentence(turn, ['Ann', 'Bob'], nl)).toBe(
      'Ann legde een stadstegel ten oosten van de starttegel en zette een boer in het weiland',
    );
    expect(turnSentence({ ...turn, seat: 1, tile: 'U', x: 0, y: -2, meeple: null }, ['Ann', 'Bob'], en)).toBe(
      'Bob placed a straight road tile 2 squares north of the start tile',
    );
  });
});

describe('moves in the replay and the analysis', () => {
  it('describes each action in the state it was played in, with the tile, the square, the turn and the meeple', () => {
    const state = scenario(['V', 'E']);
    const place: PlaceTileAction = { type: 'placeTile', x: -1, y: 0, rotation: 2 };
    expect(core.refusal(state, 0, place)).toBeUndefined();
    const before = structuredClone(state);
    const turned = (rotation: Rotation): PlaceTileAction => ({ ...place, rotation });
    expect(carcassonneEntry.describeMove(place, en, 'en', before)).toBe(
      'a road bend tile west of the start tile, turned half round',
    );
    expect(carcassonneEntry.describeMove(place, nl, 'nl', before)).toBe(
      'een wegtegel met een bocht ten westen van de starttegel, een halve slag gedraaid',
    );
    expect(carcassonneEntry.describeMove(turned(1), en, 'en', before)).toBe(
      'a road bend tile west of the start tile, turned a quarter clockwise',
    );
    expect(carcassonneEntry.describeMove(turned(0), en, 'en', before)).toBe('a road bend tile west of the start tile');
    act(state, place);
    const meeple = { type: 'placeMeeple', location: 'NNW' } as const;
    expect(core.refusal(state, 0, meeple)).toBeUndefined();
    expect(carcassonneEntry.describeMove(meeple, en, 'en', state)).toBe('a farmer in the field in the south-west');
    expect(carcassonneEntry.describeMove(meeple, nl, 'nl', state)).toBe('een boer in het weiland in het zuidwesten');
    expect(carcassonneEntry.describeMove({ type: 'skipMeeple' }, nl, 'nl', state)).toBe('geen horige');
    // Without the state before the move it says less, still in words.
    expect(actionWords(place, undefined, en)).toBe('a tile west of the start tile, turned half round');
    expect(actionWords(meeple, undefined, nl)).toBe('een horige');
  });
});

describe('the River and the Abbot in plain words', () => {
  const nl = tr('nl');

  it('names river tiles, the spring, the lake and the garden copies', () => {
    expect(tileName('R1', en)).toBe('river spring tile');
    expect(tileName('R12', nl)).toBe('riviertegel met het meer');
    expect(tileName('R4', en)).toBe('river tile');
    expect(tileName('R10', en)).toBe('river tile with a garden');
    expect(tileName('E_G', en)).toBe('city tile with a garden');
    expect(tileName('V_G', nl)).toBe('wegtegel met een bocht met een tuin');
  });

  it('says where the abbot went and when it was taken back', () => {
    const names = ['Ann', 'Bob'];
    const turn = { seat: 0, tile: 'U_G' as const, x: 1, y: 0, rotation: 0 as Rotation };
    expect(turnSentence({ ...turn, meeple: 'garden', figure: 'abbot' }, names, en)).toBe(
      'Ann placed a straight road tile with a garden east of the start tile and put the abbot in the garden',
    );
    expect(turnSentence({ ...turn, meeple: null, returned: { location: 'monastery' } }, names, nl)).toMatch(
      / en nam de abt in het klooster terug$/,
    );
    expect(spotLabel('U_G', 0, 'garden', en, 'abbot')).toBe('Abbot in the garden');
    expect(kindAt('U_G', 0, 'garden')).toBe('garden');
    expect(actionWords({ type: 'returnAbbot' }, undefined, en)).toBe('the abbot taken back');
    expect(meepleWords('B', 0, 'monastery', nl, 'abbot')).toBe('de abt in het klooster');
  });
});
