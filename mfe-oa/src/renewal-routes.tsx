import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@port/shared/ui/not-found-page';
import { PageSkeleton } from '@port/shared/ui/page-skeleton';

// The ten questions load only when the customer opens the renewal.
const RenewSuitabilityPage = lazy(() =>
  import('./pages/renew-suitability-page').then((m) => ({ default: m.RenewSuitabilityPage })),
);
const ReviewKycPage = lazy(() => import('./pages/review-kyc-page').then((m) => ({ default: m.ReviewKycPage })));
const UpdateIdCardPage = lazy(() => import('./pages/update-id-card-page').then((m) => ({ default: m.UpdateIdCardPage })));

/**
 * Exposed as `oa/RenewalRoutes`, mounted by the shell below `/oa-landing/renew` in the default
 * layout behind the auth guard (issue 18): renewing the record of a customer who has an account.
 * The paths are shared/domain/fix-routes' RENEWAL_ROUTES.
 */
export default function RenewalRoutes() {
  return (
    <Routes>
      <Route
        path="suitability"
        element={
          <Suspense fallback={<PageSkeleton />}>
            <RenewSuitabilityPage />
          </Suspense>
        }
      />
      <Route
        path="kyc"
        element={
          <Suspense fallback={<PageSkeleton />}>
            <ReviewKycPage />
          </Suspense>
        }
      />
      <Route
        path="id-card"
        element={
          <Suspense fallback={<PageSkeleton />}>
            <UpdateIdCardPage />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
