import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@port/shared/ui/not-found-page';
import { PlanListPage } from './pages/plan-list-page';
import { PlanSelectOverviewPage } from './pages/plan-select-overview-page';
import { PlanCreatePage } from './pages/plan-create-page';
import { PlanReviewPage } from './pages/plan-review-page';
import { PlanTypePage } from './pages/plan-type-page';
import { PlaylistPage } from './pages/playlist-page';
import { ServiceLevelPage } from './pages/service-level-page';

/** Exposed as `plan_select/PlanSelectRoutes`, mounted below `/plan-select` (decision record 001). */
export default function PlanSelectRoutes() {
  return (
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
  );
}
