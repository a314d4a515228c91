// Async boundary: shared singletons (react, react-dom, ...) are negotiated by the Module Federation
// runtime before any code that imports them runs.
import('./bootstrap').catch((error: unknown) => {
  console.error('[shell] start failed', error);
});
