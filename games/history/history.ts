/**
 * Opens any game record (a Carcassonne record, a full Citadels record, or a Citadels record as one viewer
 * saw it) as a `History`: one frame per action with what the record's viewer saw and the scores, and the
 * positions the analysis may judge, each as the mover's own view. Framework-free and browser-safe: the
 * replay viewer, its Web Worker and `npm run analyze` all use it.
 *
 * Frames show `view(state, viewer)`: for a full Citadels record the viewer is chosen when it is opened
 * (a spectator by default); the other records say whose record they are.
 */
import type { ActionBase, Seat } from '../shared/contract';
import { carcassonneCore, replayToState, scoreEvents, type CarcassonneState } from '../carcassonne';
import { citadelsCore, replayRecord as replayCitadels, scoreBreakdown, type CitadelsRecord, type CitadelsState } from '../citadels';
import { VIEW_RECORD_FORMAT, seenAction, viewFrames } from '../citadels/view-record';

export type HistoryGame = 'carcassonne' | 'citadels';

export interface Frame {
  /** Who acted to reach this frame; null for the first frame. */
  seat: Seat | null;
  /** The action as the viewer saw it (a secret choice of another seat keeps only its `type`). */
  action: ActionBase | null;
  /** The state as the record's viewer saw it. */
  view: unknown;
  scores: number[];
}

/** A move to judge, with exactly what its mover could see when making it. */
export interface Position {
  /** The frame the move leads to (the move is `frames[frame].action`). */
  frame: number;
  seat: Seat;
  view: unknown;
  action: ActionBase;
}

export interface History {
  game: HistoryGame;
  numPlayers: number;
  /** Whose secrets the frames show (null: public information only). */
  viewer: Seat | null;
  frames: Frame[];
  /** Final scores and winners of a finished game, else null. */
  result: { scores: number[]; winners: Seat[] } | null;
  positions: Position[];
}

/** Which game a record belongs to, from its `format`. */
export function recordGame(input: unknown): HistoryGame {
  const format = (input as { format?: unknown } | null)?.format;
  if (format === 'carcassonne-record') return 'carcassonne';
  if (format === 'citadels-record' || format === VIEW_RECORD_FORMAT) return 'citadels';
  throw new Error('not a game record (expected the format "carcassonne-record", "citadels-record" or "citadels-view-record")');
}

function carcassonneHistory(input: unknown): History {
  const frames: Frame[] = [];
  const positions: Position[] = [];
  let last: { seat: Seat; action: ActionBase } | null = null;
  const push = (state: CarcassonneState) => {
    const view = structuredClone(carcassonneCore.view(state, null));
    frames.push({ seat: last?.seat ?? null, action: last?.action ?? null, view, scores: [...state.scores] });
    return view;
  };
  const final = replayToState(input, (state, seat, action) => {
    // Carcassonne's only secret is the bag order, hidden from every seat alike: the mover's view is the public one.
    const view = push(state);
    positions.push({ frame: frames.length, seat, view, action: { ...action } });
    last = { seat, action: { ...action } };
  });
  push(final);
  const over = carcassonneCore.isOver(final);
  return {
    game: 'carcassonne',
    numPlayers: final.scores.length,
    viewer: null,
    frames,
    result: over ? { scores: [...final.scores], winners: carcassonneCore.winners(final) } : null,
    positions,
  };
}

function citadelsFullHistory(input: unknown, viewer: Seat | null): History {
  const record = input as CitadelsRecord;
  const frames: Frame[] = [];
  const positions: Position[] = [];
  let last: { seat: Seat; action: ActionBase } | null = null;
  // Views are copied: the replay goes on changing its state in place.
  const push = (state: CitadelsState) => {
    const view = structuredClone(citadelsCore.view(state, viewer));
    frames.push({ seat: last?.seat ?? null, action: last?.action ?? null, view, scores: citadelsCore.scores(view) });
  };
  const result = replayCitadels(record, (state, seat, action) => {
    push(state);
    positions.push({ frame: frames.length, seat, view: structuredClone(citadelsCore.view(state, seat)), action });
    last = { seat, action: seenAction(action, seat, viewer) };
  });
  push(result.state);
  return {
    game: 'citadels',
    numPlayers: record.numPlayers,
    viewer,
    frames,
    result: result.over ? { scores: result.scores, winners: result.winners } : null,
    positions,
  };
}

function citadelsViewHistory(input: unknown): History {
  const seen = viewFrames(input);
  const viewer = (input as { viewer: Seat | null }).viewer;
  const frames = seen.map(({ seat, action, view }) => ({ seat, action, view, scores: citadelsCore.scores(view) }));
  // Only the viewer's own moves can be judged: for them, the frame before is exactly what the mover saw.
  const positions = seen.flatMap(({ seat, action }, i) =>
    i > 0 && seat !== null && seat === viewer && action ? [{ frame: i, seat, view: seen[i - 1]?.view as unknown, action }] : [],
  );
  const final = seen[seen.length - 1]?.view as CitadelsState;
  const over = citadelsCore.isOver(final);
  return {
    game: 'citadels',
    numPlayers: final.gold.length,
    viewer,
    frames,
    result: over ? { scores: citadelsCore.scores(final), winners: citadelsCore.winners(final) } : null,
    positions,
  };
}

/**
 * Opens a record (already parsed from JSON) and replays it, checking every step; throws a readable error
 * on a bad record. `viewer` picks whose secrets a full Citadels record shows (default: none).
 */
export function openRecord(input: unknown, viewer: Seat | null = null): History {
  const game = recordGame(input);
  if (game === 'carcassonne') return carcassonneHistory(input);
  if ((input as { format: string }).format === VIEW_RECORD_FORMAT) return citadelsViewHistory(input);
  return citadelsFullHistory(input, viewer);
}

/** Carcassonne: points by category (city, road, monastery, field) and seat, from the game's score log. */
export function pointsByCategory(view: CarcassonneState): Record<string, number[]> {
  const seats = view.scores.length;
  const out: Record<string, number[]> = { city: [], road: [], monastery: [], field: [] };
  for (const list of Object.values(out)) for (let s = 0; s < seats; s++) list.push(0);
  for (const event of scoreEvents(view)) {
    const list = out[event.kind];
    if (list) for (const seat of event.seats) list[seat] = (list[seat] ?? 0) + event.points;
  }
  return out;
}

/** Citadels: per round, each seat's city value (district costs) and gold at the end of that round. */
export function cityAndGoldByRound(frames: readonly Frame[]): { round: number; city: number[]; gold: number[] }[] {
  const rounds = new Map<number, { round: number; city: number[]; gold: number[] }>();
  for (const frame of frames) {
    const view = frame.view as CitadelsState;
    rounds.set(view.round, {
      round: view.round,
      city: view.cities.map((_, seat) => scoreBreakdown(view, seat).districts),
      gold: [...view.gold],
    });
  }
  return [...rounds.values()];
}
