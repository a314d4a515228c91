// Entry of the one-bundle build: shell/src/bootstrap.tsx without the federation start
// (no /remotes.json, no remote preload); everything else is the shell's own code.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../../../shell/src/app/app';
import { installChunkReloadGuard } from '../../../shell/src/federation/chunk-reload-guard';

installChunkReloadGuard();
const container = document.getElementById('root');
if (!container) throw new Error('[single bundle] index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
