import { startPrefetches } from './federation/prefetch';

// The route's first data calls, marked by the app host, start now: in parallel with the code below.
startPrefetches();

// Async boundary: shared singletons (react, react-dom, ...) are negotiated by the Module Federation
// runtime before any code that imports them runs.
import('./bootstrap').catch((error: unknown) => {
  console.error('[shell] start failed', error);
});
