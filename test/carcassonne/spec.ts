/** The Carcassonne `HarnessSpec`: configurations, secrets and invariants for the shared harnesses. */
import type { HarnessSpec } from '../../games/shared/contract';
import { carcassonneCore } from '../../games/carcassonne/rules/core';
import { TILE_COUNT, TILE_TYPES, typeOfId } from '../../games/carcassonne/data/tiles';
import {
  MEEPLES_PER_PLAYER,
  type CarcassonneAction,
  type CarcassonneOptions,
  type CarcassonneState,
} from '../../games/carcassonne/rules/state';

type Spec = HarnessSpec<CarcassonneState, CarcassonneAction, CarcassonneOptions>;

const configurations: Spec['configurations'] = [
  { numPlayers: 2, options: { farmers: true }, label: '2 players, farmers' },
  { numPlayers: 2, options: { farmers: false }, label: '2 players, no farmers' },
  { numPlayers: 3, options: { farmers: true }, label: '3 players, farmers' },
  { numPlayers: 4, options: { farmers: false }, label: '4 players, no farmers' },
  { numPlayers: 5, options: { farmers: true }, label: '5 players, farmers' },
];

/** Undrawn tile ids, and (while at least 5 are left) the type sequence of the bag. */
function secretsFor(state: CarcassonneState): string[] {
  const secrets = state.bag.map((id) => JSON.stringify(id));
  if (state.bag.length >= 5) secrets.push(JSON.stringify(state.bag.map(typeOfId)));
  return secrets;
}

/** Tiles and meeples conserved; scores equal the (non-negative) score log, so they never decrease. */
function invariants(state: CarcassonneState): string[] {
  const problems: string[] = [];
  const placed = Object.keys(state.board).length;
  const meeples = Object.values(state.meeples);
  const total = placed + state.bag.length + state.discarded.length + (state.current === null ? 0 : 1);
  if (total !== TILE_COUNT)
    problems.push(
      `tiles: board ${placed} + bag ${state.bag.length} + discarded ${state.discarded.length} + current = ${total}, not ${TILE_COUNT}`,
    );
  const remaining = TILE_TYPES.reduce((sum, t) => sum + state.remainingByType[t], 0);
  if (remaining !== state.bag.length)
    problems.push(`remainingByType sums to ${remaining}, bag holds ${state.bag.length}`);
  state.supply.forEach((supply, seat) => {
    const onBoard = meeples.filter((m) => m.seat === seat).length;
    if (supply + onBoard !== MEEPLES_PER_PLAYER)
      problems.push(`seat ${seat}: ${supply} in supply + ${onBoard} on the board`);
    if (supply < 0) problems.push(`seat ${seat} has a negative supply`);
  });
  const logged = state.scores.map(() => 0);
  for (const e of Object.values(state.scoreLog)) {
    if (e.points < 0) problems.push('a scoring took points away');
    for (const s of e.seats) logged[s] = (logged[s] as number) + e.points;
  }
  if (logged.some((p, s) => p !== state.scores[s]))
    problems.push(`scores ${String(state.scores)} differ from the score log ${String(logged)}`);
  const features = Object.values(state.features);
  const onFeatures = features.reduce((sum, f) => sum + f.meeples, 0);
  if (onFeatures !== meeples.filter((m) => m.seg >= 0).length)
    problems.push('feature meeple counts disagree with the meeples on the board');
  if (features.some((f) => f.kind !== 'field' && f.open < 0)) problems.push('a feature has negative open edges');
  return problems;
}

export function carcassonneSpec(): Spec {
  return { core: carcassonneCore, configurations, secretsFor, invariants, maxActions: 2 * TILE_COUNT + 2 };
}
