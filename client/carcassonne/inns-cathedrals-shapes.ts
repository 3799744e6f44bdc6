/**
 * Where things sit on the Inns & Cathedrals tiles (games/carcassonne/data/inns-cathedrals.ts), in the
 * canonical orientation of a 100×100 square, as tile-shapes.ts does for the base letters: one anchor per
 * feature in ORIENTED order (cities, roads, fields; IC3's inner field among the fields), the pennant, the
 * garden, and where the inn or the cathedral is drawn (docs/rules/carcassonne.md#inns-cathedrals). Nothing
 * here is a rule.
 */
import type { InnsCathedralsTileType } from '../../games/carcassonne/data/inns-cathedrals';
import type { Anchors } from './anchors';

export const INNS_CATHEDRALS_ANCHORS: Readonly<Record<InnsCathedralsTileType, Anchors>> = {
  IC1: { features: [[54, 62]], mark: [50, 38] },
  IC2: {
    features: [
      [86, 50],
      [14, 50],
      [18, 14],
      [50, 86],
    ],
  },
  IC3: {
    features: [
      [50, 12],
      [88, 50],
      [50, 88],
      [12, 50],
      [36, 36],
    ],
    garden: [64, 64],
  },
  IC4: {
    features: [
      [50, 12],
      [88, 50],
      [12, 50],
      [50, 80],
    ],
  },
  IC5: {
    features: [
      [50, 12],
      [50, 88],
      [80, 50],
      [20, 50],
      [88, 32],
      [88, 68],
      [12, 68],
      [12, 32],
    ],
  },
  IC6: {
    features: [
      [30, 30],
      [50, 88],
      [80, 50],
    ],
    pennant: [58, 16],
  },
  IC7: {
    features: [
      [50, 13],
      [86, 50],
      [34, 76],
    ],
  },
  IC8: {
    features: [
      [50, 13],
      [50, 84],
      [76, 62],
      [24, 62],
    ],
  },
  IC9: {
    features: [
      [30, 30],
      [82, 50],
      [88, 34],
      [70, 78],
    ],
  },
  IC10: {
    features: [
      [60, 50],
      [50, 14],
      [50, 86],
      [22, 10],
      [78, 10],
      [78, 90],
      [22, 90],
    ],
    pennant: [30, 50],
  },
  IC11: {
    features: [
      [30, 30],
      [50, 84],
      [76, 64],
      [22, 90],
    ],
    mark: [68, 84],
  },
  IC12: {
    features: [
      [50, 13],
      [37, 63],
      [76, 58],
      [13, 87],
    ],
    mark: [56, 76],
  },
  IC13: {
    features: [
      [30, 30],
      [69, 69],
      [80, 38],
      [89, 89],
    ],
    pennant: [14, 54],
    mark: [50, 82],
  },
  IC14: {
    features: [
      [82, 50],
      [50, 82],
      [18, 50],
      [50, 22],
      [78, 78],
      [22, 78],
    ],
    mark: [82, 34],
  },
  IC15: {
    features: [
      [50, 50],
      [50, 20],
      [50, 80],
    ],
    garden: [78, 22],
    mark: [24, 34],
  },
  IC16: {
    features: [
      [37, 63],
      [66, 34],
      [13, 87],
    ],
    mark: [56, 80],
  },
  IC17: {
    features: [
      [66, 34],
      [34, 66],
      [90, 10],
      [10, 90],
      [20, 20],
    ],
  },
};
