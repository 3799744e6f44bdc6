// @vitest-environment jsdom
// The tile gallery at /gallery/carcassonne (loaded on demand with Carcassonne's client module, so loaded
// before the tests: test/support/app-pages.ts): the 24 base types, the 8 garden copies, the 12 river tiles,
// the 17 Inns & Cathedrals kinds and the 24 Traders & Builders tiles with their counts and names, each in
// four rotations, with the river's water, the gardens, the inns, the cathedrals, the goods symbols and the
// bridge drawn; and the city shapes fitted to their tile (a corner reaching into the tile, two corners and
// a band beside a small city leaving room for the field between them).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { TILES, TILE_KINDS, type TileKind } from '../../../games/carcassonne';
import { cityShape, tileCityShapes } from '../../../client/carcassonne/tile-shapes';
import { waterShape } from '../../../client/carcassonne/river-shapes';
import { App } from '../../../client/App';
import { LanguageProvider } from '../../../client/i18n/LanguageProvider';
import { translate } from '../../../client/i18n/dictionary';
import { loadPages, shown } from '../../support/app-pages';

beforeAll(() => loadPages('gallery', 'carcassonne'));

afterEach(() => {
  cleanup();
  window.history.pushState(null, '', '/');
});

describe('tile gallery', () => {
  it('shows every tile kind with its count, drawn from the tile data', async () => {
    window.history.pushState(null, '', '/gallery/carcassonne');
    const { container } = render(
      <LanguageProvider language="en">
        <App />
      </LanguageProvider>,
    );
    expect(await screen.findByText('Carcassonne: the tiles', {}, shown)).toBeTruthy();
    const items = container.querySelectorAll('.carc-gallery-item');
    expect([...items].map((el) => el.getAttribute('data-type'))).toEqual(TILE_KINDS);
    expect([...container.querySelectorAll('[data-set]')].map((el) => el.getAttribute('data-set'))).toEqual([
      'base',
      'gardens',
      'river',
      'innsCathedrals',
      'tradersBuilders',
    ]);
    for (const item of items) {
      const type = item.getAttribute('data-type') as TileKind;
      const spec = TILES[type];
      expect(item.querySelector('h3')!.textContent).toBe(`${type} × ${spec.count}`);
      const plain = type.replace('_G', '');
      const name = /^R\d/.test(type)
        ? translate('en', 'carcassonne.tileName.river')
        : translate('en', `carcassonne.tileName.${plain as 'A'}`);
      const named = item.querySelector('.carc-gallery-name')!.textContent;
      if (type === 'R1') expect(named).toBe('river spring tile');
      else if (type === 'R12') expect(named).toBe('river lake tile');
      else expect(named).toBe(spec.garden === true ? `${name} with a garden` : name);
      const first0 = item.querySelector('.carc-tile-art')!;
      expect(first0.querySelectorAll('.carc-garden')).toHaveLength(spec.garden === true ? 1 : 0);
      expect(first0.querySelectorAll('.carc-water')).toHaveLength(spec.water === undefined ? 0 : 1);
      expect(first0.querySelectorAll('.carc-pool')).toHaveLength(spec.spring === true || spec.lake === true ? 1 : 0);
      expect(item.querySelectorAll('.carc-tile-art')).toHaveLength(5);
      const first = item.querySelector('.carc-tile-art')!;
      expect(first.querySelectorAll('.carc-city')).toHaveLength(spec.cities.length);
      expect(first.querySelectorAll('.carc-road')).toHaveLength(spec.roads.length);
      expect(first.querySelectorAll('.carc-cloister')).toHaveLength(spec.monastery ? 1 : 0);
      expect(first.querySelectorAll('.carc-pennant')).toHaveLength(spec.cities.filter((c) => c.pennant).length);
      const inns = spec.roads.filter((r) => 'inn' in r && r.inn).length;
      expect(first.querySelectorAll('.carc-inn')).toHaveLength(inns);
      expect(first.querySelectorAll('.carc-cathedral')).toHaveLength(
        spec.cities.some((c) => 'cathedral' in c && c.cathedral) ? 1 : 0,
      );
      expect([...first.querySelectorAll('.carc-goods')].map((el) => el.getAttribute('data-good'))).toEqual(
        spec.cities.flatMap((c) => ('goods' in c && c.goods !== undefined ? [c.goods] : [])),
      );
      // A road over the river, or (TB24) one road over another.
      const bridges = (waterShape(type)?.bridge ? 1 : 0) + (type === 'TB24' ? 1 : 0);
      expect(first.querySelectorAll('.carc-bridge')).toHaveLength(bridges);
    }
    expect(container.querySelectorAll('[data-set="tradersBuilders"] .carc-gallery-item')).toHaveLength(24);
  });

  it('fits each city to its tile: reaching into a corner that parts two fields, narrower or beside another city', () => {
    const plainCorner = cityShape('NW').area;
    // TB7's corner parts the fields ESE and SSE, TB8's does not; TB14's two corners face each other.
    expect(tileCityShapes('TB8')[0]!.area).toBe(plainCorner);
    expect(tileCityShapes('N')[0]!.area).toBe(plainCorner);
    expect(tileCityShapes('TB7')[0]!.area).not.toBe(plainCorner);
    expect(tileCityShapes('TB7')[0]!.wall).toMatch(/ 100 100 C/);
    expect(tileCityShapes('TB14')[0]!.area).not.toBe(plainCorner);
    // TB3's band keeps clear of the small city south of it; F's band is the plain one.
    expect(tileCityShapes('F')[0]!.area).toBe(cityShape('EW').area);
    expect(tileCityShapes('TB3')[0]!.area).not.toBe(cityShape('EW').area);
  });

  it('is in Dutch too', async () => {
    window.history.pushState(null, '', '/gallery/carcassonne');
    render(
      <LanguageProvider language="nl">
        <App />
      </LanguageProvider>,
    );
    expect(await screen.findByText('Carcassonne: de tegels', {}, shown)).toBeTruthy();
    expect(screen.getAllByText('wegtegel met een bocht')).toHaveLength(1);
  });
});
