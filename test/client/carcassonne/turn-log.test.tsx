// @vitest-environment jsdom
// The Carcassonne turn log and scoring feedback, from public state only: who placed which tile where, the
// meeple, in plain words with a picture of the tile as laid, each scoring with +N; other players' tiles since this seat's last turn framed in their colour;
// "+N" pop-ups when something scores; and, when the last tile fits nowhere, the final screen names it
// (the unplaceable-tile rule: every player is told).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { carcassonneCore as core, type CarcassonneState } from '../../../games/carcassonne';
import { scoreEvents } from '../../../games/carcassonne/rules/state';
import { createRng } from '../../../games/shared/rng';
import { CarcassonneBoard } from '../../../client/carcassonne/Board';
import { playerColour } from '../../../client/carcassonne/components/Meeple';
import { sinceLastTurn, turnLog } from '../../../client/carcassonne/turn-log';
import { LanguageProvider } from '../../../client/i18n/LanguageProvider';
import type { Language } from '../../../client/i18n/dictionary';
import { play, scenario } from '../../carcassonne/fixtures';
import { boardProps, finishedGame, midGame } from './fixtures';

afterEach(cleanup);

function renderBoard(state: CarcassonneState, seat: number | null, language: Language = 'en') {
  const element = (next: CarcassonneState) => (
    <LanguageProvider language={language}>
      <CarcassonneBoard {...boardProps(next, seat).props} />
    </LanguageProvider>
  );
  const view = render(element(state));
  return { ...view, update: (next: CarcassonneState) => view.rerender(element(next)) };
}

describe('the turn log', () => {
  it('lists every turn in plain words with a picture of the tile as laid, newest first', () => {
    const state = midGame();
    const { container } = renderBoard(state, 0);
    const lines = [...container.querySelectorAll('.carc-turn-log li[data-turn]')].map((li) => li.textContent);
    expect(lines).toEqual([
      'Player 2 placed a road bend tile west of the start tile and put a farmer in the field in the south-west',
      'Player 1 placed a city tile north-east of the start tile and put a knight in the city',
      'Player 2 placed a monastery tile south of the start tile and put a monk in the monastery',
      'Player 1 placed a straight road tile east of the start tile and put a thief on the road',
    ]);
    const pictures = [...container.querySelectorAll('.carc-turn-log li[data-turn] .carc-tile-picture')].map((svg) =>
      svg.getAttribute('data-tile-picture'),
    );
    expect(pictures).toEqual(
      turnLog(state)
        .turns.map((t) => `${t.tile}${t.rotation}`)
        .reverse(),
    );
    // No internal codes: no tile letters, coordinates or compass letters.
    for (const line of lines) expect(line).not.toMatch(/\b[A-X]\b|\d, -?\d|\b[NESW]{1,3}\b/);
  });

  it('speaks Dutch, with Dutch compass words', () => {
    const { container } = renderBoard(midGame(), 0, 'nl');
    const lines = [...container.querySelectorAll('.carc-turn-log li[data-turn]')].map((li) => li.textContent);
    expect(lines).toEqual([
      'Speler 2 legde een wegtegel met een bocht ten westen van de starttegel en zette een boer in het weiland in het zuidwesten',
      'Speler 1 legde een stadstegel ten noordoosten van de starttegel en zette een ridder in de stad',
      'Speler 2 legde een kloostertegel ten zuiden van de starttegel en zette een monnik in het klooster',
      'Speler 1 legde een rechte wegtegel ten oosten van de starttegel en zette een struikrover op de weg',
    ]);
    expect(screen.getByRole('heading', { name: 'Beurten' })).toBeTruthy();
  });

  it('puts every scoring under its turn with +N, and the end-of-game scoring last, adding up to the scores', () => {
    const state = finishedGame();
    const log = turnLog(state);
    expect(log.turns).toHaveLength(state.turns);
    const all = [...log.turns.flatMap((t) => t.scores), ...log.final];
    expect(all).toHaveLength(scoreEvents(state).length);
    for (const seat of [0, 1])
      expect(all.filter((e) => e.seats.includes(seat)).reduce((n, e) => n + e.points, 0)).toBe(state.scores[seat]);
    const { container } = renderBoard(state, 0);
    const scored = log.turns.find((t) => t.scores.some((e) => e.points > 0))!;
    const entry = container.querySelector(`.carc-turn-log li[data-turn="${scored.turn}"] .carc-turn-scores li`)!;
    const first = scored.scores.find((e) => e.points > 0)!;
    expect(entry.textContent).toBe(
      `+${first.points} for ${first.seats.map((s) => `Player ${s + 1}`).join(', ')}, for a ${first.kind}`,
    );
    const finalLines = [...container.querySelectorAll('.carc-turn-log li[data-final] .carc-turn-scores li')].map(
      (li) => li.textContent,
    );
    expect(finalLines).toHaveLength(log.final.filter((e) => e.points > 0).length);
    expect(log.final.some((e) => e.points === 0)).toBe(true);
    expect(finalLines.some((line) => line?.startsWith('+0'))).toBe(false);
  });

  it("reveals nothing of the bag: the log of a seat's view equals the log of the full state", () => {
    const state = midGame();
    expect(turnLog(core.view(state, 1))).toEqual(turnLog(state));
    expect(JSON.stringify(turnLog(state))).not.toContain(state.bag.at(-1)!);
  });
});

describe("other players' tiles since your last turn", () => {
  it('are framed in their colour and marked in the log; your own are not', () => {
    const state = scenario(['U', 'B', 'E', 'V', 'J'], 3);
    play(state, 1, 0, 0);
    play(state, 0, 1, 0);
    play(state, 1, -1, 0);
    // Seat 0 played U; seats 1 and 2 played B and E since; seat 0 (to place V) sees those two framed.
    expect(sinceLastTurn(state, 0).map((t) => [t.seat, t.tile])).toEqual([
      [1, 'B'],
      [2, 'E'],
    ]);
    const { container } = renderBoard(state, 0);
    const frames = [...container.querySelectorAll('.carc-recent')].map((el) => [
      el.getAttribute('data-recent'),
      el.getAttribute('stroke'),
    ]);
    expect(frames).toEqual([
      ['0,1', playerColour(1)],
      ['1,-1', playerColour(2)],
    ]);
    expect(
      [...container.querySelectorAll('.carc-turn-log li[data-recent]')].map((li) => li.getAttribute('data-turn')),
    ).toEqual(['3', '2']);
    cleanup();
    // Seat 1 last played B: only seat 2's E is new to it.
    const other = renderBoard(state, 1);
    expect([...other.container.querySelectorAll('.carc-recent')].map((el) => el.getAttribute('data-recent'))).toEqual([
      '1,-1',
    ]);
  });
});

describe('scoring feedback', () => {
  it('pops up "+N" over what just scored, in the scorer\'s colour, and bumps the score', () => {
    const state = core.setup(2, { farmers: true }, createRng('popups'));
    const rng = createRng('popups-moves');
    let before = structuredClone(state);
    while (scoreEvents(state).filter((e) => !e.final).length === 0) {
      before = structuredClone(state);
      const seat = state.turn;
      const actions = core.legalActions(state, seat);
      const meeple = actions.find((a) => a.type === 'placeMeeple');
      core.apply(state, seat, meeple ?? actions[Math.floor(rng.next() * actions.length)]!, rng);
    }
    const { container, update } = renderBoard(before, 0);
    expect(container.querySelectorAll('.carc-popup')).toHaveLength(0);
    update(state);
    const event = scoreEvents(state).at(-1)!;
    const popups = [...container.querySelectorAll('.carc-popup')];
    expect(popups.map((p) => p.textContent)).toEqual([`+${event.points}`]);
    if (event.seats.length === 1) expect(popups[0]!.getAttribute('fill')).toBe(playerColour(event.seats[0]!));
    for (const seat of event.seats)
      expect(container.querySelector(`.carc-players li[data-seat="${seat}"]`)?.hasAttribute('data-scored')).toBe(true);
  });

  it('stops the pop-up animation for players who prefer reduced motion', async () => {
    const { readFileSync } = await import('node:fs');
    const css = readFileSync('client/carcassonne/carcassonne.css', 'utf8');
    const reduced = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
    expect(reduced).toMatch(/\.carc-popup\s*\{\s*animation:\s*none;?\s*\}/);
  });
});

describe('the last tile fits nowhere', () => {
  it('ends the game and the final screen names the removed tile, for every seat and spectators', () => {
    const state = scenario(['E', 'U', 'C']);
    play(state, 0, -1, 2);
    play(state, 1, 0, 0);
    expect(core.isOver(state)).toBe(true);
    for (const seat of [0, 1, null]) {
      const { container } = renderBoard(state, seat);
      expect(container.querySelector('.carc-final [data-discarded-at-end]')?.textContent).toBe(
        'The last tile drawn, a full city tile with a pennant, fitted nowhere and was removed; no tiles are left, so the game is over.',
      );
      cleanup();
    }
    const { container } = renderBoard(state, 0, 'nl');
    expect(container.querySelector('.carc-final [data-discarded-at-end]')?.textContent).toBe(
      'De laatst getrokken tegel, een volle stadstegel met een wapenschild, paste nergens en is afgelegd; er zijn geen tegels meer, dus het spel is afgelopen.',
    );
  });
});
