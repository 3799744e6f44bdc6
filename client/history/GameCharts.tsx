/**
 * The charts of a game: score over time per player (every game), Carcassonne's points per category and
 * player, Machiavelli's city value and gold per round. Shown under the replay (with a cursor at the current
 * move; clicking a chart jumps there) and on the final screen of a game.
 */
import type { CarcassonneState } from '../../games/carcassonne';
import type { History } from '../../games/history/history';
import { pointsByCategory } from '../../games/carcassonne/statistics';
import { cityAndGoldByRound } from '../../games/citadels/statistics';
import { useT } from '../i18n/LanguageProvider';
import { BarChart } from './charts/BarChart';
import { LineChart } from './charts/LineChart';
import { seatColour } from './charts/palette';

export function GameCharts({ history, names, frame, onPick }: { history: History; names: string[]; frame?: number; onPick?: (frame: number) => void }) {
  const t = useT();
  const seats = Array.from({ length: history.numPlayers }, (_, seat) => seat);
  const line = (values: (seat: number) => (number | null)[]) =>
    seats.map((seat) => ({ label: names[seat] ?? String(seat + 1), colour: seatColour(seat), values: values(seat) }));
  const shown = history.frames[frame ?? history.frames.length - 1] ?? history.frames[history.frames.length - 1];
  return (
    <section className="game-charts">
      <LineChart
        testId="score"
        title={t('chart.score')}
        xLabel={t('chart.move')}
        series={line((seat) => history.frames.map((f) => f.scores[seat] ?? null))}
        cursor={frame}
        onPick={onPick}
      />
      {history.game === 'carcassonne' && shown && <CategoryChart view={shown.view as CarcassonneState} names={names} />}
      {history.game === 'citadels' && <RoundCharts history={history} names={names} />}
    </section>
  );
}

function CategoryChart({ view, names }: { view: CarcassonneState; names: string[] }) {
  const t = useT();
  const points = pointsByCategory(view);
  const kinds = ['city', 'road', 'monastery', 'field'] as const;
  return (
    <BarChart
      testId="categories"
      title={t('chart.categories')}
      groups={kinds.map((kind) => t(`chart.kind.${kind}`))}
      series={view.scores.map((_, seat) => ({ label: names[seat] ?? String(seat + 1), colour: seatColour(seat), values: kinds.map((kind) => points[kind]?.[seat] ?? 0) }))}
    />
  );
}

function RoundCharts({ history, names }: { history: History; names: string[] }) {
  const t = useT();
  const rounds = cityAndGoldByRound(history.frames);
  const series = (pick: (r: (typeof rounds)[number]) => number[]) =>
    Array.from({ length: history.numPlayers }, (_, seat) => ({ label: names[seat] ?? String(seat + 1), colour: seatColour(seat), values: rounds.map((r) => pick(r)[seat] ?? null) }));
  return (
    <>
      <LineChart testId="city" title={t('chart.city')} xLabel={t('chart.round')} series={series((r) => r.city)} />
      <LineChart testId="gold" title={t('chart.gold')} xLabel={t('chart.round')} series={series((r) => r.gold)} />
    </>
  );
}
