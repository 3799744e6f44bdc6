// @vitest-environment jsdom
// Motion on the Carcassonne board (client/shared/motion.tsx, issue 56): another player's tile just placed
// arrives in motion, a figure on it drops, this seat's own turn does not; the Motion switch marks the page
// so that nothing animates, and is remembered.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { CarcassonneBoard } from '../../../client/carcassonne/Board';
import { LanguageProvider } from '../../../client/i18n/LanguageProvider';
import { MotionSwitch } from '../../../client/shared/motion';
import { applyMotionPreference } from '../../../client/shared/motion-preference';
import { play, scenario } from '../../carcassonne/fixtures';
import { boardProps } from './fixtures';

afterEach(cleanup);

function renderBoard(seat: number | null) {
  // Seat 0 placed U east of the start tile with a thief on its road, then seat 1 placed B south of it with a monk.
  const state = scenario(['U', 'B', 'E']);
  play(state, 1, 0, 0, 'E');
  play(state, 0, 1, 0, 'monastery');
  return render(
    <LanguageProvider language="en">
      <CarcassonneBoard {...boardProps(state, seat).props} />
    </LanguageProvider>,
  );
}

const arriving = (container: HTMLElement) =>
  [...container.querySelectorAll('.carc-arrive')].map((g) => g.closest('[data-tile]')!.getAttribute('data-tile'));

describe('motion on the board', () => {
  it('animates the tile and figure another player just placed, for the other seat and a spectator', () => {
    for (const seat of [0, null]) {
      const { container } = renderBoard(seat);
      expect(arriving(container)).toEqual(['0,1']);
      expect(container.querySelectorAll('.carc-drop')).toHaveLength(1);
      cleanup();
    }
  });

  it('shows the player’s own last turn at once', () => {
    const { container } = renderBoard(1);
    expect(arriving(container)).toEqual([]);
    expect(container.querySelectorAll('.carc-drop')).toHaveLength(0);
  });
});

describe('the Motion switch', () => {
  it('is on until turned off, marks the page while off, and is remembered', () => {
    localStorage.removeItem('motionOff');
    applyMotionPreference();
    expect(document.documentElement.dataset.motion).toBe('on');
    const { getByRole } = render(
      <LanguageProvider language="de">
        <MotionSwitch />
      </LanguageProvider>,
    );
    const box = getByRole('checkbox', { name: 'Animationen' }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    expect(box.checked).toBe(false);
    expect(document.documentElement.dataset.motion).toBe('off');
    expect(localStorage.getItem('motionOff')).toBe('1');
    cleanup();
    document.documentElement.dataset.motion = 'on';
    applyMotionPreference();
    expect(document.documentElement.dataset.motion).toBe('off');
    localStorage.removeItem('motionOff');
  });
});
