/** Machiavelli's own charts under a replay and on the final screen: each player's city value and gold per round. */
import { cityAndGoldByRound, type RoundFigures } from '../../games/citadels/statistics';
import type { ChartsProps } from '../catalogue';
import { LineChart } from '../shared/charts/LineChart';
import { seatColour } from '../shared/seat-colours';
import { useT } from '../i18n/LanguageProvider';

export function CitadelsCharts({ history, names }: ChartsProps) {
  const t = useT();
  const rounds = cityAndGoldByRound(history.frames);
  const series = (pick: (r: RoundFigures) => number[]) =>
    Array.from({ length: history.numPlayers }, (_, seat) => ({
      label: names[seat] ?? String(seat + 1),
      colour: seatColour(seat),
      values: rounds.map((r) => pick(r)[seat] ?? null),
    }));
  return (
    <>
      <LineChart testId="city" title={t('chart.city')} xLabel={t('chart.round')} series={series((r) => r.city)} />
      <LineChart testId="gold" title={t('chart.gold')} xLabel={t('chart.round')} series={series((r) => r.gold)} />
    </>
  );
}
