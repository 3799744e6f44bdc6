// @vitest-environment jsdom
// Avatars (client/shared/Avatar.tsx, client/api/avatar-api.ts, client/account/AvatarSettings.tsx;
// docs/security.md#avatars): the leaderboard shows an account's avatar in the style and colour it picked,
// asking the picks of all the page's accounts at once; a bot has none; the account page's picker saves a
// style and colour and the account's avatars on the page redraw; in English and Dutch.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { findGameInfo } from '../../client/game-list';
import { LanguageProvider } from '../../client/i18n/LanguageProvider';
import { LeaderboardPage } from '../../client/ratings/LeaderboardPage';
import { AvatarSettings } from '../../client/account/AvatarSettings';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

const ANN = '0a1b2c3d-0000-4000-8000-00000000000a';
const BOB = '0a1b2c3d-0000-4000-8000-00000000000b';
const CY = '0a1b2c3d-0000-4000-8000-00000000000c';

interface Call {
  path: string;
  body?: unknown;
}

function mockApi(answer: (path: string, body: unknown) => unknown) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ path, body });
    return new Response(JSON.stringify(answer(path, body)), { status: 200 });
  });
  return calls;
}

const avatarOf = (id: string) => document.querySelector(`img[data-avatar="${id}"]`);

describe('avatars', () => {
  it('show on the leaderboard in the style and colour each account picked, asked in one request', async () => {
    const calls = mockApi((path) =>
      path === '/account/avatars'
        ? { avatars: [{ id: ANN, style: 'shapes', colour: 'mint' }] }
        : path.includes('/leaderboard')
          ? {
              season: 'all',
              min: 5,
              entries: [
                {
                  place: 1,
                  who: { kind: 'account', name: 'Ann', id: ANN },
                  rating: 1234,
                  games: 12,
                  provisional: false,
                },
                {
                  place: 2,
                  who: { kind: 'account', name: 'Bob', id: BOB },
                  rating: 1200,
                  games: 9,
                  provisional: false,
                },
                { place: 3, who: { kind: 'bot', level: 'hard' }, rating: 1190, games: 40, provisional: false },
              ],
            }
          : { games: 0 },
    );
    render(
      <LanguageProvider>
        <LeaderboardPage game="citadels" title={findGameInfo('citadels')!.title} />
      </LanguageProvider>,
    );
    await screen.findByText('Bob');
    await waitFor(() => expect(avatarOf(ANN)?.getAttribute('data-avatar-style')).toBe('shapes'));
    expect(avatarOf(ANN)?.getAttribute('data-avatar-colour')).toBe('mint');
    expect(avatarOf(BOB)?.getAttribute('data-avatar-style')).toBe('thumbs');
    expect(avatarOf(BOB)?.getAttribute('data-avatar-colour')).toBe('auto');
    expect(document.querySelectorAll('.leaderboard-table img.avatar')).toHaveLength(2);
    // The picture differs with the pick: Ann's is no longer the default one.
    expect(avatarOf(ANN)?.getAttribute('src')).not.toBe(avatarOf(BOB)?.getAttribute('src'));
    const asked = calls.filter((c) => c.path === '/account/avatars');
    expect(asked).toEqual([{ path: '/account/avatars', body: { accounts: [ANN, BOB] } }]);
  });

  it('are picked on the account page, in Dutch: the style and colour saved, the account’s avatar redrawn', async () => {
    localStorage.setItem('language', 'nl');
    const calls = mockApi((path, body) =>
      path === '/account/avatar' ? { avatar: body } : path === '/account/avatars' ? { avatars: [] } : {},
    );
    render(
      <LanguageProvider>
        <AvatarSettings accountID={CY} />
      </LanguageProvider>,
    );
    await screen.findByRole('heading', { name: 'Je avatar' });
    await waitFor(() => expect(avatarOf(CY)?.getAttribute('data-avatar-style')).toBe('thumbs'));
    fireEvent.click(screen.getByLabelText('Patroon'));
    fireEvent.change(screen.getByLabelText('Achtergrond'), { target: { value: 'sun' } });
    fireEvent.click(screen.getByRole('button', { name: 'Avatar bewaren' }));
    await screen.findByText('Je avatar is bewaard.');
    expect(calls.filter((c) => c.path === '/account/avatar')).toEqual([
      { path: '/account/avatar', body: { style: 'identicon', colour: 'sun' } },
    ]);
    await waitFor(() => expect(avatarOf(CY)?.getAttribute('data-avatar-style')).toBe('identicon'));
    expect(avatarOf(CY)?.getAttribute('data-avatar-colour')).toBe('sun');
  });
});
