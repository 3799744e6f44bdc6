/**
 * What the ladder plays: a ladder (a game and a player count, e.g. 2-player Carcassonne) has *targets*, each
 * a table of participants measured against a goal (tools/ladder/stopping.ts). A *paired set* is one deal
 * played once per rotation of the seats (game r gives seat s the participant `table[(s + r) % n]`) from the
 * same seed, so every participant plays every seat of the same tile order or deal and the luck of the draw
 * cancels (docs/bots.md#ladder). Every table of a ladder plays the same seeds, set by set. A game's key
 * names it completely (with the run's base seed, `--seed`): `parseKey` reads it back for `--replay`.
 */
import type { Participant } from './participants';

/** A game and a player count: the ladder's games of one kind share their seeds. */
export interface Ladder {
  id: string;
  game: string;
  numPlayers: number;
}

/** One game to play: everything a worker needs, and nothing that is not plain data. */
export interface GameSpec {
  key: string;
  ladder: string;
  game: string;
  numPlayers: number;
  /** The participants of the table, before rotation. */
  table: Participant[];
  set: number;
  rotation: number;
  /** The participant in each seat. */
  seats: Participant[];
  /** The game's seed: the same for every rotation and table of a set. */
  seed: string;
  /** The multiple of the fair levels' shipped iteration budgets. */
  scale: number;
}

export const rotate = <T>(table: readonly T[], rotation: number): T[] =>
  table.map((_, s) => table[(s + rotation) % table.length] as T);

export function gameKey(
  ladder: string,
  table: readonly string[],
  set: number,
  rotation: number,
  scale: number,
): string {
  return `${ladder}|${table.join(',')}|set ${set}|rotation ${rotation}|scale ${scale}`;
}

/** The seed of set `set` of a ladder: the same for all its tables. */
export const setSeed = (base: string, ladder: string, set: number) => `${base}/${ladder}/${set}`;

/** The games of one paired set of a table, rotation by rotation. */
export function pairedSet(
  ladder: Ladder,
  table: readonly Participant[],
  set: number,
  base: string,
  scale: number,
): GameSpec[] {
  return table.map((_, rotation) => ({
    key: gameKey(ladder.id, table, set, rotation, scale),
    ladder: ladder.id,
    game: ladder.game,
    numPlayers: ladder.numPlayers,
    table: [...table],
    set,
    rotation,
    seats: rotate(table, rotation),
    seed: setSeed(base, ladder.id, set),
    scale,
  }));
}

/** A key's parts (undefined when it is not a key `gameKey` makes). */
export function parseKey(
  key: string,
): { ladder: string; table: string[]; set: number; rotation: number; scale: number } | undefined {
  const match = /^([^|]+)\|([^|]+)\|set (\d+)\|rotation (\d+)\|scale ([\d.e+-]+)$/.exec(key);
  if (!match) return undefined;
  const [, ladder, table, set, rotation, scale] = match;
  const parts = { ladder: ladder!, table: table!.split(','), set: Number(set), rotation: Number(rotation) };
  return Number.isFinite(Number(scale)) ? { ...parts, scale: Number(scale) } : undefined;
}
