/** The Carcassonne `HarnessSpec`: configurations, secrets and invariants for the shared harnesses. */
import type { HarnessSpec } from '../../games/shared/contract';
import { carcassonneCore } from '../../games/carcassonne/rules/core';
import { EXTRA_FIGURES, FIGURES, figuresInMatch, type FigureSpec } from '../../games/carcassonne/data/figures';
import { CARCASSONNE_OPTIONS, MAX_PLAYERS, MIN_PLAYERS, validateOptions } from '../../games/carcassonne/options';
import { normalOptions } from '../../games/carcassonne/rules/setup';
import { coveringConfigurations, randomConfigurations, type MatrixSource } from '../harness/option-matrix';
import { TILE_KINDS, boxSize, kindOfId } from '../../games/carcassonne/data/tile-sets';
import { find } from '../../games/carcassonne/rules/features';
import { GOODS } from '../../games/carcassonne/data/goods';
import {
  MEEPLES_PER_PLAYER,
  type CarcassonneAction,
  type CarcassonneOptions,
  type CarcassonneState,
} from '../../games/carcassonne/rules/state';

type Spec = HarnessSpec<CarcassonneState, CarcassonneAction, CarcassonneOptions>;

/** "3 players, no farmers, river, abbot": the player count, then farmers, then each other option that is on. */
export function configurationLabel(numPlayers: number, options: CarcassonneOptions): string {
  const parts = [options.farmers ? 'farmers' : 'no farmers'];
  for (const [key, value] of Object.entries(options)) if (key !== 'farmers' && value === true) parts.push(key);
  return `${numPlayers} players, ${parts.join(', ')}`;
}

const MATRIX: MatrixSource<CarcassonneOptions> = {
  rules: CARCASSONNE_OPTIONS,
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  validate: validateOptions,
};

/** Random configurations each run adds to the covering set. */
const RANDOM_CONFIGURATIONS = 3;

/** The covering set of the option table's configurations (test/harness/option-matrix.ts), the options as the state keeps them. */
export const COVERING = coveringConfigurations(MATRIX).map((c) => ({ ...c, options: normalOptions(c.options) }));

/**
 * The spec with only the covering set's configurations of one `half` (even or odd places): the secrecy
 * suite goes through boardgame.io's Master for every viewer, so it runs the covering set alone, in two
 * files that run side by side.
 */
export function secrecySpec(half: 0 | 1): Spec {
  const spec = carcassonneSpec();
  const labels = COVERING.filter((_, i) => i % 2 === half).map((c) => configurationLabel(c.numPlayers, c.options));
  return { ...spec, configurations: spec.configurations.filter((c) => labels.includes(c.label)) };
}

const labelled = (c: { numPlayers: number; options: CarcassonneOptions }, extra = '') => ({
  ...c,
  label: `${configurationLabel(c.numPlayers, c.options)}${extra}`,
});

/** The covering set, then a few random configurations of this run (marked "random" in their labels). */
const configurations: Spec['configurations'] = [
  ...COVERING.map((c) => labelled(c)),
  ...randomConfigurations(MATRIX, coveringConfigurations(MATRIX), RANDOM_CONFIGURATIONS).map((c) =>
    labelled({ ...c, options: normalOptions(c.options) }, ', random'),
  ),
];

/** Undrawn tile ids, (while at least 5 are left) the type sequence of the bag, and the river stack's order. */
function secretsFor(state: CarcassonneState): string[] {
  const secrets = state.bag.map((id) => JSON.stringify(id));
  if (state.bag.length >= 5) secrets.push(JSON.stringify(state.bag.map(kindOfId)));
  // The river stack's order on its own (docs/rules/carcassonne.md#river-secrets), while 3 or more are left.
  const river = state.bag.map(kindOfId).filter((kind) => /^R\d+$/.test(kind));
  if (river.length >= 3) secrets.push(JSON.stringify(river));
  return secrets;
}

/**
 * Tiles and figures conserved (the box's size depends on the options); the river's tiles come before every
 * land tile in the bag, the lake last of them; scores equal the (non-negative) score log, so they never
 * decrease.
 */
function invariants(state: CarcassonneState): string[] {
  const problems: string[] = [];
  const placed = Object.keys(state.board).length;
  const meeples = Object.values(state.meeples);
  const size = boxSize(state.options);
  const total = placed + state.bag.length + state.discarded.length + (state.current === null ? 0 : 1);
  if (total !== size)
    problems.push(
      `tiles: board ${placed} + bag ${state.bag.length} + discarded ${state.discarded.length} + current = ${total}, not ${size}`,
    );
  const remaining = TILE_KINDS.reduce((sum, t) => sum + (state.remainingByType[t] ?? 0), 0);
  if (remaining !== state.bag.length)
    problems.push(`remainingByType sums to ${remaining}, bag holds ${state.bag.length}`);
  const kinds = state.bag.map(kindOfId);
  const firstRiver = kinds.findIndex((k) => k.length > 1 && k[0] === 'R' && k[1] !== '_');
  if (firstRiver >= 0 && kinds.slice(firstRiver).some((k) => !/^R\d+$/.test(k)))
    problems.push('a land tile lies above a river tile in the bag');
  const lake = kinds.indexOf('R12');
  if (lake >= 0 && lake !== firstRiver) problems.push('the lake is not the last river tile');
  state.supply.forEach((supply, seat) => {
    const onBoard = meeples.filter((m) => m.seat === seat && m.figure === undefined).length;
    if (supply + onBoard !== MEEPLES_PER_PLAYER)
      problems.push(`seat ${seat}: ${supply} in supply + ${onBoard} on the board`);
    if (supply < 0) problems.push(`seat ${seat} has a negative supply`);
  });
  const inMatch = figuresInMatch(state.options);
  for (const figure of EXTRA_FIGURES) {
    const supplies = state.figures?.[figure];
    if ((supplies !== undefined) !== inMatch.includes(figure))
      problems.push(`${figure} supply present without its option, or missing with it`);
    supplies?.forEach((supply, seat) => {
      const onBoard = meeples.filter((m) => m.seat === seat && m.figure === figure);
      if (supply + onBoard.length !== FIGURES[figure].perPlayer)
        problems.push(`seat ${seat}: ${supply} ${figure} in supply + ${onBoard.length} on the board`);
    });
  }
  for (const m of meeples) {
    const spec: FigureSpec = FIGURES[m.figure ?? 'meeple'];
    const kind = m.location === 'garden' || m.location === 'monastery' ? m.location : null;
    if (kind !== null && !spec.standsOn.includes(kind)) problems.push(`a ${spec.name} stands on a ${kind}`);
    if (kind === null && m.seg >= 0) {
      const feature = state.features[find(state.parent, m.seg)];
      if (feature === undefined || !spec.standsOn.includes(feature.kind))
        problems.push(`a ${spec.name} stands on a ${feature?.kind ?? 'missing feature'}`);
    }
  }
  const logged = state.scores.map(() => 0);
  for (const e of Object.values(state.scoreLog)) {
    if (e.points < 0) problems.push('a scoring took points away');
    for (const s of e.seats) logged[s] = (logged[s] as number) + e.points;
  }
  if (logged.some((p, s) => p !== state.scores[s]))
    problems.push(`scores ${String(state.scores)} differ from the score log ${String(logged)}`);
  const features = Object.values(state.features);
  const onFeatures = features.reduce((sum, f) => sum + f.meeples, 0);
  const followers = meeples.filter((m) => m.seg >= 0 && FIGURES[m.figure ?? 'meeple'].weight > 0);
  if (onFeatures !== followers.length) problems.push('feature meeple counts disagree with the followers on the board');
  for (const m of meeples) {
    const spec: FigureSpec = FIGURES[m.figure ?? 'meeple'];
    if (spec.needsOwnFollower !== true) continue;
    const root = find(state.parent, m.seg);
    if (!followers.some((f) => f.seat === m.seat && find(state.parent, f.seg) === root))
      problems.push(`a ${spec.name} of seat ${m.seat} stands without its owner's follower`);
  }
  problems.push(...goodsProblems(state));
  if (features.some((f) => f.kind !== 'field' && f.open < 0)) problems.push('a feature has negative open edges');
  return problems;
}

/** Goods and the double turn only with Traders & Builders; never more tokens of a kind than symbols in the box. */
function goodsProblems(state: CarcassonneState): string[] {
  const on = state.options.tradersBuilders === true;
  if ((state.goods !== undefined) !== on) return ['goods present without Traders & Builders, or missing with it'];
  if (!on && state.doubleTurn !== undefined) return ['a double turn without Traders & Builders'];
  if (state.step === 'over' && state.doubleTurn !== undefined) return ['a double turn after the end'];
  const inBox = { wine: 9, grain: 6, cloth: 5 };
  return GOODS.filter((g) => (state.goods?.[g] ?? []).reduce((a, b) => a + b, 0) > inBox[g]).map(
    (g) => `more ${g} tokens taken than the box holds`,
  );
}

export function carcassonneSpec(): Spec {
  return {
    core: carcassonneCore,
    configurations,
    secretsFor,
    invariants,
    maxActions: 2 * boxSize({ river: true, innsCathedrals: true, tradersBuilders: true }) + 2,
  };
}
