/**
 * The charts of a game: score over time per player (every game), then the game's own charts (its client
 * module's `Charts`). Shown under the replay (with a cursor at the current move; clicking a chart jumps
 * there) and on the final screen of a game.
 */
import type { History } from '../../games/history/history';
import type { CatalogueEntry } from '../catalogue';
import { useT } from '../i18n/LanguageProvider';
import { LineChart } from '../shared/charts/LineChart';
import { seatColour } from '../shared/seat-colours';

export function GameCharts({
  history,
  entry,
  names,
  frame,
  onPick,
}: {
  history: History;
  entry?: CatalogueEntry;
  names: string[];
  frame?: number;
  onPick?: (frame: number) => void;
}) {
  const t = useT();
  const seats = Array.from({ length: history.numPlayers }, (_, seat) => seat);
  const line = (values: (seat: number) => (number | null)[]) =>
    seats.map((seat) => ({ label: names[seat] ?? String(seat + 1), colour: seatColour(seat), values: values(seat) }));
  const Charts = entry?.Charts;
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
      {Charts && <Charts history={history} names={names} frame={frame} />}
    </section>
  );
}
