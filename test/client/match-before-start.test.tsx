// @vitest-environment jsdom
// The online match page before every seat is taken (docs/security.md#one-seat-one-view): the board is shown
// but cannot be used, and says why in English and Dutch; once every seat is taken, or the game is over, it
// is the plain board.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { BoardProps } from 'boardgame.io/react';
import { LanguageProvider } from '../../client/i18n/LanguageProvider';
import type { Language } from '../../client/i18n/dictionary';
import { BoardUntilStart } from '../../client/online/BoardUntilStart';

afterEach(cleanup);

function renderFrame(names: (string | undefined)[], language: Language = 'en', gameover?: object) {
  const props = {
    ctx: { gameover },
    matchData: names.map((name, id) => ({ id, ...(name ? { name } : {}) })),
  } as unknown as BoardProps;
  return render(
    <LanguageProvider language={language}>
      <BoardUntilStart props={props}>
        <button type="button">Place the tile</button>
      </BoardUntilStart>
    </LanguageProvider>,
  );
}

describe('the board before the game starts', () => {
  it.each([
    ['en', 'The game starts when every seat is taken.'],
    ['nl', 'Het spel begint zodra alle plaatsen bezet zijn.'],
  ] as const)('is inert with an open seat, and says why (%s)', (language, message) => {
    const { container } = renderFrame(['Ann', undefined], language);
    expect(screen.getByRole('status').textContent).toBe(message);
    expect(container.querySelector('[inert] button')).not.toBeNull();
  });

  it('is the plain board once every seat is taken, and after the end', () => {
    for (const [names, gameover] of [
      [['Ann', 'Bob'], undefined],
      [['Ann', undefined], { winner: '0' }],
    ] as const) {
      const { container } = renderFrame([...names], 'en', gameover);
      expect(screen.queryByRole('status')).toBeNull();
      expect(container.querySelector('[inert]')).toBeNull();
      cleanup();
    }
  });
});
