/**
 * Starts an analysis in a Web Worker (a fresh one per analysis, terminated to cancel), or in-thread where
 * there is no Worker, one move per task so that cancelling still works. Returns the cancel function.
 */
import { runAnalysis, type AnalysisMessage, type AnalysisRequest } from './analysis-protocol';

export function startAnalysis(request: AnalysisRequest, listener: (message: AnalysisMessage) => void): () => void {
  if (typeof Worker === 'undefined') {
    let cancelled = false;
    const next = () => new Promise<boolean>((resolve) => setTimeout(() => resolve(!cancelled), 0));
    void runAnalysis(request, (message) => !cancelled && listener(message), next);
    return () => {
      cancelled = true;
    };
  }
  const worker = new Worker(new URL('./analysis-worker.ts', import.meta.url), { type: 'module' });
  worker.addEventListener('message', (event: MessageEvent<AnalysisMessage>) => listener(event.data));
  worker.addEventListener('error', (event) =>
    listener({ kind: 'error', message: event.message || 'the analysis worker crashed' }),
  );
  worker.postMessage(request);
  return () => worker.terminate();
}
