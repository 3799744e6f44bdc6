/**
 * Named fixture builders for scenario tests. `scenario(tiles)` starts a game whose bag yields exactly
 * `tiles` in that order (start tile D at (0, 0): city N, road E-W, field S); `play` takes a whole turn for
 * the active seat and fails loudly if the core refuses any part of it.
 */
import { expect } from 'vitest';
import type { ExtraFigure } from '../../games/carcassonne/data/figures';
import type { TileKind } from '../../games/carcassonne/data/tile-sets';
import { tileId, type TileType } from '../../games/carcassonne/data/tiles';
import type { Location, Rotation } from '../../games/carcassonne/geometry';
import { carcassonneCore as core } from '../../games/carcassonne/rules/core';
import { setupWithBag } from '../../games/carcassonne/rules/setup';
import {
  scoreEvents,
  type CarcassonneAction,
  type CarcassonneOptions,
  type CarcassonneState,
  type ScoreEvent,
} from '../../games/carcassonne/rules/state';
import { createRng } from '../../games/shared/rng';

const rng = createRng('fixtures');

/** A game for `numPlayers` whose draws are `tiles`, in order. */
export function scenario(tiles: TileType[], numPlayers = 2, farmers = true): CarcassonneState {
  const copies: Record<string, number> = {};
  const ids = tiles.map((t) => `${t}${(copies[t] = (copies[t] ?? 0) + 1)}`);
  return setupWithBag(numPlayers, { farmers }, ids.reverse());
}

/**
 * A game with expansion options (the river, the abbot) whose draws are `tiles`, in order: the start tile is
 * the spring with the river, else the base D.
 */
export function expansionScenario(
  tiles: TileKind[],
  options: Partial<CarcassonneOptions>,
  numPlayers = 2,
): CarcassonneState {
  const copies: Record<string, number> = {};
  const ids = tiles.map((t) => tileId(t, (copies[t] = (copies[t] ?? -1) + 1)));
  return setupWithBag(numPlayers, { farmers: true, ...options }, ids.reverse());
}

export function act(state: CarcassonneState, action: CarcassonneAction): void {
  const seat = state.turn;
  expect(core.refusal(state, seat, action), JSON.stringify(action)).toBeUndefined();
  core.apply(state, seat, action, rng);
}

/** The active seat places the current tile at (x, y), then a meeple (or `figure`) at `meeple`, or none. */
export function play(
  state: CarcassonneState,
  x: number,
  y: number,
  rotation: Rotation,
  meeple: Location | null = null,
  figure?: ExtraFigure,
): void {
  act(state, { type: 'placeTile', x, y, rotation });
  act(
    state,
    meeple === null ? { type: 'skipMeeple' } : { type: 'placeMeeple', location: meeple, ...(figure && { figure }) },
  );
}

/** The score events in order, without the tile lists (for compact expectations). */
export function events(state: CarcassonneState): Omit<ScoreEvent, 'tiles'>[] {
  return scoreEvents(state).map(({ tiles: _tiles, ...rest }) => rest);
}

/** Tiles of a city of D + E closing it from the north: E turned twice at (0, -1). */
export const CLOSE_START_CITY = { x: 0, y: -1, rotation: 2 } as const;
