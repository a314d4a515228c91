import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installChunkReloadGuard } from './federation/chunk-reload-guard';
import { initFederation } from './federation/init-federation';
import { preloadRemoteFor } from './federation/preload-current-route';
import { startVitalsAfterFirstPaint } from './vitals/start-vitals';

installChunkReloadGuard();
// Not awaited: the shell paints while /remotes.json is read; remote routes wait for it.
void initFederation();
void preloadRemoteFor(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('[shell] index.html has no #root');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
// Real-user metrics of this page load (issue 19 item 6): their code loads after the page has.
startVitalsAfterFirstPaint();
