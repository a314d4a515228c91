import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import OaRoutes from './oa-routes';
import RenewalRoutes from './renewal-routes';

// Only `rspack serve` gives a remote a page of its own; loaded by the shell, this file never runs.
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <BrowserRouter>
      <Routes>
        <Route path="/oa-landing/renew/*" element={<RenewalRoutes />} />
        <Route path="/oa-landing/*" element={<OaRoutes />} />
      </Routes>
    </BrowserRouter>,
  );
}
