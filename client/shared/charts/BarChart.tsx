/**
 * A small hand-written SVG grouped bar chart (see LineChart.tsx for why there is no chart library): one
 * group per category, one bar per series (player) in the series' colour, the value above each bar.
 */
import { Legend } from './Legend';

export function BarChart(props: {
  title: string;
  groups: string[];
  series: { label: string; colour: string; values: number[] }[];
  testId?: string;
}) {
  const { groups, series } = props;
  const W = 640;
  const H = 180;
  const pad = { left: 10, right: 10, top: 16, bottom: 22 };
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const groupWidth = (W - pad.left - pad.right) / Math.max(1, groups.length);
  const barWidth = (groupWidth * 0.8) / Math.max(1, series.length);
  const height = (v: number) => (v / max) * (H - pad.top - pad.bottom);
  return (
    <figure className="chart" data-chart={props.testId}>
      <figcaption>{props.title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={props.title}>
        {groups.map((group, g) => (
          <g key={group}>
            {series.map((s, i) => {
              const v = s.values[g] ?? 0;
              const x = pad.left + g * groupWidth + groupWidth * 0.1 + i * barWidth;
              const top = H - pad.bottom - height(v);
              return (
                <g key={s.label}>
                  <rect x={x} y={top} width={barWidth - 2} height={height(v)} fill={s.colour}>
                    <title>{`${s.label}, ${group}: ${v}`}</title>
                  </rect>
                  <text x={x + barWidth / 2} y={top - 3} textAnchor="middle" className="chart-value">
                    {v}
                  </text>
                </g>
              );
            })}
            <text x={pad.left + (g + 0.5) * groupWidth} y={H - 6} textAnchor="middle" className="chart-axis">
              {group}
            </text>
          </g>
        ))}
      </svg>
      <Legend series={series} />
    </figure>
  );
}
