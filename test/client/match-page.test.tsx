// @vitest-environment jsdom
// The online match page's own parts: the turn clock beside "Your turn" with the warning (and its sound when
// sounds are on) and "Time ran out: a bot played your move"; the result first with who waits in the rematch;
// the invitation (the game, who sits where, the options); the stand-in notes; the chat shown once per message.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { LobbyAPI } from 'boardgame.io';
import { LanguageProvider } from '../../client/i18n/LanguageProvider';
import { TurnStatus } from '../../client/table/TurnStatus';
import { SeatList } from '../../client/table/SeatList';
import { ChatPanel } from '../../client/table/ChatPanel';
import { MatchResult } from '../../client/online/MatchResult';
import { JoinSeatForm } from '../../client/online/JoinSeatForm';
import carcassonne from '../../client/carcassonne/module';
import type { TableSeat } from '../../client/api/table-api';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
});

const NOW = 1_000_000;
const names = ['Ann', 'Bob'];

describe('turn status', () => {
  const status = (players: TableSeat[], toPlay: string[], language: 'en' | 'nl' = 'en') => (
    <LanguageProvider language={language}>
      <TurnStatus players={players} seatID="0" toPlay={toPlay} names={names} />
    </LanguageProvider>
  );

  it('shows the clock beside "Your turn", and warns once, with a sound only when sounds are on', () => {
    vi.useFakeTimers({ now: NOW });
    const oscillators: number[] = [];
    class FakeAudio {
      currentTime = 0;
      destination = {};
      createOscillator() {
        const o = {
          frequency: { value: 0 },
          connect: () => ({ connect: () => undefined }),
          start: () => oscillators.push(o.frequency.value),
          stop: () => undefined,
        };
        return o;
      }
      createGain() {
        return {
          gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
          connect: () => ({ connect: () => undefined }),
        };
      }
      close() {
        return Promise.resolve();
      }
    }
    vi.stubGlobal('AudioContext', FakeAudio);
    localStorage.setItem('turnSound', '1');
    render(
      status(
        [
          { id: 0, name: 'Ann', deadline: NOW + 40_000 },
          { id: 1, name: 'Bob' },
        ],
        ['0'],
      ),
    );
    expect(screen.getByText('Your turn').parentElement!.textContent).toBe('Your turn 0:40 left');
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => vi.advanceTimersByTime(26_000));
    expect(screen.getByRole('timer').textContent).toBe(' 0:14 left');
    expect(screen.getByRole('alert').textContent).toBe(' Little time left!');
    expect(oscillators).toEqual([440, 440, 440]);
    act(() => vi.advanceTimersByTime(5_000));
    expect(oscillators).toHaveLength(3);
    vi.unstubAllGlobals();
  });

  it('stays silent at the warning when sounds are off', () => {
    vi.useFakeTimers({ now: NOW });
    const start = vi.fn();
    vi.stubGlobal(
      'AudioContext',
      class {
        currentTime = 0;
        destination = {};
        createOscillator() {
          start();
          return {};
        }
      },
    );
    render(status([{ id: 0, name: 'Ann', deadline: NOW + 10_000 }], ['0']));
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(start).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('shows whose turn it is with their clock, and nothing without a clock', () => {
    vi.useFakeTimers({ now: NOW });
    const { rerender, container } = render(
      status(
        [
          { id: 0, name: 'Ann' },
          { id: 1, name: 'Bob', deadline: NOW + 61_000 },
        ],
        ['1'],
        'nl',
      ),
    );
    expect(container.textContent).toBe('Bob aan de beurt nog 1:01');
    rerender(
      status(
        [
          { id: 0, name: 'Ann' },
          { id: 1, name: 'Bob' },
        ],
        ['1'],
      ),
    );
    expect(container.textContent).toBe('');
  });

  it('says "Time ran out: a bot played your move" until the player has played a turn again', () => {
    const seats = (mine: TableSeat['data'], deadline?: number) => [
      { id: 0, name: 'Ann', data: mine, deadline },
      { id: 1, name: 'Bob' },
    ];
    const { rerender } = render(status(seats({ bot: 'medium', standIn: true, oneMove: true }, Date.now()), ['0']));
    expect(screen.getByRole('status').textContent).toContain('Time ran out: a bot played your move.');
    // The bot moved and stepped back; it is Bob's turn, then Ann's again: the note stays.
    rerender(status(seats(undefined), ['1']));
    rerender(status(seats(undefined, Date.now() + 60_000), ['0']));
    expect(screen.getByText('Time ran out: a bot played your move.', { exact: false })).toBeTruthy();
    // Ann plays her turn: the note goes.
    rerender(status(seats(undefined), ['1']));
    expect(screen.queryByText('Time ran out', { exact: false })).toBeNull();
  });

  it('lets the player dismiss the note', () => {
    render(status([{ id: 0, name: 'Ann', data: { bot: 'medium', standIn: true, oneMove: true } }], ['1']));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByText('Time ran out', { exact: false })).toBeNull();
  });
});

describe('stand-in notes', () => {
  const seats = (data: TableSeat['data']): TableSeat[] => [
    { id: 0, name: 'Ann' },
    { id: 1, name: 'Bob', data },
  ];
  it('says why a bot plays: the player left, their clock ran out, or they are disconnected', () => {
    const { rerender } = render(
      <LanguageProvider language="en">
        <SeatList
          game="carcassonne"
          matchID="m"
          players={seats({ bot: 'medium', standIn: true, left: true })}
          over={false}
        />
      </LanguageProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('A bot plays for Bob, who left the match.');
    rerender(
      <LanguageProvider language="en">
        <SeatList
          game="carcassonne"
          matchID="m"
          players={seats({ bot: 'medium', standIn: true, oneMove: true })}
          over={false}
        />
      </LanguageProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Time ran out for Bob: a bot plays this move.');
    rerender(
      <LanguageProvider language="en">
        <SeatList game="carcassonne" matchID="m" players={seats({ bot: 'medium', standIn: true })} over={false} />
      </LanguageProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('A bot plays for Bob until they come back.');
  });
});

describe('the result and the rematch', () => {
  it('says who won first, who is already waiting in the rematch, and why a rematch was refused', async () => {
    const answers: Record<string, unknown> = {
      '/games/carcassonne/m1': { nextMatchID: 'm2', players: [] },
      '/games/carcassonne/m2': {
        players: [{ id: 0 }, { id: 1, name: 'Bob' }, { id: 2, name: 'Bot 3 (easy)', data: { bot: 'easy' } }],
      },
    };
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => new Response(JSON.stringify(answers[String(url)])));
    const onRematch = vi.fn().mockRejectedValue(new Error('only a seat of this match may ask for its rematch'));
    render(
      <LanguageProvider language="en">
        <MatchResult
          game="carcassonne"
          matchID="m1"
          gameover={{ winner: '1', winners: ['1'], scores: [30, 41, 12] }}
          names={['Ann', 'Bob', 'Bot 3 (easy)']}
          seat={{ playerID: '0', credentials: 'c', playerName: 'Ann' }}
          onRematch={onRematch}
        />
      </LanguageProvider>,
    );
    expect(screen.getByText('Game over: Bob has won with 41 points.')).toBeTruthy();
    expect(await screen.findByText('Bob is waiting for you in the rematch.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Rematch' }));
    expect(onRematch).toHaveBeenCalledTimes(1);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That did not work: only a seat of this match may ask for its rematch',
    );
  });

  it('names a tie in Dutch', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{"players":[]}'));
    render(
      <LanguageProvider language="nl">
        <MatchResult
          game="carcassonne"
          matchID="m1"
          gameover={{ draw: true, winners: ['0', '1'], scores: [1, 1] }}
          names={['Ann', 'Bob']}
          onRematch={vi.fn()}
        />
      </LanguageProvider>,
    );
    expect(screen.getByText('Het spel is uit: gelijkspel tussen Ann, Bob met 1 punt.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rematch' })).toBeNull();
    await act(async () => undefined);
  });
});

describe('the invitation', () => {
  it('shows the game, who sits where and the options, then the free seats to take', () => {
    const match = {
      matchID: 'm1',
      gameName: 'carcassonne',
      createdAt: 0,
      updatedAt: 0,
      setupData: { farmers: false },
      players: [{ id: 0, name: 'Ann' }, { id: 1 }],
      table: { clock: { mode: 'move', moveSeconds: 60 } },
    } as unknown as LobbyAPI.Match;
    const onJoin = vi.fn();
    render(
      <LanguageProvider language="en">
        <JoinSeatForm entry={carcassonne} match={match} initialName="" onJoin={onJoin} />
      </LanguageProvider>,
    );
    expect(screen.getByRole('heading', { name: 'You are invited to a game of Carcassonne' })).toBeTruthy();
    expect(screen.getByText('Seat 1:', { exact: false }).textContent).toBe('Seat 1: Ann');
    expect(screen.getByText('Seat 2:', { exact: false }).textContent).toBe('Seat 2: open');
    expect(screen.getByText('without farmers')).toBeTruthy();
    expect(screen.getByText('Turn clock: 1 minute per move')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Your name' }), { target: { value: 'Bob' } });
    fireEvent.click(screen.getByRole('button', { name: 'Take seat 2' }));
    expect(onJoin).toHaveBeenCalledWith('1', 'Bob');
  });
});

describe('chat', () => {
  it('shows a message once when the server sends the history again after a reconnection', () => {
    const players: TableSeat[] = [{ id: 0, name: 'Ann' }];
    const line = { id: 'x1', sender: '0', payload: 'hello' };
    render(
      <LanguageProvider language="en">
        <ChatPanel
          messages={[line, { id: 'x2', sender: '0', payload: 'again' }, line]}
          send={vi.fn()}
          players={players}
          canWrite
        />
      </LanguageProvider>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ann: hello', 'Ann: again']);
  });
});
