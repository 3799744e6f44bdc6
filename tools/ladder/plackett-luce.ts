/**
 * A Plackett-Luce model fitted to a set of ranked games all at once (docs/bots.md#ladder, the levels on the
 * players' scale): each participant gets a strength θ, and a game's ranking has the probability that each
 * place in turn goes to one of the seats not yet placed with odds e^θ. Tied seats share a place (Breslow:
 * each of them is a pick from the same remaining seats), and a participant in several seats (three rule
 * bots) counts every seat. The fit is the maximum of the likelihood times a weak Gaussian prior on each θ
 * (`priorSd`, which keeps it finite when one participant always beat another), by Newton's method.
 *
 * Unlike an online rating, the result does not depend on the order of the games. Written here because it
 * is about a hundred lines and no maintained npm package fits Plackett-Luce with ties and shared strengths.
 */

export interface RankedGame {
  /** The participant in each seat (one may hold several). */
  seats: readonly string[];
  /** Each seat's place, 1 first; equal places are a tie. */
  places: readonly number[];
}

export interface PlackettLuceFit {
  /** Every participant's strength, centred on 0 (only differences mean anything). */
  strength: Map<string, number>;
  /** The standard error of the difference of two participants' strengths. */
  differenceSe(a: string, b: string): number;
}

/** The prior's standard deviation in strength: ±2 covers odds of 1:50 to 50:1 between two participants. */
export const PRIOR_SD = 2;

interface Stage {
  /** Per participant: its seats taking this place, and its seats still unplaced (those among them). */
  picked: number[];
  remaining: number[];
  size: number;
}

function stagesOf(game: RankedGame, index: Map<string, number>, k: number): Stage[] {
  const order = game.places.map((place, seat) => ({ place, seat })).sort((a, b) => a.place - b.place);
  const stages: Stage[] = [];
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end < order.length && order[end]!.place === order[start]!.place) end++;
    if (order.length - start > 1) {
      const picked = new Array<number>(k).fill(0);
      const remaining = new Array<number>(k).fill(0);
      for (let i = start; i < order.length; i++) {
        const p = index.get(game.seats[order[i]!.seat]!)!;
        remaining[p]!++;
        if (i < end) picked[p]!++;
      }
      stages.push({ picked, remaining, size: end - start });
    }
    start = end;
  }
  return stages;
}

/** Solves A x = b by Gaussian elimination with partial pivoting (A is small and well conditioned). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r;
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / m[c]![c]!;
      for (let j = c; j <= n; j++) m[r]![j]! -= f * m[c]![j]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/** The fit of `games`; `priorSd` Infinity is the plain maximum likelihood (finite only when no one always won). */
export function fitPlackettLuce(games: readonly RankedGame[], priorSd = PRIOR_SD): PlackettLuceFit {
  const names = [...new Set(games.flatMap((g) => g.seats))].sort();
  const k = names.length;
  const index = new Map(names.map((name, i) => [name, i]));
  const stages = games.flatMap((g) => stagesOf(g, index, k));
  const prior = 1 / priorSd ** 2;
  const theta = new Array<number>(k).fill(0);
  let hessian: number[][] = [];
  for (let step = 0; step < 100; step++) {
    const gradient = theta.map((t) => -t * prior);
    // The likelihood only fixes differences: a unit penalty on the sum picks the fit whose strengths sum to 0.
    const sum = theta.reduce((a, t) => a + t, 0);
    hessian = names.map((_, p) => names.map((__, q) => -1 - (p === q ? prior : 0)));
    for (let p = 0; p < k; p++) gradient[p]! -= sum;
    for (const { picked, remaining, size } of stages) {
      const mass = remaining.map((n, p) => n * Math.exp(theta[p]!));
      const total = mass.reduce((a, x) => a + x, 0);
      const share = mass.map((x) => x / total);
      for (let p = 0; p < k; p++) {
        if (remaining[p] === 0) continue;
        gradient[p]! += picked[p]! - size * share[p]!;
        for (let q = 0; q < k; q++) hessian[p]![q]! -= size * ((p === q ? share[p]! : 0) - share[p]! * share[q]!);
      }
    }
    // Newton's step towards the maximum: θ − H⁻¹ g (H is negative definite).
    const delta = solve(hessian, gradient);
    delta.forEach((d, p) => (theta[p]! -= d));
    if (Math.max(...delta.map(Math.abs)) < 1e-10) break;
  }
  const covariance = names.map((_, p) =>
    solve(
      hessian.map((row) => row.map((h) => -h)),
      names.map((__, q) => (p === q ? 1 : 0)),
    ),
  );
  return {
    strength: new Map(names.map((name, p) => [name, theta[p]!])),
    differenceSe(a, b) {
      const i = index.get(a)!;
      const j = index.get(b)!;
      return Math.sqrt(covariance[i]![i]! + covariance[j]![j]! - 2 * covariance[i]![j]!);
    },
  };
}
