// @vitest-environment jsdom
// The fan of held cards (client/citadels/fan.ts) and the table's tokens (client/citadels/art/tokens.tsx):
// each card's turn and lift by its place in the hand, the pile of coins by the gold, and the board's hand,
// choice of characters, crown and gold drawn with them.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { fanStyle } from '../../../client/citadels/fan';
import { CoinPile, PILE_MAX } from '../../../client/citadels/art/tokens';
import { newState, renderBoard } from './render';

afterEach(cleanup);

const turn = (index: number, count: number) => (fanStyle(index, count) as Record<string, string>)['--cit-fan-turn'];
const lift = (index: number, count: number) => (fanStyle(index, count) as Record<string, string>)['--cit-fan-lift'];

describe('the fan', () => {
  it('keeps a single card straight', () => {
    expect(fanStyle(0, 1)).toEqual({ '--cit-fan-turn': '0deg', '--cit-fan-lift': '0rem' });
  });

  it('turns three cards 2.5 degrees apart, the middle one straight and the outer ones lowered', () => {
    expect([0, 1, 2].map((i) => turn(i, 3))).toEqual(['-2.5deg', '0deg', '2.5deg']);
    expect([0, 1, 2].map((i) => lift(i, 3))).toEqual(['0.13rem', '0rem', '0.13rem']);
  });

  it('never turns the outermost card of a big hand more than 6 degrees', () => {
    expect(turn(0, 8)).toBe('-6deg');
    expect(turn(7, 8)).toBe('6deg');
    expect(turn(0, 12)).toBe('-6deg');
    expect(lift(0, 8)).toBe('0.72rem');
  });
});

describe('the pile of coins', () => {
  const coins = (n: number) => render(<CoinPile n={n} />).container.querySelectorAll('ellipse').length;

  it('draws one coin per gold, at most five, and nothing for no gold', () => {
    expect(coins(0)).toBe(0);
    expect(coins(1)).toBe(1);
    expect(coins(3)).toBe(3);
    expect(coins(12)).toBe(PILE_MAX);
    expect(PILE_MAX).toBe(5);
  });
});

describe('on the board', () => {
  it("holds the characters to choose from in a fan, and draws the crown and each player's gold as coins", () => {
    const r = renderBoard(newState(4), 0);
    const choice = r.container.querySelectorAll<HTMLElement>('.cit-choose .cit-fan > .cit-character');
    expect(choice.length).toBeGreaterThan(1);
    expect(choice[0]!.style.getPropertyValue('--cit-fan-turn')).toBe(turn(0, choice.length));
    expect(choice[0]!.querySelector('svg.cit-portrait')).not.toBeNull();
    const crowned = r.container.querySelector('.cit-player[data-seat="0"] .cit-has-crown')!;
    expect(crowned.querySelector('svg.cit-crown path')).not.toBeNull();
    // Every player starts with 2 gold: a pile of two coins beside the coin that says 2.
    for (const gold of r.container.querySelectorAll('.cit-player .cit-gold')) {
      expect(gold.querySelectorAll('svg.cit-pile ellipse')).toHaveLength(2);
      expect(gold.querySelector('.cit-coin')?.textContent).toBe('2');
    }
  });

  it('holds the hand in a fan, each district with its illustration', () => {
    const r = renderBoard(newState(4), 0);
    const hand = [...r.container.querySelectorAll<HTMLElement>('.cit-hand .cit-fan > .cit-district')];
    expect(hand).toHaveLength(4);
    expect(hand.map((card) => card.style.getPropertyValue('--cit-fan-turn'))).toEqual(
      [0, 1, 2, 3].map((i) => turn(i, 4)),
    );
    for (const card of hand)
      expect(card.querySelector('svg.cit-art')?.getAttribute('data-art')).toBe(card.dataset.card!.split('#')[0]);
  });
});
