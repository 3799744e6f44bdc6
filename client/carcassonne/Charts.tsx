/** Carcassonne's own chart under a replay and on the final screen: points per category and player at the frame shown. */
import type { CarcassonneState } from '../../games/carcassonne';
import { pointsByCategory, scoreKinds } from '../../games/carcassonne/statistics';
import type { ChartsProps } from '../catalogue';
import { BarChart } from '../shared/charts/BarChart';
import { seatColour } from '../shared/seat-colours';
import { useT } from '../i18n/LanguageProvider';

export function CarcassonneCharts({ history, names, frame }: ChartsProps) {
  const t = useT();
  const shown = history.frames[frame ?? history.frames.length - 1] ?? history.frames[history.frames.length - 1];
  if (!shown) return null;
  const view = shown.view as CarcassonneState;
  const points = pointsByCategory(view);
  const kinds = scoreKinds(view);
  return (
    <BarChart
      testId="categories"
      title={t('chart.categories')}
      groups={kinds.map((kind) =>
        kind === 'garden'
          ? t('carcassonne.kind.gardens')
          : kind === 'goods'
            ? t('carcassonne.kind.goodsBonus')
            : t(`chart.kind.${kind}`),
      )}
      series={view.scores.map((_, seat) => ({
        label: names[seat] ?? String(seat + 1),
        colour: seatColour(seat),
        values: kinds.map((kind) => points[kind]?.[seat] ?? 0),
      }))}
    />
  );
}
