// Read-only queries for boards and bots: feature highlighting and projected scores.
import { describe, expect, it } from 'vitest';
import { featureSegments, projectedScores } from '../../games/carcassonne/rules/queries';
import { expansionScenario, play, scenario } from './fixtures';

describe('featureSegments', () => {
  it('lists every segment of the merged feature under a location', () => {
    const state = scenario(['U', 'U', 'E']);
    play(state, 1, 0, 0);
    play(state, -1, 0, 0);
    expect(featureSegments(state, 0, 0, 'E')).toEqual([
      { x: 0, y: 0, location: 'E' },
      { x: 1, y: 0, location: 'E' },
      { x: -1, y: 0, location: 'E' },
    ]);
    expect(featureSegments(state, 1, 0, 'SSW')).toEqual([
      { x: 0, y: 0, location: 'ESE' },
      { x: 1, y: 0, location: 'ESE' },
      { x: -1, y: 0, location: 'ESE' },
    ]);
    expect(featureSegments(state, 5, 5, 'N')).toEqual([]);
    expect(featureSegments(state, 0, 0, 'monastery')).toEqual([]);
  });
});

describe('projectedScores', () => {
  it('gives the scores end-of-game scoring would give now, without changing the state (docs/rules/carcassonne.md#final-scoring)', () => {
    const state = scenario(['F', 'U', 'B', 'U']);
    play(state, 0, -1, 1, 'N');
    play(state, 1, 0, 0, 'E');
    play(state, 1, -1, 0, 'monastery');
    const before = JSON.stringify(state);
    // city D+F with pennant 3, monastery 1 + 3 neighbours = 4 for seat 0; road D+U = 2 for seat 1.
    expect(projectedScores(state)).toEqual([7, 2]);
    expect(JSON.stringify(state)).toBe(before);
  });
});

describe('featureSegments and projectedScores with the abbot (docs/rules/carcassonne.md#garden-scoring)', () => {
  it('names a garden as the garden, and projects the abbot on it like a cloister', () => {
    const state = expansionScenario(['U_G', 'U'], { abbot: true });
    play(state, 1, 0, 0, 'garden', 'abbot');
    expect(featureSegments(state, 1, 0, 'garden')).toEqual([{ x: 1, y: 0, location: 'garden' }]);
    expect(featureSegments(state, 0, 0, 'garden')).toEqual([]);
    // U_G and D: 2 for seat 0's abbot.
    expect(projectedScores(state)).toEqual([2, 0]);
  });
});
