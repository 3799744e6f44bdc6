// Starts server/tournaments/swiss-pairing-worker.ts in a worker thread: workers do not inherit tsx's loader, so register it here.
import { register } from 'tsx/esm/api';

register();
await import('./swiss-pairing-worker.ts');
