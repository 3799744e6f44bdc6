// @vitest-environment jsdom
// Online, before every seat is taken, the server sends a seat a spectator's view (docs/security.md#one-seat-one-view):
// its own hand arrives face down. The board shows it so, says why in both languages, and offers no action.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { CitadelsBoard, type CitadelsBoardProps } from '../../../client/citadels/Board';
import { LanguageProvider } from '../../../client/i18n/LanguageProvider';
import type { Language } from '../../../client/i18n/dictionary';
import { citadelsCore } from '../../../games/citadels/index';
import { newState } from './render';

afterEach(cleanup);

function renderBeforeStart(language: Language) {
  const state = newState(4, {}, 'before-start');
  const props = {
    G: citadelsCore.view(state, null),
    ctx: { numPlayers: 4, currentPlayer: '0', phase: state.phase },
    moves: {},
    events: {},
    log: [],
    playerID: '0',
    matchID: 'm',
    isActive: true,
    isConnected: true,
    isMultiplayer: true,
  } as unknown as CitadelsBoardProps;
  return render(
    <LanguageProvider language={language}>
      <CitadelsBoard {...props} />
    </LanguageProvider>,
  );
}

describe('a seat before the game starts', () => {
  it.each([
    ['en', 'You see your cards when every seat is taken.'],
    ['nl', 'Je ziet je kaarten zodra alle plaatsen bezet zijn.'],
  ] as const)('shows its hand face down and says why (%s)', (language, message) => {
    const { container } = renderBeforeStart(language);
    expect(screen.getByText(message)).toBeTruthy();
    expect(container.querySelectorAll('.cit-hand .cit-district')).toHaveLength(4);
    expect(container.querySelectorAll('.cit-hand button:not(.cit-info)')).toHaveLength(0);
  });
});
