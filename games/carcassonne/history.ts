/**
 * Carcassonne's record codec: a stored match becomes a record (public information only: the bag order is
 * not in it), and a record opens as a `History` (games/shared/game-module.ts). Its only secret is the bag
 * order, hidden from every seat alike, so every frame and every mover's view is the public view.
 */
import type { ActionBase, Seat } from '../shared/contract';
import type { Frame, History, PlayedGame, Position, RecordCodec } from '../shared/game-module';
import { createRng } from '../shared/rng';
import { exportRecord, replayToState } from './record';
import { carcassonneCore } from './rules/core';
import type { CarcassonneAction, CarcassonneOptions, CarcassonneState } from './rules/state';

function openHistory(input: unknown): History {
  const frames: Frame[] = [];
  const positions: Position[] = [];
  let last: { seat: Seat; action: ActionBase } | null = null;
  const push = (state: CarcassonneState) => {
    const view = structuredClone(carcassonneCore.view(state, null));
    frames.push({ seat: last?.seat ?? null, action: last?.action ?? null, view, scores: [...state.scores] });
    return view;
  };
  const final = replayToState(input, (state, seat, action) => {
    const view = push(state);
    positions.push({ frame: frames.length, seat, view, action: { ...action } });
    last = { seat, action: { ...action } };
  });
  push(final);
  const over = carcassonneCore.isOver(final);
  return {
    game: carcassonneCore.name,
    numPlayers: final.scores.length,
    viewer: null,
    frames,
    result: over ? { scores: [...final.scores], winners: carcassonneCore.winners(final) } : null,
    positions,
  };
}

/** The state a played game ends in, replayed through the core from its seed. */
function finalState(played: PlayedGame): CarcassonneState {
  const rng = createRng(played.seed);
  const state = carcassonneCore.setup(played.numPlayers, played.options as CarcassonneOptions, rng);
  for (const { seat, action } of played.actions) carcassonneCore.apply(state, seat, action as CarcassonneAction, rng);
  return state;
}

export const carcassonneRecords: RecordCodec = {
  exportMatch: (match) => exportRecord(match.state.G as CarcassonneState),
  exportPlayed: (played) => exportRecord(finalState(played)),
  open: (record) => openHistory(record),
  choosesViewer: () => false,
};
