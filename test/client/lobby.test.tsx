// @vitest-environment jsdom
// The lobby page: open matches with their seats and options, in both languages.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { LanguageProvider } from '../../client/i18n/LanguageProvider';
import { LobbyPage } from '../../client/lobby/LobbyPage';
import carcassonne from '../../client/carcassonne/module';
import { lobby } from '../../client/api/lobby-api';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const match = (matchID: string, names: (string | undefined)[], setupData: unknown) => ({
  matchID,
  gameName: 'carcassonne',
  createdAt: 0,
  updatedAt: 0,
  setupData,
  players: names.map((name, id) => ({ id, ...(name ? { name } : {}) })),
});

describe('lobby page', () => {
  it('lists open matches with seats taken, options, and join or watch', async () => {
    vi.spyOn(lobby, 'listMatches').mockResolvedValue({
      matches: [match('m1', ['Ann', undefined], { farmers: false }), match('m2', ['Ann', 'Bob'], { farmers: true })],
    } as never);
    render(
      <LanguageProvider language="nl">
        <LobbyPage entry={carcassonne} />
      </LanguageProvider>,
    );
    await screen.findByText('1/2 plaatsen bezet');
    expect(screen.getByText('2/2 plaatsen bezet')).toBeTruthy();
    expect(screen.getByText('zonder boeren')).toBeTruthy();
    expect(screen.getByText('met boeren')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Meedoen' }).getAttribute('href')).toBe('/match/carcassonne/m1');
    expect(screen.getByRole('link', { name: 'Kijken' }).getAttribute('href')).toBe('/match/carcassonne/m2');
    expect(lobby.listMatches).toHaveBeenCalledWith('carcassonne', { isGameover: false });
  });
});
