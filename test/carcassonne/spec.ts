/** The Carcassonne `HarnessSpec`: configurations, secrets and invariants for the shared harnesses. */
import type { HarnessSpec } from '../../games/shared/contract';
import { carcassonneCore } from '../../games/carcassonne/rules/core';
import { FIGURES } from '../../games/carcassonne/data/figures';
import { TILE_KINDS, boxSize, kindOfId } from '../../games/carcassonne/data/tile-sets';
import {
  MEEPLES_PER_PLAYER,
  type CarcassonneAction,
  type CarcassonneOptions,
  type CarcassonneState,
} from '../../games/carcassonne/rules/state';

type Spec = HarnessSpec<CarcassonneState, CarcassonneAction, CarcassonneOptions>;

/** Every combination of the options (farmers on or off, the river, the abbot), in this order. */
export const OPTION_COMBINATIONS: CarcassonneOptions[] = [false, true].flatMap((river) =>
  [false, true].flatMap((abbot) =>
    [true, false].map((farmers) => ({
      farmers,
      ...(river ? { river: true } : {}),
      ...(abbot ? { abbot: true } : {}),
    })),
  ),
);

/** "3 players, no farmers, river, abbot". */
export function configurationLabel(numPlayers: number, options: CarcassonneOptions): string {
  const parts = [options.farmers ? 'farmers' : 'no farmers'];
  if (options.river === true) parts.push('river');
  if (options.abbot === true) parts.push('abbot');
  return `${numPlayers} players, ${parts.join(', ')}`;
}

/** Every combination of the options for every player count, 2 to 5 (32 configurations). */
const configurations: Spec['configurations'] = OPTION_COMBINATIONS.flatMap((options) =>
  [2, 3, 4, 5].map((numPlayers) => ({ numPlayers, options, label: configurationLabel(numPlayers, options) })),
);

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
  const abbots = state.figures?.abbot;
  if ((abbots !== undefined) !== (state.options.abbot === true))
    problems.push('abbot supply present without the abbot option, or missing with it');
  abbots?.forEach((supply, seat) => {
    const onBoard = meeples.filter((m) => m.seat === seat && m.figure === 'abbot');
    if (supply + onBoard.length !== FIGURES.abbot.perPlayer)
      problems.push(`seat ${seat}: ${supply} abbot in supply + ${onBoard.length} on the board`);
    if (onBoard.some((m) => m.location !== 'monastery' && m.location !== 'garden'))
      problems.push(`seat ${seat}'s abbot stands on ${onBoard[0]?.location}`);
  });
  for (const m of meeples)
    if (m.figure === undefined && m.location === 'garden') problems.push('a meeple stands on a garden');
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
  return {
    core: carcassonneCore,
    configurations,
    secretsFor,
    invariants,
    maxActions: 2 * boxSize({ river: true }) + 2,
  };
}
