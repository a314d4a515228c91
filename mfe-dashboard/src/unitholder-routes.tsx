import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageSkeleton } from '@port/shared/ui/page-skeleton';

const UnitholderPage = lazy(() => import('./pages/unitholder-page'));

/** Routes below /unitholder (spec §2); the agent account id is optional. */
export default function UnitholderRoutes() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        <Route index element={<UnitholderPage />} />
        <Route path=":agentAccountId" element={<UnitholderPage />} />
      </Routes>
    </Suspense>
  );
}
