/**
 * Where things sit on the Traders & Builders tiles (games/carcassonne/data/traders-builders.ts), in the
 * canonical orientation of a 100×100 square, as tile-shapes.ts does for the base letters: one anchor per
 * feature in ORIENTED order (cities, roads, fields; inner fields among the fields), the garden, and where
 * the goods symbol of the city that shows one is drawn (docs/rules/carcassonne.md#goods). The city shapes
 * themselves come from the tile data (tile-shapes.ts `tileCityShapes`). Nothing here is a rule.
 */
import type { TradersBuildersTileType } from '../../games/carcassonne/data/traders-builders';
import type { Anchors } from './anchors';

/** A corner city over the north-west with its goods at the top. */
const CORNER = {
  features: [
    [30, 30],
    [72, 72],
  ],
  goods: [60, 14],
} as const satisfies Anchors;
/** A north-west corner city with a road from the east to its gate (IC9's places). */
const CORNER_EAST_GATE = [
  [30, 30],
  [82, 50],
  [88, 30],
  [72, 80],
] as const;
/** TB9 and TB10 have the same places. */
const TB9_TB10 = {
  features: [
    [28, 28],
    [50, 90],
    [84, 50],
    [86, 22],
    [76, 68],
  ],
  goods: [60, 12],
} as const satisfies Anchors;
/** A city across the tile east-west with a road from the south to its gate (IC10's places, halved). */
const BAND_SOUTH_GATE = {
  features: [
    [62, 46],
    [50, 86],
    [50, 9],
    [80, 90],
    [20, 90],
  ],
  goods: [30, 46],
} as const;
/** A city across the tile east-west, a small city south and the inner field between (TB3, TB4). */
const BAND_AND_CAP = {
  features: [
    [62, 36],
    [50, 90],
    [50, 8],
    [50, 63],
  ],
  goods: [30, 38],
} as const;

export const TRADERS_BUILDERS_ANCHORS: Readonly<Record<TradersBuildersTileType, Anchors>> = {
  TB1: CORNER,
  TB2: CORNER,
  TB3: BAND_AND_CAP,
  TB4: BAND_AND_CAP,
  TB5: {
    features: [
      [50, 34],
      [50, 89],
    ],
    goods: [22, 22],
  },
  TB6: {
    features: [
      [26, 26],
      [90, 50],
      [50, 90],
      [68, 68],
    ],
    goods: [46, 12],
  },
  TB7: {
    features: [
      [34, 34],
      [86, 50],
      [50, 86],
      [86, 22],
      [92, 68],
      [68, 92],
      [22, 88],
    ],
    goods: [60, 14],
  },
  TB8: {
    features: [
      [30, 30],
      [84, 50],
      [50, 84],
      [86, 24],
      [88, 88],
      [24, 88],
    ],
    garden: [70, 70],
    goods: [60, 14],
  },
  TB9: TB9_TB10,
  TB10: TB9_TB10,
  TB11: {
    features: [CORNER_EAST_GATE[0], CORNER_EAST_GATE[1], CORNER_EAST_GATE[2], [82, 86]],
    garden: [62, 66],
    goods: [60, 14],
  },
  TB12: {
    features: [
      [34, 34],
      [86, 50],
      [86, 22],
      [92, 68],
      [50, 90],
    ],
    goods: [60, 14],
  },
  TB13: {
    features: [
      [50, 32],
      [50, 86],
      [82, 91],
      [18, 91],
    ],
    goods: [22, 22],
  },
  TB14: {
    features: [
      [22, 22],
      [78, 78],
      [50, 50],
    ],
    goods: [44, 10],
  },
  TB15: {
    features: [
      [62, 50],
      [50, 9],
      [50, 91],
    ],
    goods: [30, 50],
  },
  TB16: {
    features: [
      [50, 13],
      [84, 50],
      [86, 28],
      [40, 70],
    ],
  },
  TB17: BAND_SOUTH_GATE,
  TB18: BAND_SOUTH_GATE,
  TB19: {
    features: [
      [62, 50],
      [50, 14],
      [50, 86],
      [22, 10],
      [78, 10],
      [78, 90],
      [22, 90],
    ],
    goods: [30, 50],
  },
  TB20: {
    features: [
      [86, 50],
      [50, 86],
      [14, 50],
      [18, 14],
      [82, 82],
      [18, 82],
    ],
  },
  TB21: {
    features: [
      [30, 30],
      [50, 84],
      [76, 64],
      [22, 90],
    ],
    goods: [60, 14],
  },
  TB22: {
    features: [
      [34, 34],
      [50, 86],
      [88, 40],
      [68, 92],
      [22, 88],
    ],
    goods: [60, 14],
  },
  TB23: {
    features: [
      [50, 13],
      [50, 84],
      [22, 50],
      [80, 70],
      [22, 80],
      [16, 30],
    ],
  },
  TB24: {
    features: [
      [50, 24],
      [78, 50],
      [20, 20],
      [80, 20],
      [80, 80],
      [20, 80],
    ],
  },
};
