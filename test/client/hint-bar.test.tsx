// @vitest-environment jsdom
// The hint line above a board (client/learn/HintBar.tsx): offered on the seat's own turn only, never while
// its board is hidden, says the fair bot's move in words (en/nl) with why (client/learn/hint-reason.ts),
// and at the end how many hints were used.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { BoardProps } from 'boardgame.io/react';
import { carcassonneCore } from '../../games/carcassonne';
import { createRng } from '../../games/shared/rng';
import { loadEntry } from '../../client/game-list';
import { LanguageProvider } from '../../client/i18n/LanguageProvider';
import type { Language } from '../../client/i18n/dictionary';
import { HintBar } from '../../client/learn/HintBar';
import { countHint } from '../../client/learn/hint';
import { hintAdvice, hintReason } from '../../client/learn/hint-reason';
import { translate } from '../../client/i18n/dictionary';
import { useHintedMove } from '../../client/shared/hinted-move';
import { hintsOffered } from '../../client/api/table-api';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const G = carcassonneCore.view(carcassonneCore.setup(2, { farmers: true }, createRng('hint-bar')), 0);

function props(playerID: string, ctx: Partial<BoardProps['ctx']> = {}): BoardProps {
  return {
    G,
    ctx: { currentPlayer: '0', turn: 1, numPlayers: 2, ...ctx },
    playerID,
    matchID: 'm-hint',
    _stateID: 3,
  } as unknown as BoardProps;
}

/** Stands for the board: shows the move the hint suggests, as a board reads it. */
function HintedMove() {
  const move = useHintedMove();
  return <div data-testid="board">{move ? JSON.stringify(move) : 'no hint'}</div>;
}

async function show(p: BoardProps, visible = true, language: Language = 'en') {
  const entry = await loadEntry('carcassonne');
  return render(
    <LanguageProvider language={language}>
      <HintBar entry={entry} props={p} names={['Ann', 'Bob']} visible={visible}>
        <HintedMove />
      </HintBar>
    </LanguageProvider>,
  );
}

describe('the hint line', () => {
  it('is offered to the seat to play only, and never while its board is hidden', async () => {
    await show(props('1'));
    expect(screen.queryByRole('button', { name: 'Hint' })).toBeNull();
    expect(screen.getByTestId('board').textContent).toBe('no hint');
    cleanup();
    await show(props('0'), false);
    expect(screen.queryByRole('button', { name: 'Hint' })).toBeNull();
    cleanup();
    await show(props('0'));
    expect(screen.getByRole('button', { name: 'Hint' })).toBeTruthy();
  });

  it('says the move in words, why, and counts the hint (nl)', async () => {
    await show(props('0'), true, 'nl');
    fireEvent.click(screen.getByRole('button', { name: 'Tip' }));
    const line = await screen.findByRole('status', {}, { timeout: 60_000 });
    expect(localStorage.getItem('hints:m-hint')).toBe('1');
    // The board is handed the move itself, a legal one for the seat.
    const move = JSON.parse(screen.getByTestId('board').textContent!) as { type: string };
    expect(carcassonneCore.refusal(G, 0, move as never)).toBeUndefined();
    // A first tile scores nothing or grows nothing of Ann's yet, but the line says so in its own words.
    const request = {
      entry: await loadEntry('carcassonne'),
      G,
      seat: 0,
      action: move,
      t: (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
        translate('nl', key, params),
      language: 'nl' as const,
      names: ['Ann', 'Bob'],
    };
    const why = hintReason(request);
    expect(why).toBeDefined();
    // The advice is imperative ("leg de … tegel …"), never the log's past tense.
    expect(line.querySelector('strong')!.textContent).toBe(`Tip: ${hintAdvice(request)}.`);
    expect(line.querySelector('strong')!.textContent).toMatch(/^Tip: leg de .+tegel /);
    expect(line.textContent).toBe(`${line.querySelector('strong')!.textContent} ${why}`);
    expect(line.textContent).not.toContain('Dit zou de eerlijke bot');
  }, 90_000);

  it('says at the end how many hints were used', async () => {
    countHint('m-hint');
    countHint('m-hint');
    await show(props('0', { gameover: { winners: [0] } }));
    expect(screen.getByRole('status').textContent).toBe('Hints used in this game: 2');
  });
});

describe('which tables offer hints', () => {
  it('a casual table (hints on by default), never a rated one or one with hints off', () => {
    expect(hintsOffered(undefined)).toBe(true);
    expect(hintsOffered({})).toBe(true);
    expect(hintsOffered({ hints: true })).toBe(true);
    expect(hintsOffered({ hints: false })).toBe(false);
    expect(hintsOffered({ hints: true, rated: true })).toBe(false);
    expect(hintsOffered({ rated: true })).toBe(false);
  });
});
