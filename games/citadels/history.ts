/**
 * Machiavelli's record codec. The full record (seed and actions) stands for every hidden card, so a stored
 * match leaves only as the record its viewer saw (`view-record.ts`). Opening a full record shows the
 * secrets of the viewer chosen then (a spectator by default); a viewer's record says whose it is, and only
 * that viewer's own moves can be judged from it.
 */
import type { ActionBase, Seat } from '../shared/contract';
import type { Frame, History, Position, RecordCodec, StoredMatch } from '../shared/game-module';
import { citadelsCore } from './core';
import { actionsFromLog, exportRecord, replayRecord, type CitadelsRecord } from './record';
import type { CitadelsAction, CitadelsOptions, CitadelsState } from './rules/types';
import { VIEW_RECORD_FORMAT, seenAction, viewFrames, viewRecord } from './view-record';

function fullHistory(input: unknown, viewer: Seat | null): History {
  const record = input as CitadelsRecord;
  const frames: Frame[] = [];
  const positions: Position[] = [];
  let last: { seat: Seat; action: ActionBase } | null = null;
  // Views are copied: the replay goes on changing its state in place.
  const push = (state: CitadelsState) => {
    const view = structuredClone(citadelsCore.view(state, viewer));
    frames.push({ seat: last?.seat ?? null, action: last?.action ?? null, view, scores: citadelsCore.scores(view) });
  };
  const result = replayRecord(record, (state, seat, action) => {
    push(state);
    positions.push({ frame: frames.length, seat, view: structuredClone(citadelsCore.view(state, seat)), action });
    last = { seat, action: seenAction(action, seat, viewer) };
  });
  push(result.state);
  return {
    game: citadelsCore.name,
    numPlayers: record.numPlayers,
    viewer,
    frames,
    result: result.over ? { scores: result.scores, winners: result.winners } : null,
    positions,
  };
}

function viewHistory(input: unknown): History {
  const seen = viewFrames(input);
  const viewer = (input as { viewer: Seat | null }).viewer;
  const frames = seen.map(({ seat, action, view }) => ({ seat, action, view, scores: citadelsCore.scores(view) }));
  // Only the viewer's own moves can be judged: for them, the frame before is exactly what the mover saw.
  const positions = seen.flatMap(({ seat, action }, i) =>
    i > 0 && seat !== null && seat === viewer && action
      ? [{ frame: i, seat, view: seen[i - 1]?.view as unknown, action }]
      : [],
  );
  const final = seen[seen.length - 1]?.view as CitadelsState;
  const over = citadelsCore.isOver(final);
  return {
    game: citadelsCore.name,
    numPlayers: final.gold.length,
    viewer,
    frames,
    result: over ? { scores: citadelsCore.scores(final), winners: citadelsCore.winners(final) } : null,
    positions,
  };
}

function exportMatch(match: StoredMatch, viewer: Seat | null): unknown {
  const seed = (match.initialState?.plugins?.random?.data as { seed?: unknown } | undefined)?.seed;
  if (typeof seed !== 'string' && typeof seed !== 'number') throw new Error('the match has no random seed');
  const G = match.state.G as CitadelsState;
  const actions = actionsFromLog((match.log ?? []) as unknown as Parameters<typeof actionsFromLog>[0]);
  return viewRecord(
    exportRecord({ numPlayers: G.gold.length, options: G.options, seed: String(seed), actions }),
    viewer,
  );
}

const isViewRecord = (record: unknown) => (record as { format?: unknown } | null)?.format === VIEW_RECORD_FORMAT;

export const citadelsRecords: RecordCodec = {
  exportMatch,
  exportPlayed: (played) =>
    exportRecord({
      ...played,
      options: played.options as CitadelsOptions,
      actions: played.actions as { seat: Seat; action: CitadelsAction }[],
    }),
  open: (record, viewer) => (isViewRecord(record) ? viewHistory(record) : fullHistory(record, viewer)),
  choosesViewer: (record) => !isViewRecord(record),
};
