import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DashboardPage } from './pages/dashboard-page';
import { NotFoundPage } from './pages/not-found-page';
import { PageSkeleton } from '@port/shared/ui/page-skeleton';

// /dashboard itself is in the exposed chunk; every other page loads when first visited.
const AnalyzerPage = lazy(() => import('./pages/analyzer-page'));
const PlanListPage = lazy(() => import('./pages/plan-list-page'));
const PlanDetailPage = lazy(() => import('./pages/plan-detail-page'));
const AutomaticAllocationPage = lazy(() => import('./pages/automatic-allocation-page'));
const PlanByIdPage = lazy(() => import('./pages/plan-by-id-page'));
const PraContactPage = lazy(() => import('./pages/pra-contact-page'));
const PlanFundsPage = lazy(() => import('./pages/plan-funds-page'));

/** Routes below /dashboard (spec §2); the proposal-order paths belong to the orders remote. */
export default function DashboardRoutes() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        <Route index element={<DashboardPage />} />
        <Route path="analyzer" element={<AnalyzerPage view="summary" />} />
        <Route path="analyzer/overview" element={<AnalyzerPage view="overview" />} />
        <Route path="analyzer/mutual-funds" element={<AnalyzerPage view="mutual-funds" />} />
        <Route path="omnibus" element={<PlanListPage accountType="omnibus" />} />
        <Route path="omnibus/:planSlot" element={<PlanDetailPage accountType="omnibus" />} />
        <Route path="omnibus/:planSlot/automatic-allocation" element={<AutomaticAllocationPage accountType="omnibus" />} />
        <Route path="omnibus/:planSlot/contact" element={<PraContactPage accountType="omnibus" />} />
        <Route path="omnibus/:planSlot/funds" element={<PlanFundsPage accountType="omnibus" />} />
        <Route path="segregate" element={<PlanListPage accountType="segregate" />} />
        <Route path="segregate/:planSlot" element={<PlanDetailPage accountType="segregate" />} />
        <Route path="segregate/:planSlot/contact" element={<PraContactPage accountType="segregate" />} />
        <Route path="segregate/:planSlot/funds" element={<PlanFundsPage accountType="segregate" />} />
        <Route path="plan-id" element={<PlanByIdPage />} />
        <Route path="plan-id/:planId" element={<PlanByIdPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
