// @vitest-environment jsdom
// A rated table looks rated (docs/ratings.md#for-players): each account's seat shows its player's rating
// beside the name from the start (a casual table asks for none), the lobby's list marks a rated match, and
// where a signed-in player takes a seat the name field is the account's, fixed (the server seats an
// account under its own name, docs/security.md#account-seats); the header names who is signed in.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { LanguageProvider } from '../../client/i18n/LanguageProvider';
import { SeatList } from '../../client/table/SeatList';
import { NameField } from '../../client/table/NameField';
import { TableContext } from '../../client/api/table-context';
import { announceSignedIn } from '../../client/api/signed-in';
import type { PublicTable, TableSeat } from '../../client/api/table-api';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  announceSignedIn(null);
});

function answerFetch(answers: Record<string, unknown>) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (url) =>
      String(url) in answers
        ? new Response(JSON.stringify(answers[String(url)]))
        : new Response('{"error":"not found"}', { status: 404 }),
    );
}

const players: TableSeat[] = [
  { id: 0, name: 'Ann', isConnected: true },
  { id: 1, name: 'Bob', isConnected: true },
  { id: 2, name: 'Bot 3 (easy)', isConnected: true, data: { bot: 'easy' } },
];
const ACCOUNTS = {
  '/account/seated/m1': {
    seats: [
      { playerID: '0', accountID: 'acc-ann' },
      { playerID: '1', accountID: 'acc-bob' },
    ],
  },
  '/ratings/carcassonne/players/acc-ann': { rating: 1042, games: 12, provisional: false, chart: [] },
  '/ratings/carcassonne/players/acc-bob': { rating: 1000, games: 0, provisional: true, chart: [] },
};

function seats(table: Partial<PublicTable>, language: 'en' | 'nl' = 'en') {
  return render(
    <LanguageProvider language={language}>
      <TableContext.Provider value={table as PublicTable}>
        <SeatList game="carcassonne" matchID="m1" players={players} over={false} />
      </TableContext.Provider>
    </LanguageProvider>,
  ).container;
}

describe('a rated table', () => {
  it.each([
    ['en', 'rating 1,042', 'rating 1,000, provisional'],
    ['nl', 'rating 1.042', 'rating 1.000, voorlopig'],
  ] as const)('shows each account’s rating beside its name (%s)', async (language, ann, bob) => {
    answerFetch(ACCOUNTS);
    const container = seats({ rated: true }, language);
    await waitFor(() => expect(container.querySelectorAll('.table-rating')).toHaveLength(2));
    const line = (seat: number) => container.querySelector(`[data-seat="${seat}"]`)!;
    expect(line(0).querySelector('.table-rating')!.textContent!.trim()).toBe(ann);
    expect(line(1).querySelector('.table-rating')!.textContent!.trim()).toBe(bob);
    expect(line(2).querySelector('.table-rating')).toBeNull();
  });

  it('a casual table asks for no rating and shows none', async () => {
    const fetch = answerFetch(ACCOUNTS);
    const container = seats({ rated: false });
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/account/seated/m1', expect.anything()));
    await screen.findAllByRole('link');
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/ratings/'))).toBe(false);
    expect(container.querySelector('.table-rating')).toBeNull();
  });
});

describe('the name a seat is taken under', () => {
  function field(onChange = vi.fn()) {
    render(
      <LanguageProvider language="en">
        <NameField value="Magnus Carlsen" onChange={onChange} />
      </LanguageProvider>,
    );
    return { input: screen.getByRole('textbox', { name: /Your name/ }) as HTMLInputElement, onChange };
  }

  it('is typed by a guest', async () => {
    answerFetch({ '/account/me': { account: null } });
    const { input } = field();
    expect(input.value).toBe('Magnus Carlsen');
    expect(input.readOnly).toBe(false);
  });

  it('is the account’s, fixed, for a signed-in player', async () => {
    announceSignedIn({ id: 'acc-ann', name: 'Ann' });
    const { input, onChange } = field();
    expect(input.value).toBe('Ann');
    expect(input.readOnly).toBe(true);
    expect(onChange).toHaveBeenCalledWith('Ann');
    expect(screen.getByText('Signed in: you play under your account’s name.')).toBeTruthy();
  });
});
