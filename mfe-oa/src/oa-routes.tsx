import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@port/shared/ui/not-found-page';
import { PageSkeleton } from '@port/shared/ui/page-skeleton';
import { OpenAccountLandingPage } from './pages/open-account-landing-page';

// The six-step form (and the suitability questions) load only when the customer starts an application.
const OpenAccountCreatePage = lazy(() =>
  import('./pages/open-account-create-page').then((m) => ({ default: m.OpenAccountCreatePage })),
);

/** Exposed as `oa/OaRoutes`, mounted by the shell below `/oa-landing` (decision record 001). */
export default function OaRoutes() {
  return (
    <Routes>
      <Route index element={<OpenAccountLandingPage />} />
      <Route
        path="create"
        element={
          <Suspense fallback={<PageSkeleton />}>
            <OpenAccountCreatePage />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
