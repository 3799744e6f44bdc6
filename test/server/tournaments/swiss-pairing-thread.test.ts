// The Swiss pairing thread (server/tournaments/swiss-pairing-thread.ts; docs/tournaments.md#swiss): a round
// paired in the worker is the round pairSwissRound pairs on the spot, bad input comes back as a rejection
// with the pairing's message, and the thread answers again after it was stopped.
import { afterAll, describe, expect, it } from 'vitest';
import { SwissPairingThread } from '../../../server/tournaments/swiss-pairing-thread';
import { pairSwissRound } from '../../../server/tournaments/swiss-pairing';
import type { TournamentGame } from '../../../server/tournaments/standings';

const thread = new SwissPairingThread();
afterAll(() => thread.stop());

const EIGHT = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'];
const ROUND_1: TournamentGame[] = [
  { round: 1, seats: ['p1', 'p5'], points: [1, 0] },
  { round: 1, seats: ['p2', 'p6'], points: [0, 1] },
  { round: 1, seats: ['p3', 'p7'], points: [1, 0] },
  { round: 1, seats: ['p4', 'p8'], points: [0.5, 0.5] },
];

describe('the Swiss pairing thread', () => {
  it('pairs a round as pairSwissRound does', async () => {
    const round = await thread.pair(EIGHT, ROUND_1);
    expect(round).toEqual({
      pairs: [
        ['p8', 'p1'],
        ['p6', 'p3'],
        ['p7', 'p4'],
        ['p5', 'p2'],
      ],
    });
    expect(round).toEqual(pairSwissRound(EIGHT, ROUND_1));
  }, 30_000);

  it('rejects a player listed twice with the reason, and pairs again after a stop', async () => {
    await expect(thread.pair(['a', 'b', 'a'], [])).rejects.toThrow(
      'Swiss pairing failed: player a is listed twice among the active players',
    );
    await thread.stop();
    expect(await thread.pair(['a', 'b', 'c'], [])).toEqual({ pairs: [['a', 'b']], bye: 'c' });
  }, 30_000);
});
