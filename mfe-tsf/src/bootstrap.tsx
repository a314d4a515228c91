import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import TsfRoutes from './tsf-routes';

// Only `rspack serve` gives a remote a page of its own; loaded by the shell, this file never runs.
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <BrowserRouter>
      <Routes>
        <Route path="/tax-saving-fund/*" element={<TsfRoutes />} />
      </Routes>
    </BrowserRouter>,
  );
}
