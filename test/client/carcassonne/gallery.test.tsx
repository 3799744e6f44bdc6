// @vitest-environment jsdom
// The tile gallery at /gallery/carcassonne (loaded on demand with Carcassonne's client module, so loaded
// before the tests: test/support/app-pages.ts): the 24 base types, the 8 garden copies, the 12 river tiles
// and the 17 Inns & Cathedrals kinds with their counts and names, each in four rotations, with the river's
// water, the gardens, the inns and the cathedrals drawn.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { TILES, TILE_KINDS, type TileKind } from '../../../games/carcassonne';
import { isTradersBuildersKind } from '../../../games/carcassonne/data/tile-sets';
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
    // Traders & Builders' tiles are in the rules but not drawn yet (docs/design/expansions.md#traders-and-builders).
    expect([...items].map((el) => el.getAttribute('data-type'))).toEqual(
      TILE_KINDS.filter((kind) => !isTradersBuildersKind(kind)),
    );
    expect([...container.querySelectorAll('[data-set]')].map((el) => el.getAttribute('data-set'))).toEqual([
      'base',
      'gardens',
      'river',
      'innsCathedrals',
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
    }
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
