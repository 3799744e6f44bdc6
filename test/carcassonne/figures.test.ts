// Figures as data (docs/design/expansions.md#figure-kinds): each row says where the figure stands, what it
// weighs, which options bring it, when it returns and how it is drawn; the rules read the row.
import { describe, expect, it } from 'vitest';
import {
  EARLY_FIGURES,
  EXTRA_FIGURES,
  FIGURES,
  FIGURE_KINDS,
  figureInMatch,
  figureName,
  figuresInMatch,
  isExtraFigure,
} from '../../games/carcassonne/data/figures';
import { setupWithBag } from '../../games/carcassonne/rules/setup';

describe('figure rows', () => {
  it('offer the meeple first, then the other figures in table order', () => {
    expect(FIGURE_KINDS[0]).toBe('meeple');
    expect(EXTRA_FIGURES).toEqual(FIGURE_KINDS.slice(1));
  });

  it('say the meeple stands on cities, roads, fields and cloisters, weighs 1 and comes back when scored (docs/rules/carcassonne.md#meeple-supply)', () => {
    expect(FIGURES.meeple).toMatchObject({ perPlayer: 7, weight: 1, returns: 'scored' });
    expect(FIGURES.meeple.standsOn).toEqual(['city', 'road', 'field', 'monastery']);
  });

  it('say the abbot comes with the abbot option, stands on a cloister or garden and may come back early (docs/rules/carcassonne.md#abbot-placement)', () => {
    expect(FIGURES.abbot).toMatchObject({ perPlayer: 1, option: 'abbot', weight: 1, returns: 'scoredOrEarly' });
    expect(FIGURES.abbot.standsOn).toEqual(['monastery', 'garden']);
    expect(EARLY_FIGURES).toEqual(['abbot']);
    expect(figureName('abbot')).toBe('the abbot');
    expect(figureName('meeple')).toBe('a meeple');
  });

  it('tell which figures a match has from its options, and the setup gives each seat their supply', () => {
    expect(figureInMatch('meeple', { farmers: false })).toBe(true);
    expect(figuresInMatch({ farmers: true })).toEqual([]);
    expect(figuresInMatch({ farmers: true, abbot: true })).toEqual(['abbot']);
    expect(setupWithBag(3, { abbot: true }, ['U:0']).figures).toEqual({ abbot: [1, 1, 1] });
    expect(setupWithBag(3, {}, ['U:0']).figures).toBeUndefined();
  });

  it('name the figures a move or a record may carry', () => {
    expect(isExtraFigure('abbot')).toBe(true);
    expect(isExtraFigure('meeple')).toBe(false);
    expect(isExtraFigure('toString')).toBe(false);
    expect(isExtraFigure(undefined)).toBe(false);
  });
});
