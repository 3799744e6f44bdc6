// @vitest-environment jsdom
// Traders & Builders on the board (docs/rules/carcassonne.md#traders-builders): the option offered in the
// setup form, alone or with Inns & Cathedrals, and named in the summary; each player's goods tokens
// in the player list with what the final goods bonus would give now (docs/rules/carcassonne.md#goods-bonus);
// the builder offered from its figure row on a road holding the seat's thief; the double turn made obvious
// (the tile that earns it, "Your builder earned you a second tile", and whose builder earned it for the
// others; docs/rules/carcassonne.md#double-turn); the turn log naming the second tile and the goods taken;
// the score log naming a field won with the pig and the goods bonus by kind; in English and Dutch.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type CarcassonneState, type TileKind } from '../../../games/carcassonne';
import { act as apply, expansionScenario, play } from '../../carcassonne/fixtures';
import { CarcassonneBoard } from '../../../client/carcassonne/Board';
import carcassonneEntry from '../../../client/carcassonne/module';
import { HotseatSetup } from '../../../client/hotseat/HotseatSetup';
import { PlayerList } from '../../../client/carcassonne/components/PlayerList';
import { LanguageProvider } from '../../../client/i18n/LanguageProvider';
import type { Language } from '../../../client/i18n/dictionary';
import { boardProps } from './fixtures';

afterEach(cleanup);

const TB = { tradersBuilders: true } as const;

/** The board for `seat` on a copy of the state (the board's preview freezes what it is given). */
function renderBoard(state: CarcassonneState, seat: number, language: Language = 'en') {
  const { props, moves } = boardProps(structuredClone(state), seat);
  return {
    ...render(
      <LanguageProvider language={language}>
        <CarcassonneBoard {...props} />
      </LanguageProvider>,
    ),
    moves,
  };
}

/** Seat 0's thief on the road east of D, then its builder on the next U of that road (seat 1 plays cloisters). */
function builderOnRoad(more: TileKind[]): CarcassonneState {
  const state = expansionScenario(['U', 'B', 'U', 'B', ...more], TB);
  play(state, 1, 0, 0, 'E');
  play(state, 0, 1, 0);
  play(state, 2, 0, 0, 'E', 'builder');
  play(state, 1, 1, 0);
  return state;
}

const tokens = (container: HTMLElement, seat: number) =>
  [...container.querySelectorAll(`.carc-goods-tokens[data-seat="${seat}"] .carc-goods-token`)].map(
    (el) => `${el.getAttribute('data-good')}:${el.getAttribute('data-count')}`,
  );

describe('the Traders & Builders option in the setup form', () => {
  it('is off by default and starts the game with it when ticked, with Inns & Cathedrals too', () => {
    const onStart = vi.fn();
    render(
      <LanguageProvider language="en">
        <HotseatSetup entry={carcassonneEntry} onStart={onStart} />
      </LanguageProvider>,
    );
    const box = (name: RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
    expect(box(/^Traders & Builders/).checked).toBe(false);
    fireEvent.click(box(/^Traders & Builders/));
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(onStart.mock.calls[0]![1]).toEqual({ farmers: true, tradersBuilders: true });
    fireEvent.click(box(/^Inns & Cathedrals/));
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(onStart.mock.calls[1]![1]).toEqual({ farmers: true, innsCathedrals: true, tradersBuilders: true });
  });

  it('is named in the match summary, in Dutch too', () => {
    const { Summary } = carcassonneEntry.options!;
    const { container } = render(
      <LanguageProvider language="nl">
        <Summary value={{ farmers: true, tradersBuilders: true }} />
      </LanguageProvider>,
    );
    expect(container.textContent).toBe('met boeren, Kooplieden & Bouwmeesters');
  });
});

describe('goods in the player list', () => {
  // Worked example 9's first turns: seat 1 closes the city with grain that seat 0's knight holds.
  function grainTaken(): CarcassonneState {
    const state = expansionScenario(['TB1', 'E', 'TB2', 'E'], TB);
    play(state, 0, -1, 2, 'E');
    play(state, 1, -1, 3);
    return state;
  }

  it("shows every seat's tokens and the goods bonus they would give now", () => {
    const state = grainTaken();
    const { container } = render(
      <LanguageProvider language="en">
        <PlayerList state={state} names={['Ann', 'Bob']} me={0} projected={[6, 10]} />
      </LanguageProvider>,
    );
    expect(tokens(container, 0)).toEqual(['wine:0', 'grain:0', 'cloth:0']);
    expect(tokens(container, 1)).toEqual(['wine:0', 'grain:1', 'cloth:0']);
    const bonus = (seat: number) => container.querySelector(`[data-seat="${seat}"] .carc-goods-bonus`)!;
    expect(bonus(0).textContent).toBe('goods bonus now: 0');
    expect(bonus(1).textContent).toBe('goods bonus now: 10 (the most grain)');
    expect(screen.getAllByText('1 grain token')).toHaveLength(1);
  });

  it('leaves the bonus out at a purist table (no projections), and is absent without the option', () => {
    const { container } = render(
      <LanguageProvider language="nl">
        <PlayerList state={grainTaken()} names={['Ann', 'Bob']} me={0} />
      </LanguageProvider>,
    );
    expect(tokens(container, 1)).toEqual(['wine:0', 'grain:1', 'cloth:0']);
    expect(screen.getAllByText('1 fiche graan')).toHaveLength(1);
    expect(container.querySelector('.carc-goods-bonus')).toBeNull();
    cleanup();
    const plain = render(
      <LanguageProvider language="en">
        <PlayerList state={expansionScenario(['U'], {})} names={['Ann', 'Bob']} me={0} projected={[0, 0]} />
      </LanguageProvider>,
    );
    expect(plain.container.querySelector('.carc-goods-tokens')).toBeNull();
  });

  it('names the goods a turn took in the turn log', () => {
    const { container } = renderBoard(grainTaken(), 0);
    const last = container.querySelector('.carc-turn-log li[data-turn="2"] .carc-turn-text')!;
    expect(last.textContent).toMatch(/; took 1 grain token$/);
  });
});

describe('the tiles left', () => {
  it("list the expansions' kinds of the match's box after the base types, with their counts", () => {
    const state = expansionScenario(['U', 'TB7', 'IC15', 'TB24'], { ...TB, innsCathedrals: true });
    const { container } = renderBoard(state, 0);
    const items = [...container.querySelectorAll('.carc-remaining li')].map(
      (li) => `${li.getAttribute('data-type')}:${li.querySelector('span')!.textContent}`,
    );
    expect(items).toHaveLength(24 + 3);
    expect(items.slice(24)).toEqual(['IC15:1', 'TB7:1', 'TB24:1']);
    expect(items).toContain('U:0'); // the first draw, U, is seat 0's to place: the bag holds the rest
    cleanup();
    const base = renderBoard(expansionScenario(['U'], {}), 0);
    expect(base.container.querySelectorAll('.carc-remaining li')).toHaveLength(24);
  });
});

describe('the score explanations', () => {
  it('name a field won with the pig, with its points per city, and the goods bonus by kind', () => {
    // Worked example 7: a field tied 1 : 1, seat 0's pig lifts it to 4 per city (8 : 6).
    const state = expansionScenario(['U', 'E', 'U', 'B', 'E', 'E'], TB);
    play(state, 1, 0, 0, 'NNW');
    play(state, 0, -1, 2, 'NNW');
    play(state, 2, 0, 0, 'NNW', 'pig');
    play(state, 1, -1, 0);
    play(state, 1, -2, 0);
    play(state, 1, -3, 2);
    const { container } = renderBoard(state, 0);
    const entries = [...container.querySelectorAll('.carc-log li')].map((li) => li.textContent);
    expect(entries).toContain('Player 1: 8 for a field with the pig (4 per city)final');
    expect(entries).toContain('Player 2: 6 for a fieldfinal');
    expect(container.querySelectorAll('.carc-log li [data-pig]')).toHaveLength(1);
    cleanup();
    // Worked example 9's first turns, the last tiles: seat 1 took the grain, the most grain at the end.
    const goods = expansionScenario(['TB1', 'E'], TB);
    play(goods, 0, -1, 2, 'E');
    play(goods, 1, -1, 3);
    const en = renderBoard(goods, 0);
    expect([...en.container.querySelectorAll('.carc-log li')].map((li) => li.textContent)).toContain(
      'Player 2: 10 for a goods bonus for the most grainfinal',
    );
    expect(en.container.querySelector('.carc-log li[data-kind="goods"] [data-good="grain"]')).not.toBeNull();
    cleanup();
    const nl = renderBoard(goods, 0, 'nl');
    expect(
      [...nl.container.querySelectorAll('.carc-turn-log li[data-final] li')].map((li) => li.textContent),
    ).toContain('+10 voor Speler 2, voor een goederenbonus voor de meeste graan');
  });
});

describe('the builder and the double turn', () => {
  it('offers the builder from its row on the road holding the thief, and says when a tile earns a second tile', () => {
    const state = expansionScenario(['U', 'B', 'U', 'B'], TB);
    play(state, 1, 0, 0, 'E');
    play(state, 0, 1, 0);
    const { container } = renderBoard(state, 0);
    fireEvent.click(container.querySelector('.carc-spot[data-key="2,0"]')!);
    const builder = screen.getByRole('button', { name: 'Builder: Road' });
    expect(builder.getAttribute('data-figure')).toBe('builder');
    expect(container.querySelector('.carc-meeple-spot[data-figure="builder"]')?.getAttribute('aria-label')).toBe(
      'Put the builder by the road',
    );
    // A builder is placed this turn: this tile earns nothing.
    expect(container.querySelector('.carc-hint.carc-second-tile')).toBeNull();
  });

  it('says "Your builder earned you a second tile" on the tile that earns it and on the second tile', () => {
    const state = builderOnRoad(['U', 'W']);
    const first = renderBoard(state, 0);
    fireEvent.click(first.container.querySelector('.carc-spot[data-key="3,0"]')!);
    expect(first.container.querySelector('.carc-hint.carc-second-tile')?.textContent).toBe(
      'This tile extends your builder’s road or city: when you end this turn, you draw a second tile.',
    );
    cleanup();
    apply(state, { type: 'placeTile', x: 3, y: 0, rotation: 0 });
    apply(state, { type: 'skipMeeple' });
    expect([state.turn, state.doubleTurn]).toEqual([0, 'second']);
    const mine = renderBoard(state, 0);
    expect(mine.container.querySelector('.carc-status .carc-second-tile')?.textContent).toBe(
      'Your builder earned you a second tile: place it',
    );
    expect(mine.container.querySelector('.carc')?.getAttribute('data-double-turn')).toBe('second');
    cleanup();
    const theirs = renderBoard(state, 1, 'nl');
    expect(theirs.container.querySelector('.carc-status .carc-second-tile')?.textContent).toBe(
      'De bouwmeester van Speler 1 leverde een tweede tegel op',
    );
    cleanup();
    play(state, 4, 0, 0);
    const after = renderBoard(state, 1);
    expect(after.container.querySelector('.carc-turn-log li[data-turn="6"] .carc-turn-text')?.textContent).toMatch(
      /^Player 1 placed a three-way junction tile 4 squares east of the start tile \(a second tile, earned by the builder\)$/,
    );
    expect(after.container.querySelector('.carc-status .carc-second-tile')).toBeNull();
    expect(state.doubleTurn).toBeUndefined();
  });
});
