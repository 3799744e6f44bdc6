/** The Web Worker that runs the post-game analysis off the main thread; cancelled by terminating it. */
import { runAnalysis, type AnalysisMessage, type AnalysisRequest } from './analysis-protocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<AnalysisRequest>) => void) | null;
  postMessage(message: AnalysisMessage): void;
};

scope.onmessage = (event) =>
  void runAnalysis(
    event.data,
    (message) => scope.postMessage(message),
    async () => true,
  );
