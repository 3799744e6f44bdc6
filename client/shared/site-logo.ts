/**
 * The site's mark (issue 56): a square land tile with a road, and on it a tower with a red roof and a gold
 * coin, the two games in one picture, drawn in the card art's style (docs/design/card-art.md: ink
 * outlines, flat fills) and no publisher's mark. One drawing, used by the header (SiteLogo.tsx) and written
 * to the favicon and install icons by `npx tsx scripts/make-icons.ts` (test/client/site-logo.test.tsx keeps
 * the files equal to it).
 */

export interface LogoShape {
  d: string;
  fill: string;
  /** An outline-free line drawn in the fill's colour, `width` wide (the road). */
  line?: number;
}

const INK = '#2b2118';
/** The land's green, the tile's background and the install icon's. */
export const LOGO_LAND = '#4f8f3a';

const TILE = 'M9 3H39A6 6 0 0 1 45 9V39A6 6 0 0 1 39 45H9A6 6 0 0 1 3 39V9A6 6 0 0 1 9 3Z';

/** The shapes of the mark on a 48×48 view box, back to front: the tile's outline last, over the road's ends. */
export const LOGO_SHAPES: readonly LogoShape[] = [
  { d: TILE, fill: LOGO_LAND },
  { d: 'M17 45C17 34 12 29 3 29', fill: '#efe3c8', line: 5 },
  { d: 'M22 38V16H36V38Z', fill: '#cfc3a9' },
  { d: 'M20 17L29 5L38 17Z', fill: '#b5523b' },
  { d: 'M26 38V32A3 3 0 0 1 32 32V38Z', fill: '#4a3b2c' },
  { d: 'M8 15A6 6 0 1 0 20 15A6 6 0 1 0 8 15Z', fill: '#e0b43c' },
  { d: TILE, fill: 'none' },
];

function shapeMarkup({ d, fill, line }: LogoShape): string {
  return line === undefined
    ? `<path d="${d}" fill="${fill}"/>`
    : `<path d="${d}" fill="none" stroke="${fill}" stroke-width="${line}" stroke-linecap="butt"/>`;
}

/**
 * The mark as an SVG file. `maskable`: for an install icon the system may crop to any shape, the land
 * fills the square and the mark sits inside its safe zone (the middle 80 %).
 */
export function logoSvg(maskable = false): string {
  const shapes = LOGO_SHAPES.map(shapeMarkup).join('');
  const open = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" stroke="${INK}" stroke-width="2" stroke-linejoin="round" stroke-linecap="round">`;
  const body = maskable
    ? `<rect width="48" height="48" fill="${LOGO_LAND}" stroke="none"/><g transform="translate(4.8 4.8) scale(0.8)">${shapes}</g>`
    : shapes;
  return `${open}${body}</svg>\n`;
}
