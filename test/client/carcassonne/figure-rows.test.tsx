// @vitest-environment jsdom
// The client reads each figure's row (games/carcassonne/data/figures.ts, docs/design/expansions.md#figure-kinds)
// and its words (client/carcassonne/figure-words.ts) instead of testing its name: the drawing follows the
// row's `look` (outline, size, band), the score log's figure follows `standsOn`, `returns` and
// `fieldBonusPerCity`, and the words follow how the figure is named.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import {
  FIGURES,
  FIGURE_KINDS,
  figureWhere,
  soleFigureOn,
  type FigureSpec,
} from '../../../games/carcassonne/data/figures';
import { FigureDrawing, FigureIcon } from '../../../client/carcassonne/components/Meeple';
import { FIGURE_WORDS } from '../../../client/carcassonne/figure-words';
import { meepleWords, placeWords, putWords, spotLabel } from '../../../client/carcassonne/plain-words';
import '../../../client/carcassonne/words';
import { translate } from '../../../client/i18n/dictionary';

afterEach(cleanup);

const en = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
  translate('en', key, params);

describe('a figure drawn from its row', () => {
  it('takes its outline, size and band from `look`', () => {
    const drawn = FIGURE_KINDS.map((figure) => {
      const { container } = render(
        <svg>
          <FigureDrawing figure={figure} seat={2} x={3} y={4} scale={0.5} />
        </svg>,
      );
      const g = container.querySelector('g')!;
      const result = {
        figure,
        className: g.getAttribute('class'),
        dataFigure: g.getAttribute('data-figure'),
        transform: g.getAttribute('transform'),
        details: [...g.querySelectorAll('path')].slice(1).map((p) => p.getAttribute('class')),
      };
      cleanup();
      return result;
    });
    expect(drawn).toEqual([
      {
        figure: 'meeple',
        className: 'carc-meeple',
        dataFigure: null,
        transform: 'translate(3 4) scale(0.5)',
        details: [],
      },
      {
        figure: 'abbot',
        className: 'carc-meeple carc-abbot',
        dataFigure: 'abbot',
        transform: 'translate(3 4) scale(0.5)',
        details: ['carc-abbot-cord'],
      },
      {
        figure: 'large',
        className: 'carc-meeple',
        dataFigure: 'large',
        transform: 'translate(3 4) scale(0.7)',
        details: ['carc-figure-band'],
      },
      {
        figure: 'builder',
        className: 'carc-meeple carc-builder',
        dataFigure: 'builder',
        transform: 'translate(3 4) scale(0.5)',
        details: ['carc-figure-band'],
      },
      {
        figure: 'pig',
        className: 'carc-meeple carc-pig',
        dataFigure: 'pig',
        transform: 'translate(3 4) scale(0.5)',
        details: [],
      },
    ]);
  });

  it('lies down only with an outline that may (a farmer), and sizes its icon by the row', () => {
    const lying = FIGURE_KINDS.filter((figure) => {
      const { container } = render(
        <svg>
          <FigureDrawing figure={figure} seat={0} lying />
        </svg>,
      );
      const lies = container.querySelector('g')!.getAttribute('data-lying') === 'true';
      cleanup();
      return lies;
    });
    expect(lying).toEqual(['meeple', 'large']);
    const widths = FIGURE_KINDS.map((figure) => {
      const { container } = render(<FigureIcon figure={figure} seat={0} />);
      const width = container.querySelector('svg')!.getAttribute('width');
      cleanup();
      return [figure, width, (FIGURES[figure] as FigureSpec).look.scale];
    });
    expect(widths).toEqual([
      ['meeple', '18', 1],
      ['abbot', '18', 1],
      ['large', '25', 1.4],
      ['builder', '18', 1],
      ['pig', '18', 1],
    ]);
  });
});

describe('the figure a row says', () => {
  it('alone stands on a kind of feature, or has a field bonus', () => {
    expect((['garden', 'monastery', 'city', 'road', 'field'] as const).map(soleFigureOn)).toEqual([
      'abbot',
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(figureWhere((spec) => spec.fieldBonusPerCity !== undefined)).toBe('pig');
    expect(figureWhere((spec) => spec.earnsSecondTile === true)).toBe('builder');
    expect(figureWhere((spec) => spec.weight > 1)).toBe('large');
    expect(figureWhere((spec) => spec.weight > 2)).toBeUndefined();
  });
});

describe("a figure's words", () => {
  it('name it by its place or as the follower it plays, as its entry says', () => {
    expect(Object.entries(FIGURE_WORDS).map(([figure, words]) => [figure, words.named.by])).toEqual([
      ['abbot', 'place'],
      ['large', 'follower'],
      ['builder', 'follower'],
      ['pig', 'follower'],
    ]);
    expect(placeWords('garden', en)).toBe('the abbot in the garden');
    expect(putWords('B', 0, 'monastery', en, 'abbot')).toBe('Put the abbot in the monastery');
    expect(spotLabel('B', 0, 'monastery', en, 'abbot')).toBe('Abbot in the monastery');
    expect(putWords('B', 0, 'monastery', en, 'large')).toBe(`Put ${meepleWords('B', 0, 'monastery', en, 'large')}`);
    expect(() => placeWords('garden', en, 'large')).toThrow('The large is not named by its place');
  });
});
