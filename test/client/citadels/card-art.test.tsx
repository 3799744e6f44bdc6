// @vitest-environment jsdom
// The card art (client/citadels/art/, docs/design/card-art.md) in the card gallery
// (client/citadels/CardGallery.tsx), in English and Dutch: every character and every district, basic and
// unique, is on the page with a drawing of its own (no two share the same markup), each district in the
// frame of its type, and the words of the card (rank, name, ability, the "i" button) stay beside the art;
// the gallery is the page at /gallery/citadels (Machiavelli's client module loaded up front:
// test/support/app-pages.ts).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import {
  BASIC_DISTRICT_IDS,
  CHARACTERS,
  CHARACTER_IDS,
  DISTRICTS,
  UNIQUE_DISTRICT_IDS,
  type DistrictId,
} from '../../../games/citadels/index';
import { CardGallery } from '../../../client/citadels/CardGallery';
import { LanguageProvider } from '../../../client/i18n/LanguageProvider';
import type { Language } from '../../../client/i18n/dictionary';
import { App } from '../../../client/App';
import { loadPages, shown } from '../../support/app-pages';

beforeAll(() => loadPages('citadels'));

afterEach(() => {
  cleanup();
  window.history.pushState(null, '', '/');
});

const DISTRICT_IDS: DistrictId[] = [...BASIC_DISTRICT_IDS, ...UNIQUE_DISTRICT_IDS];

function gallery(language: Language): HTMLElement {
  return render(
    <LanguageProvider language={language}>
      <CardGallery />
    </LanguageProvider>,
  ).container;
}

/** The drawing of an art element, without the attribute that names it. */
function drawing(svg: Element): string {
  return svg.innerHTML;
}

describe.each<Language>(['en', 'nl'])('the card art (%s)', (language) => {
  it('draws each of the 27 characters with an emblem of its own, beside its rank, name, ability and "i" button', () => {
    const page = gallery(language);
    const drawings = CHARACTER_IDS.map((id) => {
      const card = page.querySelector(`.cit-character[data-character="${id}"]`)!;
      expect(card, id).not.toBeNull();
      const art = card.querySelector('svg.cit-portrait')!;
      expect(art.getAttribute('data-art')).toBe(id);
      expect(art.getAttribute('aria-hidden')).toBe('true');
      // The seal and at least two shapes of the drawing itself.
      expect(art.children.length, id).toBeGreaterThanOrEqual(3);
      expect(card.querySelector('.cit-medal span')?.textContent).toBe(String(CHARACTERS[id].rank));
      expect(card.querySelector('.cit-name')?.textContent).toBe(CHARACTERS[id].name[language]);
      expect(card.querySelector('.cit-effect')?.textContent).toBe(CHARACTERS[id].text[language]);
      expect(card.querySelector('button.cit-info')).not.toBeNull();
      return drawing(art);
    });
    expect(CHARACTER_IDS).toHaveLength(27);
    expect(new Set(drawings).size).toBe(27);
  });

  it('draws each of the 47 districts, basic and unique, with an illustration of its own in the frame of its type', () => {
    const page = gallery(language);
    const drawings = DISTRICT_IDS.map((id) => {
      const card = page.querySelector(`.cit-district[data-card="${id}#1"]`)!;
      expect(card, id).not.toBeNull();
      expect(card.getAttribute('data-type')).toBe(DISTRICTS[id].type);
      const art = card.querySelector('svg.cit-art')!;
      expect(art.getAttribute('data-art')).toBe(id);
      // The ground and at least two shapes of the drawing itself.
      expect(art.children.length, id).toBeGreaterThanOrEqual(3);
      expect(card.querySelector('.cit-name')?.textContent).toBe(DISTRICTS[id].name[language]);
      return drawing(art);
    });
    expect(DISTRICT_IDS).toHaveLength(17 + 30);
    expect(new Set(drawings).size).toBe(47);
  });

  it('shows every district type, each in its own frame, and the sections in order', () => {
    const page = gallery(language);
    const types = [...page.querySelectorAll('.cit-district')].map((card) => card.getAttribute('data-type'));
    expect(new Set(types)).toEqual(new Set(['noble', 'religious', 'trade', 'military', 'unique']));
    expect([...page.querySelectorAll('section[data-set]')].map((s) => s.getAttribute('data-set'))).toEqual([
      'characters',
      'basic',
      'unique',
    ]);
    expect(page.querySelectorAll('section[data-set="characters"] .cit-character')).toHaveLength(27);
    expect(page.querySelectorAll('section[data-set="basic"] .cit-district')).toHaveLength(17);
    expect(page.querySelectorAll('section[data-set="unique"] .cit-district')).toHaveLength(30);
  });
});

describe('the card gallery', () => {
  it('is the page at /gallery/citadels, with every card', async () => {
    window.history.pushState(null, '', '/gallery/citadels');
    const { container } = render(
      <LanguageProvider language="en">
        <App />
      </LanguageProvider>,
    );
    expect(await screen.findByText('Machiavelli: the cards', {}, shown)).toBeTruthy();
    expect(container.querySelectorAll('.cit-gallery .cit-card')).toHaveLength(27 + 47);
  });

  it('is titled in the page language', () => {
    expect(gallery('en').querySelector('h1')?.textContent).toBe('Machiavelli: the cards');
    cleanup();
    expect(gallery('nl').querySelector('h1')?.textContent).toBe('Machiavelli: de kaarten');
  });
});
