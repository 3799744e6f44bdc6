// @vitest-environment jsdom
// The tile gallery at /gallery/carcassonne (loaded on demand with Carcassonne's client module, so loaded
// before the tests: test/support/app-pages.ts): all 24 types with their counts and names, each in four rotations.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { BASE_TILES, TILE_TYPES } from '../../../games/carcassonne';
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
  it('shows the 24 types with their counts, drawn from the tile data', async () => {
    window.history.pushState(null, '', '/gallery/carcassonne');
    const { container } = render(
      <LanguageProvider language="en">
        <App />
      </LanguageProvider>,
    );
    expect(await screen.findByText('Carcassonne: the 24 tile types', {}, shown)).toBeTruthy();
    const items = container.querySelectorAll('.carc-gallery-item');
    expect([...items].map((el) => el.getAttribute('data-type'))).toEqual(TILE_TYPES);
    for (const item of items) {
      const type = item.getAttribute('data-type') as keyof typeof BASE_TILES;
      const spec = BASE_TILES[type];
      expect(item.querySelector('h3')!.textContent).toBe(`${type} × ${spec.count}`);
      expect(item.querySelector('.carc-gallery-name')!.textContent).toBe(
        translate('en', `carcassonne.tileName.${type}`),
      );
      expect(item.querySelectorAll('.carc-tile-art')).toHaveLength(5);
      const first = item.querySelector('.carc-tile-art')!;
      expect(first.querySelectorAll('.carc-city')).toHaveLength(spec.cities.length);
      expect(first.querySelectorAll('.carc-road')).toHaveLength(spec.roads.length);
      expect(first.querySelectorAll('.carc-cloister')).toHaveLength(spec.monastery ? 1 : 0);
      expect(first.querySelectorAll('.carc-pennant')).toHaveLength(spec.cities.filter((c) => c.pennant).length);
    }
  });

  it('is in Dutch too', async () => {
    window.history.pushState(null, '', '/gallery/carcassonne');
    render(
      <LanguageProvider language="nl">
        <App />
      </LanguageProvider>,
    );
    expect(await screen.findByText('Carcassonne: de 24 soorten tegels', {}, shown)).toBeTruthy();
    expect(screen.getAllByText('wegtegel met een bocht')).toHaveLength(1);
  });
});
