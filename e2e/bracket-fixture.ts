/**
 * A running single elimination of six players as GET /tournaments/:id answers it (docs/tournaments.md#routes):
 * a drawn bracket of three rounds with two byes, a quarter-final won, long names. The specs that check a
 * page's width on phones and its accessibility (page-width.spec.ts, accessibility.spec.ts) answer the
 * tournament page's request with it, so the real page draws a bracket without a tournament waiting a minute
 * for its start (the least lead the server allows).
 */
import type { BrowserContext } from 'playwright-core';
import type { BracketMatch, Named, TournamentDetail } from '../client/api/tournaments-api';

export const BRACKET_TOURNAMENT = 'e2ebracket';

const names = ['Annemarie van Oldenbarnevelt', 'Bartholomew', 'Cyprianus', 'Dorothea Wolkenstein', 'Eve', 'Fay'];
const players: Named[] = names.map((name, i) => ({ player: `bracket-player-${i + 1}`, name }));
const [a, b, c, d, e, f] = players as [Named, Named, Named, Named, Named, Named];

/** A match; `bye` when one of its places is a bye's empty one (an unknown place is null too). */
const match = (
  one: Named | null,
  two: Named | null,
  wins: [number, number],
  winner?: Named,
  bye = false,
): BracketMatch => ({
  players: [one, two],
  bye,
  wins,
  ...(winner ? { winner: winner.player } : {}),
});

const detail: TournamentDetail = {
  tournament: {
    id: BRACKET_TOURNAMENT,
    name: 'A long single elimination name for a narrow phone',
    game: 'carcassonne',
    tableSize: 2,
    format: 'single-elimination',
    rounds: 0,
    round: 2,
    rated: false,
    startsAt: Date.UTC(2026, 11, 24, 18, 0),
    players: 6,
    cap: 8,
    byInvitation: false,
    state: 'running',
    creator: a.name,
    checkInMinutes: 0,
    bestOf: 3,
    groups: null,
  },
  players: players.map((p) => ({ ...p, state: 'checked-in' })),
  standings: [],
  bracket: {
    knockout: [
      [match(a, null, [0, 0], a, true), match(d, e, [2, 1], d), match(c, f, [1, 1]), match(b, null, [0, 0], b, true)],
      [match(a, d, [0, 0]), match(null, b, [0, 0])],
      [match(null, null, [0, 0])],
    ],
  },
  rounds: [
    {
      round: 1,
      tables: [
        {
          table: 1,
          matchID: 'bracket-m1',
          seats: [
            { ...d, points: 1 },
            { ...e, points: 0 },
          ],
          finished: true,
        },
        { table: 2, matchID: 'bracket-m2', seats: [c, f], finished: false },
      ],
    },
  ],
};

/** Answers the context's requests for the fixture tournament's page data with it. */
export const answerBracketTournament = (context: BrowserContext) =>
  context.route(`**/tournaments/${BRACKET_TOURNAMENT}`, (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify(detail) }),
  );
