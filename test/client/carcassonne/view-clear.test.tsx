// @vitest-environment jsdom
// The chosen square stands clear of the viewport's edges and the zoom buttons, and the legal squares out of
// view are pointed at by markers on the edges (client/carcassonne/view-clear.ts, EdgeMarkers.tsx): the
// least pan that clears a box, the squares grouped by the edge they lie beyond, and on the board a marker
// per edge that brings its nearest square into view when tapped. (jsdom has no layout: the viewport counts
// as 800 × 600 and the zoom buttons as unmeasured, so their whole column on the right is kept clear.)
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CarcassonneBoard } from '../../../client/carcassonne/Board';
import { CLEAR_MARGIN_PX, CONTROLS_PX, clearView, offViewSides } from '../../../client/carcassonne/view-clear';
import { LanguageProvider } from '../../../client/i18n/LanguageProvider';
import { boardProps, midGame } from './fixtures';

afterEach(cleanup);

/** The zoom buttons on a phone: a column of three 44 px buttons at the viewport's top right. */
const PHONE_BUTTONS = { left: 322, top: 8, right: 366, bottom: 156 };

describe('a square kept clear', () => {
  const view = { x: 0, y: 0, scale: 1 };

  it('stays where it is when it is clear already', () => {
    expect(clearView(view, { x: 100, y: 100, width: 100, height: 100 }, 374, 508, PHONE_BUTTONS)).toBe(view);
  });

  it('leaves the top edge and the zoom buttons the shortest way: to their left', () => {
    // At the top right, under the buttons: down to the margin, then left of the buttons.
    const moved = clearView(view, { x: 250, y: -20, width: 100, height: 100 }, 374, 508, PHONE_BUTTONS);
    expect(moved).toEqual({ x: PHONE_BUTTONS.left - CLEAR_MARGIN_PX - 350, y: CLEAR_MARGIN_PX + 20, scale: 1 });
  });

  it('goes below the buttons when that is shorter than to their left', () => {
    const moved = clearView(view, { x: 300, y: 120, width: 60, height: 60 }, 374, 508, PHONE_BUTTONS);
    expect(moved).toEqual({ x: 0, y: PHONE_BUTTONS.bottom + CLEAR_MARGIN_PX - 120, scale: 1 });
  });

  it('keeps the whole right column clear where the buttons are not measured, and centres a box too big', () => {
    expect(clearView(view, { x: 700, y: 300, width: 100, height: 100 }, 800, 600)).toEqual({
      x: 800 - CONTROLS_PX - 800,
      y: 0,
      scale: 1,
    });
    expect(clearView({ x: 0, y: 0, scale: 10 }, { x: 0, y: 0, width: 100, height: 100 }, 800, 600)).toEqual({
      x: (CLEAR_MARGIN_PX + 800 - CONTROLS_PX) / 2 - 500,
      y: 300 - 500,
      scale: 10,
    });
  });
});

describe('squares out of view', () => {
  it('are grouped by the edge they lie beyond, nearest first, a square behind the buttons to the right', () => {
    // Squares are 100 units: at scale 1 the square "x,y" has its centre at (100x + 50, 100y + 50).
    const keys = ['-1,2', '0,-1', '-3,2', '1,0', '3,1', '2,6', '3,0'];
    expect(offViewSides({ x: 0, y: 0, scale: 1 }, keys, 374, 508, PHONE_BUTTONS)).toEqual([
      { side: 'top', keys: ['0,-1'], at: 0.15 },
      // Both behind the buttons, as far from clearing them: in the order given.
      { side: 'right', keys: ['3,1', '3,0'], at: expect.closeTo((50 + 150) / 2 / 508, 9) },
      { side: 'bottom', keys: ['2,6'], at: 250 / 374 },
      { side: 'left', keys: ['-1,2', '-3,2'], at: 250 / 508 },
    ]);
    expect(offViewSides({ x: 0, y: 0, scale: 1 }, ['1,1', '2,2'], 374, 508, PHONE_BUTTONS)).toEqual([]);
  });
});

describe('the edge markers on the board', () => {
  it('point at the legal squares out of view, and a tap brings the nearest into view', () => {
    const state = midGame();
    const { props } = boardProps(state, state.turn);
    const { container } = render(
      <LanguageProvider language="nl">
        <CarcassonneBoard {...props} />
      </LanguageProvider>,
    );
    expect(container.querySelectorAll('.carc-edge-marker')).toHaveLength(0);
    const viewport = container.querySelector('.carc-viewport') as HTMLElement;
    for (let i = 0; i < 8; i++) fireEvent.keyDown(viewport, { key: '+' });
    const markers = [...container.querySelectorAll<HTMLButtonElement>('.carc-edge-marker')];
    expect(markers.length).toBeGreaterThan(0);
    const total = markers.reduce((sum, marker) => sum + Number(marker.dataset.count), 0);
    const [first] = markers;
    expect(first!.getAttribute('aria-label')).toMatch(
      /^Toon \d+ (vak|vakken) waar de tegel past, (erboven|rechts|eronder|links)$/,
    );
    fireEvent.click(first!);
    const after = [...container.querySelectorAll<HTMLButtonElement>('.carc-edge-marker')];
    expect(after.reduce((sum, marker) => sum + Number(marker.dataset.count), 0)).toBeLessThan(total);
    expect(screen.getAllByRole('button', { name: /^Toon / }).length).toBe(after.length);
  });
});
