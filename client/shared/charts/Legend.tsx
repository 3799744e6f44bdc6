/** The legend under a chart: one swatch and label per series. */
export function Legend({ series }: { series: readonly { label: string; colour: string }[] }) {
  return (
    <ul className="chart-legend">
      {series.map((s) => (
        <li key={s.label}>
          <span className="chart-swatch" style={{ background: s.colour }} />
          {s.label}
        </li>
      ))}
    </ul>
  );
}
