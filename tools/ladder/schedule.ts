/**
 * What the ladder plays: a ladder (a game and a player count, listed by scripts/ladder.ts) has tables of
 * distinct participants, and a table paired games. A *paired set* is one deal played once per rotation of
 * the seats (game r gives seat s the participant `table[(s + r) % n]`) from the same seed, so every
 * participant plays every seat of the same tile order or deal and the luck of the draw cancels
 * (docs/bots.md#ladder). Every table of a ladder plays the same seeds. `schedule` interleaves the work set
 * by set, so an interrupted run leaves every table with about as many games as the others.
 */
import type { Participant } from './participants';

export interface Ladder {
  id: string;
  game: string;
  numPlayers: number;
  tables: Participant[][];
}

/** One game of the schedule. */
export interface ScheduledGame {
  ladder: Ladder;
  table: number;
  set: number;
  rotation: number;
  /** The participant in each seat. */
  seats: Participant[];
  /** The game's seed: the same for every rotation and table of a set. */
  seed: string;
  /** Identifies the game in the results file, with the budget scale it was played at. */
  key: string;
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

/** Every game of `sets` paired sets of the ladders, set by set. */
export function schedule(ladders: readonly Ladder[], sets: number, seed: string, scale: number): ScheduledGame[] {
  const games: ScheduledGame[] = [];
  for (let set = 0; set < sets; set++)
    for (const ladder of ladders)
      ladder.tables.forEach((table, t) => {
        for (let rotation = 0; rotation < ladder.numPlayers; rotation++)
          games.push({
            ladder,
            table: t,
            set,
            rotation,
            seats: rotate(table, rotation),
            seed: `${seed}/${ladder.id}/${set}`,
            key: gameKey(ladder.id, table, set, rotation, scale),
          });
      });
  return games;
}
