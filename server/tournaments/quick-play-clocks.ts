/**
 * The clocks quick play offers (docs/quick-play.md#choices): a few named ones, so that the queues do not
 * split over every possible clock. Real time: 15 minutes a player, sudden death (the default for two
 * players, as the World Championship plays Carcassonne), or a per-move clock; or turn-based, a day a move.
 */
import type { Clock } from '../table/table-state';

export const QUICK_CLOCKS = {
  'sudden-15': { mode: 'chess', bankSeconds: 15 * 60, incrementSeconds: 0 },
  'move-60': { mode: 'move', moveSeconds: 60 },
  'move-120': { mode: 'move', moveSeconds: 120 },
  'turn-based': { mode: 'move', moveSeconds: 24 * 3600 },
} as const satisfies Record<string, Clock>;

export type QuickClock = keyof typeof QUICK_CLOCKS;

export const QUICK_CLOCK_NAMES = Object.keys(QUICK_CLOCKS) as QuickClock[];

/** The clock chosen when the player names none: sudden death for two, two minutes a move otherwise. */
export const defaultClock = (players: number): QuickClock => (players === 2 ? 'sudden-15' : 'move-120');
