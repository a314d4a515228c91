import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import CheckoutPanel from './checkout-panel';
import ProposalOrderRoute from './proposal-order-route';

const DEMO_PLAN = { plan_id: 'demo', account_type: 'omnibus', plan_slot: 1, plan_name: 'แผนทดลอง' } as const;

// Only `rspack serve` gives a remote a page of its own; loaded by the shell, this file never runs.
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <BrowserRouter>
      <Routes>
        <Route path="/dashboard/:accountType/:planSlot/proposal-order" element={<ProposalOrderRoute />} />
        <Route path="*" element={<CheckoutPanel plan={DEMO_PLAN} mode="topup" />} />
      </Routes>
    </BrowserRouter>,
  );
}
