/** A small line chart of a rating after each rated game (an SVG polyline with its numbers as a title). */
import { useT } from '../i18n/LanguageProvider';
import { useFormat } from '../i18n/use-format';

const WIDTH = 320;
const HEIGHT = 120;
const PAD = 6;

/** `label` names the chart (default: your own rating's). */
export function RatingChart({ points, label }: { points: { at: number; rating: number }[]; label?: string }) {
  const t = useT();
  const format = useFormat();
  const name = label ?? t('ratings.chart');
  if (points.length === 0) return null;
  const values = points.map((p) => p.rating);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = Math.max(high - low, 1);
  const x = (i: number) => PAD + (points.length === 1 ? 0 : (i * (WIDTH - 2 * PAD)) / (points.length - 1));
  const y = (value: number) => HEIGHT - PAD - ((value - low) * (HEIGHT - 2 * PAD)) / span;
  return (
    <figure className="rating-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={name}>
        <title>{values.map((value) => format.number(value)).join(' → ')}</title>
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
        {name}: {format.number(low)}–{format.number(high)}
      </figcaption>
    </figure>
  );
}
