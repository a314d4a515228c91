import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@port/shared/ui/not-found-page';
import { PageSkeleton } from '@port/shared/ui/page-skeleton';
import { PlanListPage } from './pages/plan-list-page';
import { PlanSelectOverviewPage } from './pages/plan-select-overview-page';
import { PlanCreatePage } from './pages/plan-create-page';
import { PlanTypePage } from './pages/plan-type-page';

// The pages a first visit lands on (the overview, the plan types, the create form: Lighthouse routes
// of issue 19) are in the exposed chunk; the review step, playlists and service levels load when
// first visited (decision record 012).
const PlanReviewPage = lazy(() => import('./pages/plan-review-page').then((m) => ({ default: m.PlanReviewPage })));
const PlaylistPage = lazy(() => import('./pages/playlist-page').then((m) => ({ default: m.PlaylistPage })));
const ServiceLevelPage = lazy(() => import('./pages/service-level-page').then((m) => ({ default: m.ServiceLevelPage })));

/** Exposed as `plan_select/PlanSelectRoutes`, mounted below `/plan-select` (decision record 001). */
export default function PlanSelectRoutes() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        <Route index element={<PlanSelectOverviewPage />} />
        <Route path="plans" element={<PlanListPage />} />
        <Route path="plans/:planType" element={<PlanTypePage />} />
        <Route path="plans/:planType/create" element={<PlanCreatePage />} />
        <Route path="plans/:planType/review" element={<PlanReviewPage />} />
        <Route path="playlists/:playlistType" element={<PlaylistPage />} />
        <Route path="sla/:slaType" element={<ServiceLevelPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
