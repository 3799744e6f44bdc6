/**
 * Opens any game record as a `History` (games/shared/game-module.ts): the record's `format` names its
 * game, and that game's record codec replays it. Browser-safe (no Node APIs): the replay viewer, its
 * Web Worker and `npm run analyze` all use it.
 */
import type { Seat } from '../shared/contract';
import type { AnyGameModule, History, RecordCodec } from '../shared/game-module';
import { gameModules, moduleForFormat } from '../index';

export type { Frame, History, Position } from '../shared/game-module';

const formatOf = (input: unknown) => (input as { format?: unknown } | null)?.format;

function recordModule(input: unknown): AnyGameModule & { record: RecordCodec } {
  const module = moduleForFormat(formatOf(input));
  if (module?.record) return module as AnyGameModule & { record: RecordCodec };
  const formats = gameModules().flatMap((m) => m.meta.recordFormats.map((f) => `"${f}"`));
  throw new Error(`not a game record (expected the format ${formats.join(', ').replace(/, ([^,]*)$/, ' or $1')})`);
}

/** Which game a record belongs to, from its `format`. */
export function recordGame(input: unknown): string {
  return recordModule(input).meta.name;
}

/** Whether whose secrets the record's frames show can be chosen when opening it (a full record). */
export function choosesViewer(input: unknown): boolean {
  return recordModule(input).record.choosesViewer(input);
}

/**
 * Opens a record (already parsed from JSON) and replays it, checking every step; throws a readable error
 * on a bad record. `viewer` picks whose secrets a record that holds them all shows (default: none).
 */
export function openRecord(input: unknown, viewer: Seat | null = null): History {
  return recordModule(input).record.open(input, viewer);
}
