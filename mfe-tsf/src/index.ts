// Async boundary: the shared singletons are negotiated before any module that imports them runs.
import('./bootstrap').catch((error: unknown) => {
  console.error('[remote] standalone start failed', error);
});
