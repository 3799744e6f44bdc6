/**
 * Mounts the React app: a game page's chunks start loading first, each in a task of its own, and the
 * first render is a transition, so React renders it in slices instead of one long task
 * (docs/performance.md#route-chunks-first).
 */
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, routeChunkLoads } from './App';
import { LanguageProvider } from './i18n/LanguageProvider';
import { parseRoute } from './router';
import './styles.css';

const root = createRoot(document.getElementById('root') as HTMLElement);
// Timers of the same delay run in the order they were set: the loads, then the render.
for (const load of routeChunkLoads(parseRoute(window.location.pathname))) setTimeout(load);
setTimeout(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <LanguageProvider>
          <App />
        </LanguageProvider>
      </StrictMode>,
    ),
  ),
);
