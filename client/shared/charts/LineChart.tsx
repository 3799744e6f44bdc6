/**
 * A small hand-written SVG line chart. The charts here are a few lines and bars over at most a few hundred
 * points, so a chart library (tens of kilobytes for the smallest, far more for the common ones) would cost
 * more bundle than the whole replay viewer; these two components are about a hundred lines and need nothing.
 *
 * One polyline per series over x = 0..n-1, a y axis from `yMin` to the largest value (or `yMax`), an
 * optional cursor line, optional marks (circles with a tooltip), and a legend. Clicking picks the nearest x.
 * The axis's numbers are written in the language in use (Intl).
 */
import { useFormat } from '../../i18n/use-format';
import { Legend } from './Legend';
import type { MouseEvent } from 'react';

export interface Series {
  label: string;
  colour: string;
  /** One value per x; null leaves a gap. */
  values: (number | null)[];
}

export interface Mark {
  x: number;
  y: number;
  colour: string;
  title: string;
}

const W = 640;
const H = 200;
const PAD = { left: 40, right: 10, top: 10, bottom: 24 };

export function LineChart(props: {
  title: string;
  series: Series[];
  xLabel: string;
  yMin?: number;
  yMax?: number;
  cursor?: number;
  marks?: Mark[];
  onPick?: (x: number) => void;
  testId?: string;
}) {
  const { series, cursor, marks = [], onPick } = props;
  const format = useFormat();
  const length = Math.max(1, ...series.map((s) => s.values.length));
  const values = series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const yMin = props.yMin ?? Math.min(0, ...values);
  const yMax = props.yMax ?? Math.max(yMin + 1, ...values);
  const x = (i: number) => PAD.left + (length <= 1 ? 0 : (i / (length - 1)) * (W - PAD.left - PAD.right));
  const y = (v: number) => PAD.top + (1 - (v - yMin) / (yMax - yMin)) * (H - PAD.top - PAD.bottom);
  const path = (s: Series) => {
    let d = '';
    let pen = false;
    s.values.forEach((v, i) => {
      if (v === null) return void (pen = false);
      d += `${pen ? 'L' : 'M'}${x(i).toFixed(1)} ${y(v).toFixed(1)}`;
      pen = true;
    });
    return d;
  };
  const pick = (event: MouseEvent<SVGSVGElement>) => {
    if (!onPick) return;
    const box = event.currentTarget.getBoundingClientRect();
    const at = ((event.clientX - box.left) / box.width) * W;
    const i = Math.round(((at - PAD.left) / (W - PAD.left - PAD.right)) * (length - 1));
    onPick(Math.max(0, Math.min(length - 1, i)));
  };
  const ticks = [yMin, (yMin + yMax) / 2, yMax];
  return (
    <figure className="chart" data-chart={props.testId}>
      <figcaption>{props.title}</figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={props.title}
        onClick={pick}
        className={onPick ? 'chart-pickable' : undefined}
      >
        {ticks.map((v) => (
          <g key={v} className="chart-tick">
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} />
            <text x={PAD.left - 4} y={y(v) + 4} textAnchor="end">
              {format.number(Math.round(v))}
            </text>
          </g>
        ))}
        <text className="chart-axis" x={W - PAD.right} y={H - 6} textAnchor="end">
          {props.xLabel} →
        </text>
        {cursor !== undefined && (
          <line className="chart-cursor" x1={x(cursor)} x2={x(cursor)} y1={PAD.top} y2={H - PAD.bottom} />
        )}
        {series.map((s) => (
          <path key={s.label} d={path(s)} stroke={s.colour} fill="none" strokeWidth={2} data-series={s.label} />
        ))}
        {marks.map((m) => (
          <circle key={`${m.x}-${m.title}`} cx={x(m.x)} cy={y(m.y)} r={4} fill={m.colour} className="chart-mark">
            <title>{m.title}</title>
          </circle>
        ))}
      </svg>
      <Legend series={series} />
    </figure>
  );
}
