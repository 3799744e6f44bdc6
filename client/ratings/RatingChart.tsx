/**
 * A small line chart of a rating after each rated game: an SVG with both axes, the rating's scale on the
 * left (its lowest, middle and highest tick) and the games along the bottom (the first and the last), so
 * that one game is a point on a chart, not a lone dot; no rated game yet says so instead of drawing nothing.
 */
import { useT } from '../i18n/LanguageProvider';
import { useFormat } from '../i18n/use-format';

const WIDTH = 320;
const HEIGHT = 140;
const PAD = { left: 44, right: 12, top: 10, bottom: 34 };
/** The least half-height of the rating's scale, so that one game (or a flat line) sits mid-chart. */
const MIN_HALF_SPAN = 10;

/** `label` names the chart (default: your own rating's). */
export function RatingChart({ points, label }: { points: { at: number; rating: number }[]; label?: string }) {
  const t = useT();
  const format = useFormat();
  const name = label ?? t('ratings.chart');
  if (points.length === 0)
    return (
      <p className="rating-chart-empty muted" data-chart="rating">
        {t('ratings.chartNone', { chart: name })}
      </p>
    );
  const values = points.map((p) => p.rating);
  const [low, high] = [Math.min(...values), Math.max(...values)];
  const half = Math.max((high - low) / 2, MIN_HALF_SPAN);
  const [bottom, top] = [Math.round((low + high) / 2 - half), Math.round((low + high) / 2 + half)];
  const [left, right] = [PAD.left, WIDTH - PAD.right];
  const [floor, ceiling] = [HEIGHT - PAD.bottom, PAD.top];
  const x = (i: number) =>
    points.length === 1 ? (left + right) / 2 : left + (i * (right - left)) / (points.length - 1);
  const y = (value: number) => floor - ((value - bottom) * (floor - ceiling)) / (top - bottom);
  const ticks = [...new Set([bottom, Math.round((bottom + top) / 2), top])];
  const games = points.length === 1 ? [0] : [0, points.length - 1];
  return (
    <figure className="rating-chart" data-chart="rating">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={name}>
        <title>{values.map((value) => format.number(value)).join(' → ')}</title>
        <g className="rating-chart-axes">
          <line x1={left} x2={left} y1={ceiling} y2={floor} />
          <line x1={left} x2={right} y1={floor} y2={floor} />
          {ticks.map((value) => (
            <g key={value} className="rating-chart-tick">
              <line x1={left - 4} x2={right} y1={y(value)} y2={y(value)} />
              <text x={left - 6} y={y(value) + 4} textAnchor="end">
                {format.number(value)}
              </text>
            </g>
          ))}
          {games.map((i) => (
            <text key={i} x={x(i)} y={floor + 14} textAnchor="middle">
              {i + 1}
            </text>
          ))}
          <text x={right} y={HEIGHT - 4} textAnchor="end">
            {t('ratings.chartGames')} →
          </text>
        </g>
        <polyline
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          points={points.map((p, i) => `${x(i)},${y(p.rating)}`).join(' ')}
        />
        {points.map((p, i) => (
          <circle key={i} cx={x(i)} cy={y(p.rating)} r="3" fill="currentColor" />
        ))}
      </svg>
      <figcaption>
        {name}: {low === high ? format.number(low) : `${format.number(low)}–${format.number(high)}`}
      </figcaption>
    </figure>
  );
}
