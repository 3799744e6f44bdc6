/**
 * A Citadels record as one viewer saw it: public information, plus that seat's own secrets when the viewer
 * is a seat. A full record (`record.ts`) carries the PRNG seed, which stands for every hidden card and
 * character, so it must not leave the server; this is what the server hands out instead, and what the
 * replay viewer shows. Format in RECORDS.md.
 *
 * Each frame is `view(state, viewer)` after one more action, exactly what the viewer's client was sent at
 * that moment, with the action as the viewer saw it (a secret choice of another seat keeps only its type).
 * To keep the file small, a frame stores only the top-level fields of the view that changed since the
 * previous frame; `viewFrames` rebuilds the full views.
 */
import type { Seat } from '../shared/contract';
import { citadelsCore } from './core';
import { replayRecord, type CitadelsRecord } from './record';
import { ACTION_TYPES, type CitadelsAction, type CitadelsOptions, type CitadelsState } from './rules/types';

export const VIEW_RECORD_FORMAT = 'citadels-view-record';

/** An action as a viewer saw it: in full, or only its type when it was another seat's secret choice. */
export type SeenAction = CitadelsAction | { type: CitadelsAction['type'] };

export interface ViewFrame {
  /** Who acted to reach this frame (null for the first frame, the start of the game). */
  seat: Seat | null;
  action: SeenAction | null;
  /** The fields of the viewer's view that changed since the previous frame (all of them in the first). */
  view: Partial<CitadelsState>;
}

export interface CitadelsViewRecord {
  format: typeof VIEW_RECORD_FORMAT;
  version: 1;
  numPlayers: number;
  options: CitadelsOptions;
  /** The seat whose secrets the frames show, or null: public information only. */
  viewer: Seat | null;
  frames: ViewFrame[];
  result?: { scores: number[]; winners: Seat[] };
}

/** The action as `viewer` saw it. */
export function seenAction(action: CitadelsAction, seat: Seat, viewer: Seat | null): SeenAction {
  const secret = ACTION_TYPES[action.type]?.secret ?? true;
  return secret && seat !== viewer ? { type: action.type } : action;
}

function changedFields(previous: CitadelsState | undefined, next: CitadelsState): Partial<CitadelsState> {
  if (!previous) return next;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if (JSON.stringify(value) !== JSON.stringify((previous as unknown as Record<string, unknown>)[key]))
      out[key] = value;
  }
  return out as Partial<CitadelsState>;
}

/** The record of `record`'s game as `viewer` saw it (replays and checks the full record). */
export function viewRecord(record: CitadelsRecord, viewer: Seat | null): CitadelsViewRecord {
  const views: CitadelsState[] = [];
  const result = replayRecord(record, (state) => views.push(structuredClone(citadelsCore.view(state, viewer))));
  views.push(citadelsCore.view(result.state, viewer));
  const frames = views.map((view, i) => {
    const taken = i === 0 ? undefined : record.actions[i - 1];
    return {
      seat: taken ? taken.seat : null,
      action: taken ? seenAction(taken.action, taken.seat, viewer) : null,
      view: changedFields(views[i - 1], view),
    };
  });
  return {
    format: VIEW_RECORD_FORMAT,
    version: 1,
    numPlayers: record.numPlayers,
    options: record.options,
    viewer,
    frames,
    ...(result.over ? { result: { scores: result.scores, winners: result.winners } } : {}),
  };
}

function fail(message: string): never {
  throw new Error(`invalid Citadels view record: ${message}`);
}

/** The full view of every frame, checking the record's shape. */
export function viewFrames(input: unknown): { seat: Seat | null; action: SeenAction | null; view: CitadelsState }[] {
  const r = input as Partial<CitadelsViewRecord> | null;
  if (typeof r !== 'object' || r === null || r.format !== VIEW_RECORD_FORMAT || r.version !== 1)
    fail(`expected format "${VIEW_RECORD_FORMAT}" version 1`);
  const problem = citadelsCore.validateOptions(r.numPlayers as number, r.options);
  if (problem) fail(problem);
  if (
    r.viewer !== null &&
    !(Number.isInteger(r.viewer) && (r.viewer as number) >= 0 && (r.viewer as number) < (r.numPlayers as number))
  )
    fail('bad viewer');
  if (!Array.isArray(r.frames) || r.frames.length === 0) fail('no frames');
  let view: CitadelsState | undefined;
  return r.frames.map((frame, i) => {
    if (typeof frame !== 'object' || frame === null || typeof frame.view !== 'object' || frame.view === null)
      fail(`frame ${i} has no view`);
    view = { ...view, ...frame.view } as CitadelsState;
    if (!Array.isArray(view.gold) || view.gold.length !== r.numPlayers || !Array.isArray(view.cities))
      fail(`frame ${i} is not a Citadels view`);
    return { seat: frame.seat ?? null, action: frame.action ?? null, view };
  });
}
