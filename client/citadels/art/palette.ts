/**
 * The card art's palette and stroke widths (docs/design/card-art.md): every drawing of
 * client/citadels/art/ takes its colours from here, so the cards keep one style.
 */

/** The outline of every shape. */
export const INK = '#2b2118';
/** The outline's width on the 48×48 view box; details (folds, rivets, water lines) use THIN. */
export const STROKE = 2;
export const THIN = 1.25;

/** The fills. The five type colours match the district frames (client/citadels/citadels.css). */
export const FILL = {
  gold: '#e0b43c',
  stone: '#cfc3a9',
  wall: '#efe3c8',
  wood: '#9a6b3f',
  roof: '#b5523b',
  steel: '#b7c0c9',
  water: '#5b9bd5',
  leaf: '#4f8f3a',
  paper: '#fffaf0',
  dark: '#4a3b2c',
  skin: '#e8c39e',
  noble: '#d9a514',
  religious: '#3b6fb6',
  trade: '#2d7a38',
  military: '#b83227',
  unique: '#7d3c98',
} as const;
