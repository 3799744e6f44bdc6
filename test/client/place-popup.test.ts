// Where an anchored popup goes (client/shared/place-popup.ts): below its anchor when it fits, above when
// only that fits (a hand card at the bottom of a phone screen), always inside the viewport.
import { describe, expect, it } from 'vitest';
import { placePopup } from '../../client/shared/place-popup';

const phone = { width: 390, height: 844 };
const size = { width: 320, height: 200 };

describe('an anchored popup', () => {
  it('opens below a card near the top', () => {
    expect(placePopup({ left: 20, top: 100, width: 80, height: 120 }, size, phone)).toEqual({ left: 20, top: 224 });
  });

  it('opens above a card near the bottom of the screen, in view', () => {
    expect(placePopup({ left: 20, top: 700, width: 80, height: 120 }, size, phone)).toEqual({ left: 20, top: 496 });
  });

  it('stays inside the viewport: moved left at the right edge, pinned to the bottom where neither side fits', () => {
    expect(placePopup({ left: 300, top: 100, width: 80, height: 120 }, size, phone).left).toBe(390 - 8 - 320);
    const tall = { width: 320, height: 700 };
    expect(placePopup({ left: 20, top: 300, width: 80, height: 120 }, tall, phone)).toEqual({ left: 20, top: 136 });
  });
});
