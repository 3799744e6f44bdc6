/**
 * Fixture views for the board tests, built by running the core: a start position, a mid-game board with
 * meeples on a road, a cloister, a city and a field, the meeple step that follows it, and a finished
 * game. `boardProps` wraps a view in the BoardProps the board receives, with spy moves.
 */
import { vi } from 'vitest';
import type { BoardProps } from 'boardgame.io/react';
import { carcassonneCore as core, type CarcassonneAction, type CarcassonneState } from '../../../games/carcassonne';
import { createRng } from '../../../games/shared/rng';
import { act, play, scenario } from '../../carcassonne/fixtures';

/** A fresh 2-player game (seat 0 to place). */
export function startPosition(): CarcassonneState {
  return core.setup(2, { farmers: true }, createRng('board-start'));
}

/**
 * D at (0,0); seat 0's thief on the U road east of it, seat 1's monk on B below it, seat 0's knight in
 * the E city at (1,-1), seat 1's farmer on V at (-1,0) in the field south of the road. Seat 0 to place J.
 */
export function midGame(): CarcassonneState {
  const state = scenario(['U', 'B', 'E', 'V', 'J', 'K', 'W', 'X', 'U', 'A']);
  play(state, 1, 0, 0, 'E');
  play(state, 0, 1, 0, 'monastery');
  play(state, 1, -1, 0, 'N');
  play(state, -1, 0, 2, 'NNW');
  return state;
}

/** The mid-game after seat 0 placed J where it has the most meeple spots (meeple step). */
export function meepleStep(): CarcassonneState {
  const state = midGame();
  let best: { action: CarcassonneAction; spots: number } | undefined;
  for (const action of core.legalActions(state, 0)) {
    const trial = structuredClone(state);
    core.apply(trial, 0, action, createRng('x'));
    const spots = core.legalActions(trial, 0).length;
    if (!best || spots > best.spots) best = { action, spots };
  }
  act(state, best!.action);
  return state;
}

/** A whole 2-player game played with random legal actions (seed "c": scores in play and at the end, all four kinds). */
export function finishedGame(seed = 'c'): CarcassonneState {
  const state = core.setup(2, { farmers: true }, createRng(seed));
  const rng = createRng(`${seed}-moves`);
  while (!core.isOver(state)) {
    const seat = core.activeSeats(state)[0]!;
    const actions = core.legalActions(state, seat);
    const placeMeeple = actions.filter((a) => a.type === 'placeMeeple');
    const pool = placeMeeple.length > 0 && rng.next() < 0.5 ? placeMeeple : actions;
    core.apply(state, seat, pool[Math.floor(rng.next() * pool.length)]!, rng);
  }
  return state;
}

export interface Spies {
  placeTile: ReturnType<typeof vi.fn>;
  placeMeeple: ReturnType<typeof vi.fn>;
  skipMeeple: ReturnType<typeof vi.fn>;
  returnAbbot: ReturnType<typeof vi.fn>;
}

/** The props the board gets for `seat` (null: spectator) seeing `state` through the core's view. */
export function boardProps(
  state: CarcassonneState,
  seat: number | null,
): { props: BoardProps<CarcassonneState>; moves: Spies } {
  const G = core.view(state, seat);
  const moves: Spies = { placeTile: vi.fn(), placeMeeple: vi.fn(), skipMeeple: vi.fn(), returnAbbot: vi.fn() };
  const over = core.isOver(state);
  const ctx = {
    numPlayers: state.scores.length,
    currentPlayer: String(state.turn),
    playOrder: state.scores.map((_, i) => String(i)),
    gameover: over ? { scores: state.scores } : undefined,
    turn: state.turns + 1,
    phase: null,
    activePlayers: null,
  };
  const props = {
    G,
    ctx,
    moves,
    playerID: seat === null ? null : String(seat),
    isActive: !over && seat === state.turn,
    matchData: undefined,
    events: {},
    log: [],
    isConnected: true,
    isMultiplayer: true,
  } as unknown as BoardProps<CarcassonneState>;
  return { props, moves };
}
