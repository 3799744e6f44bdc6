/** The table's options as the lobby sends them (api/lobby-api.ts createTable), and what it shows of a match's table. */

export type Clock =
  | { mode: 'off' }
  | { mode: 'move'; moveSeconds: number }
  | { mode: 'chess'; bankSeconds: number; incrementSeconds: number };

export interface TableOptions {
  clock: Clock;
  graceSeconds: number;
  takeoverLevel: string;
  /** No projected scores, feature highlights or tile counts on the board (docs/rules/carcassonne.md#purist). */
  purist?: boolean;
  /** A casual table: players may ask for hints (client/learn/hint.ts), unless it is rated (`hintsOffered`). */
  hints?: boolean;
}

/** The public part of a match's `table` metadata (server/table/table-state.ts). */
export interface PublicTable extends Partial<TableOptions> {
  creator?: string;
  /** A rated table (client/ratings/). */
  rated?: boolean;
  toPlay?: string[];
}

export const DEFAULT_TABLE: TableOptions = { clock: { mode: 'off' }, graceSeconds: 60, takeoverLevel: 'medium' };

/** A seat as boardgame.io's matchData shows it, with what our server adds. */
export interface TableSeat {
  id: number;
  name?: string;
  isConnected?: boolean;
  data?: { bot?: string; standIn?: boolean; oneMove?: boolean; left?: boolean } & Record<string, unknown>;
  /** The seat's turn clock runs out at this time (epoch ms). */
  deadline?: number;
  /** Chess clock: the seat's time left while it is not its turn (ms). */
  bank?: number;
}

/** Whether a table offers hints: when its `hints` option is on (the default) and it is not rated (docs/ratings.md). */
export function hintsOffered(table: Pick<PublicTable, 'hints' | 'rated'> | undefined): boolean {
  return table?.hints !== false && table?.rated !== true;
}
