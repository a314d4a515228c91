import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installChunkReloadGuard } from './federation/chunk-reload-guard';
import { initFederation } from './federation/init-federation';
import { RemoteRoute } from './federation/remote-route';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

installChunkReloadGuard();
// Not awaited: the shell paints while /remotes.json is read; remote routes wait for it.
void initFederation();

const container = document.getElementById('root');
if (!container) throw new Error('[shell] index.html has no #root');

// Interim route table until the shell's <App /> (shell/src/app/app.tsx) lands.
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="/dashboard/:accountType/:planSlot/proposal-order" element={<RemoteRoute remote="orders" module="./ProposalOrderRoute" />} />
        <Route path="/dashboard/*" element={<RemoteRoute remote="dashboard" module="./DashboardRoutes" />} />
        <Route path="/unitholder/*" element={<RemoteRoute remote="dashboard" module="./UnitholderRoutes" />} />
        <Route path="/plan-select/*" element={<RemoteRoute remote="plan_select" module="./PlanSelectRoutes" />} />
        <Route path="/tax-saving-fund/*" element={<RemoteRoute remote="tsf" module="./TsfRoutes" />} />
        <Route path="/oa-landing/*" element={<RemoteRoute remote="oa" module="./OaRoutes" />} />
        <Route path="*" element={<h1>port</h1>} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
