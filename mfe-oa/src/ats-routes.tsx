import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@port/shared/ui/not-found-page';
import { PageSkeleton } from '@port/shared/ui/page-skeleton';

const AtsPage = lazy(() => import('./pages/ats-page').then((m) => ({ default: m.AtsPage })));

/**
 * Exposed as `oa/AtsRoutes`, mounted by the shell at `/oa-landing/ats` (shared fix-routes ATS_ROUTE)
 * in the default layout behind the auth guard (issue 22 item 1): the bank account and automatic debit
 * of a customer who has an account.
 */
export default function AtsRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <Suspense fallback={<PageSkeleton />}>
            <AtsPage />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
