/** Arena statistics: the Wilson score interval for a win rate, and a progress bar for stderr. */

/** The 95% Wilson score interval of `wins` successes in `n` trials (fractional wins allowed for ties). */
export function wilson(wins: number, n: number, z = 1.96): { low: number; high: number } {
  if (n === 0) return { low: 0, high: 1 };
  const p = wins / n;
  const denominator = 1 + (z * z) / n;
  const centre = p + (z * z) / (2 * n);
  const spread = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return { low: Math.max(0, (centre - spread) / denominator), high: Math.min(1, (centre + spread) / denominator) };
}

/** A one-line progress bar, redrawn in place on a terminal and printed every 10% otherwise. */
export function progressBar(total: number, stream: NodeJS.WriteStream = process.stderr): (done: number) => void {
  let lastTenth = -1;
  return (done) => {
    const width = 30;
    const filled = Math.round((done / total) * width);
    const line = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`;
    if (stream.isTTY) {
      stream.write(`\r${line}${done === total ? '\n' : ''}`);
    } else if (Math.floor((done / total) * 10) > lastTenth) {
      lastTenth = Math.floor((done / total) * 10);
      stream.write(`${line}\n`);
    }
  };
}
