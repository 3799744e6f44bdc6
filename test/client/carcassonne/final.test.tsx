// @vitest-environment jsdom
// The end of a Carcassonne game: the final scoring table from the score log, the winner, in both languages.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { CarcassonneState, ScoreEvent } from '../../../games/carcassonne';
import { scoreEvents } from '../../../games/carcassonne/rules/state';
import { CarcassonneBoard } from '../../../client/carcassonne/Board';
import { LanguageProvider } from '../../../client/i18n/LanguageProvider';
import type { Language } from '../../../client/i18n/dictionary';
import { boardProps, finishedGame } from './fixtures';

afterEach(cleanup);

const game = finishedGame();

function renderBoard(state: CarcassonneState, seat: number | null, language: Language = 'en') {
  const { props } = boardProps(state, seat);
  return render(
    <LanguageProvider language={language}>
      <CarcassonneBoard {...props} />
    </LanguageProvider>,
  );
}

const sum = (events: ScoreEvent[], seat: number, keep: (e: ScoreEvent) => boolean) =>
  events.filter((e) => e.seats.includes(seat) && keep(e)).reduce((n, e) => n + e.points, 0);

describe('final scoring table', () => {
  it('adds up the score log per player and kind, during the game and at the end', () => {
    const { container } = renderBoard(game, 0);
    const events = scoreEvents(game);
    expect(events.some((e) => e.final)).toBe(true);
    expect(events.some((e) => !e.final)).toBe(true);
    for (const seat of [0, 1]) {
      const row = container.querySelector(`.carc-final tr[data-seat="${seat}"]`)!;
      const cell = (col: string) => Number(row.querySelector(`[data-col="${col}"]`)!.textContent);
      for (const kind of ['road', 'city', 'monastery', 'field'] as const)
        expect(cell(kind)).toBe(sum(events, seat, (e) => e.kind === kind));
      expect(cell('inGame')).toBe(sum(events, seat, (e) => !e.final));
      expect(cell('final')).toBe(sum(events, seat, (e) => e.final));
      expect(cell('total')).toBe(game.scores[seat]);
      expect(cell('inGame') + cell('final')).toBe(game.scores[seat]);
    }
  });

  it('names the winner and offers no move', () => {
    const { container } = renderBoard(game, 0);
    const best = Math.max(...game.scores);
    const winners = game.scores.flatMap((s, seat) => (s === best ? [`Player ${seat + 1}`] : []));
    const text = winners.length === 1 ? `${winners[0]} wins!` : `Tie: ${winners.join(', ')}`;
    expect(screen.getByRole('status').textContent).toContain(text);
    expect(container.querySelectorAll('.carc-spot, .carc-meeple-spot')).toHaveLength(0);
    expect(container.querySelector('.carc-turn-panel')).toBeNull();
  });

  it('is in Dutch too', () => {
    renderBoard(game, null, 'nl');
    expect(screen.getByText('Eindtelling')).toBeTruthy();
    for (const header of ['Wegen', 'Steden', 'Kloosters', 'Weilanden', 'Tijdens het spel', 'Aan het eind', 'Totaal'])
      expect(screen.getByText(header)).toBeTruthy();
  });

  it('lists no feature that scored nothing', () => {
    const events = scoreEvents(game);
    const nothing = { ...events[0]!, points: 0, kind: 'field' as const, final: true };
    const state = { ...game, scoreLog: { ...game.scoreLog, [events.length]: nothing } };
    const { container } = renderBoard(state, 0);
    const entries = [...container.querySelectorAll('.carc-log li')];
    expect(entries).toHaveLength(events.filter((e) => e.points > 0).length);
    expect(entries.filter((li) => /: 0 for/.test(li.textContent ?? ''))).toEqual([]);
  });

  it('lights up a scored feature when its log entry is hovered', () => {
    const { container } = renderBoard(game, 0);
    const events = scoreEvents(game)
      .filter((e) => e.points > 0)
      .reverse();
    const entries = container.querySelectorAll('.carc-log li');
    expect(entries).toHaveLength(events.length);
    const i = events.findIndex((e) => e.kind === 'city');
    fireEvent.mouseEnter(entries[i]!);
    expect(container.querySelectorAll('.carc-lit-tile')).toHaveLength(events[i]!.tiles.length);
    expect(container.querySelectorAll('.carc-city.carc-lit').length).toBeGreaterThan(0);
    fireEvent.mouseLeave(entries[i]!);
    expect(container.querySelectorAll('.carc-lit-tile')).toHaveLength(0);
  });
});
