/**
 * The messages between the replay page and the analysis worker, and the worker's whole job (`runAnalysis`),
 * kept here so that it also runs in-thread where there is no Worker (tests). The request carries the record
 * itself: the worker opens it and judges each move from its mover's view (games/history/analysis.ts).
 */
import type { Seat } from '../../games/shared/contract';
import { searchCoreOf } from '../../games/search-cores';
import { analyseMove, moveSeed, type AnalysisBudget, type MoveAnalysis } from '../../games/history/analysis';
import { openRecord } from '../../games/history/history';

export interface AnalysisRequest {
  record: unknown;
  viewer: Seat | null;
  budget: AnalysisBudget;
  seed: string;
}

export type AnalysisMessage =
  | { kind: 'start'; total: number }
  | { kind: 'move'; result: MoveAnalysis; done: number; total: number }
  | { kind: 'done' }
  | { kind: 'error'; message: string };

/** Analyses every move, posting a message per move; `next` decides when the next move runs (cancellable). */
export async function runAnalysis(
  request: AnalysisRequest,
  post: (message: AnalysisMessage) => void,
  next: () => Promise<boolean>,
): Promise<void> {
  try {
    const history = openRecord(request.record, request.viewer);
    const core = searchCoreOf(history.game);
    if (!core) throw new Error(`no search core for ${history.game}`);
    const total = history.positions.length;
    post({ kind: 'start', total });
    for (const [n, position] of history.positions.entries()) {
      if (!(await next())) return;
      post({
        kind: 'move',
        result: analyseMove(core, position, request.budget, moveSeed(request.seed, n)),
        done: n + 1,
        total,
      });
    }
    post({ kind: 'done' });
  } catch (error) {
    post({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
  }
}
