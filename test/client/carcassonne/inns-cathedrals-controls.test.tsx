// @vitest-environment jsdom
// Inns & Cathedrals on the board and in the forms (docs/rules/carcassonne.md#inns-cathedrals): the option
// ticked in the setup form (and kept ticked, saying why, for six players); the large meeple offered beside
// every meeple spot of the tile just placed, named and drawn as its figure row says and sent as placeMeeple
// with the figure; each seat's large meeple in the supply or on the board; the sixth seat's pink; an inn's
// road left unfinished listed in the score log with its 0; in English and Dutch.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { carcassonneCore as core, type CarcassonneAction, type CarcassonneState } from '../../../games/carcassonne';
import { act as apply, expansionScenario } from '../../carcassonne/fixtures';
import { CarcassonneBoard } from '../../../client/carcassonne/Board';
import carcassonneEntry from '../../../client/carcassonne/module';
import { HotseatSetup } from '../../../client/hotseat/HotseatSetup';
import { LanguageProvider } from '../../../client/i18n/LanguageProvider';
import type { Language } from '../../../client/i18n/dictionary';
import { kindAt } from '../../../client/carcassonne/plain-words';
import { boardProps } from './fixtures';

afterEach(cleanup);

const IC = { innsCathedrals: true } as const;

function renderBoard(state: CarcassonneState, seat: number, language: Language = 'en') {
  const { props, moves } = boardProps(state, seat);
  const board = (next: typeof props) => (
    <LanguageProvider language={language}>
      <CarcassonneBoard {...next} />
    </LanguageProvider>
  );
  const view = render(board(props));
  const answer = (next: CarcassonneState) =>
    view.rerender(board({ ...boardProps(next, seat).props, moves: props.moves }));
  return { ...view, moves, answer };
}

const spotsOf = (container: HTMLElement) =>
  [...container.querySelectorAll('.carc-meeple-spot')].map(
    (el) => `${el.getAttribute('data-figure') ?? 'meeple'}@${el.getAttribute('data-location')}`,
  );

describe('the Inns & Cathedrals option in the setup form', () => {
  it('is off by default, starts the game with it when ticked, and stays ticked for six players, saying why', () => {
    const onStart = vi.fn();
    render(
      <LanguageProvider language="en">
        <HotseatSetup entry={carcassonneEntry} onStart={onStart} />
      </LanguageProvider>,
    );
    const box = () => screen.getByRole('checkbox', { name: /^Inns & Cathedrals/ }) as HTMLInputElement;
    expect([box().checked, box().disabled]).toEqual([false, false]);
    fireEvent.click(box());
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(onStart.mock.calls[0]![1]).toEqual({ farmers: true, innsCathedrals: true });
    fireEvent.change(screen.getByRole('combobox', { name: /Players/ }), { target: { value: '6' } });
    expect([box().checked, box().disabled]).toEqual([true, true]);
    expect(box().labels![0]!.textContent).toMatch(/\(needed for 6 players\)$/);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    const [seats, options] = onStart.mock.calls[1]!;
    expect(seats).toHaveLength(6);
    expect(options).toEqual({ farmers: true, innsCathedrals: true });
    expect(core.validateOptions(6, options)).toBeUndefined();
  });

  it('is named in Dutch', () => {
    render(
      <LanguageProvider language="nl">
        <HotseatSetup entry={carcassonneEntry} onStart={vi.fn()} />
      </LanguageProvider>,
    );
    expect(screen.getByRole('checkbox', { name: /^Herbergen & Kathedralen/ })).toBeTruthy();
  });
});

describe('the large meeple', () => {
  it('is offered beside every meeple spot, named and drawn as the large meeple, and sent with its figure', () => {
    const state = expansionScenario(['U', 'U'], IC);
    const { container, moves, answer } = renderBoard(state, 0);
    fireEvent.click(container.querySelector('.carc-spot[data-key="1,0"]')!);
    const spots = spotsOf(container);
    const meeples = spots.filter((s) => s.startsWith('meeple@'));
    expect(meeples.length).toBeGreaterThan(0);
    expect(spots.filter((s) => s.startsWith('large@')).sort()).toEqual(
      meeples.map((s) => s.replace('meeple@', 'large@')).sort(),
    );
    // The core offers the same: every placeMeeple of the tile, once as a meeple and once as the large meeple.
    const trial = structuredClone(state);
    apply(trial, { type: 'placeTile', x: 1, y: 0, rotation: 0 });
    const legal = core.legalActions(trial, 0).filter((a) => a.type === 'placeMeeple');
    expect(legal.map((a) => `${a.figure ?? 'meeple'}@${a.location}`).sort()).toEqual([...spots].sort());

    const road = container.querySelector('.carc-meeple-spot[data-figure="large"][data-location="E"]')!;
    expect(road.getAttribute('aria-label')).toBe('Put the large meeple as a thief on the road');
    const drawn = road.querySelector('.carc-meeple[data-figure="large"]')!;
    expect(drawn.querySelector('.carc-figure-band')).not.toBeNull();
    const scaleOf = (el: Element) => Number(/scale\(([\d.]+)\)/.exec(el.getAttribute('transform')!)![1]);
    const plain = container.querySelector('.carc-meeple-spot:not([data-figure])[data-location="E"] .carc-meeple')!;
    expect(scaleOf(drawn) / scaleOf(plain)).toBeCloseTo(1.4); // the row's size beside a meeple
    fireEvent.click(screen.getByRole('button', { name: 'Large meeple: Road' }));
    fireEvent.click(screen.getByRole('button', { name: 'End turn' }));
    apply(state, moves.placeTile.mock.calls[0]![0] as CarcassonneAction);
    answer(state);
    expect(moves.placeMeeple).toHaveBeenCalledWith({ type: 'placeMeeple', location: 'E', figure: 'large' });
  });

  it("shows each seat's large meeple in the supply or on the board, and draws it placed", () => {
    const state = expansionScenario(['U', 'U', 'U'], IC);
    apply(state, { type: 'placeTile', x: 1, y: 0, rotation: 0 });
    apply(state, { type: 'placeMeeple', location: 'E', figure: 'large' });
    const { container } = renderBoard(state, 1, 'nl');
    const large = (seat: number) =>
      container.querySelector(`.carc-players li[data-seat="${seat}"] [data-figure="large"][data-where]`)!;
    expect(large(0).getAttribute('data-where')).toBe('board');
    expect(large(0).textContent).toBe('grote horige op het bord');
    expect(large(1).getAttribute('data-where')).toBe('supply');
    expect(large(1).querySelector('svg[data-figure="large"]')).not.toBeNull();
    expect(container.querySelectorAll('.carc-meeple[data-figure="large"][data-seat="0"]').length).toBeGreaterThan(0);
    expect(container.querySelector('.carc-turn-text')?.textContent).toMatch(
      /de grote horige als een struikrover op de weg$/,
    );
  });

  it('is not offered without the option', () => {
    const { container } = renderBoard(expansionScenario(['U', 'U'], {}), 0);
    fireEvent.click(container.querySelector('.carc-spot[data-key="1,0"]')!);
    expect(spotsOf(container).filter((s) => !s.startsWith('meeple@'))).toEqual([]);
    expect(container.querySelector('[data-figure="large"]')).toBeNull();
  });
});

describe('six players', () => {
  it('gives the sixth seat pink', () => {
    const state = expansionScenario(['U', 'U'], IC, 6);
    const { container } = renderBoard(state, 5);
    const swatch = container.querySelector<HTMLElement>('.carc-players li[data-seat="5"] .carc-swatch')!;
    expect(swatch.style.background).toBe('rgb(224, 82, 156)');
    const colours = [...container.querySelectorAll<HTMLElement>('.carc-players .carc-swatch')].map(
      (el) => el.style.background,
    );
    expect(new Set(colours).size).toBe(6);
  });
});

describe('the score log', () => {
  it("lists an inn's road left unfinished at the end with its 0, marked as the inn's", () => {
    // Seat 0 puts its large meeple on the road of IC16 (an inn on a bend) beside the start tile; the bag is
    // then empty, so the game ends with the road unfinished: the inn makes it worth nothing.
    const state = expansionScenario(['IC16'], IC);
    const roadSpot = (after: CarcassonneState) =>
      core.legalActions(after, 0).find((m) => m.type === 'placeMeeple' && m.figure === 'large' && onRoad(after, m));
    const place = core
      .legalActions(state, 0)
      .filter((a) => a.type === 'placeTile')
      .find((a) => {
        const trial = structuredClone(state);
        apply(trial, a);
        return roadSpot(trial) !== undefined;
      })!;
    apply(state, place);
    apply(state, roadSpot(state)!);
    expect(core.isOver(state)).toBe(true);
    const { container } = renderBoard(state, 0);
    const entry = container.querySelector<HTMLElement>('.carc-log li[data-kind="road"]')!;
    expect(within(entry).getByText('inn').getAttribute('data-mark')).toBe('inn');
    expect(entry.textContent).toMatch(/^Player 1: 0 for a road/);
  });
});

/** Whether a placeMeeple on the tile just placed stands on a road. */
function onRoad(state: CarcassonneState, action: CarcassonneAction): boolean {
  const tile = state.board[state.placed!]!;
  return action.type === 'placeMeeple' && kindAt(tile.type, tile.rotation, action.location) === 'road';
}
