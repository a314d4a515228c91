import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@port/shared/ui/not-found-page';
import { TaxSavingLandingPage } from './pages/tax-saving-landing-page';

/** Exposed as `tsf/TsfRoutes`, mounted by the shell below `/tax-saving-fund` (decision record 001). */
export default function TsfRoutes() {
  return (
    <Routes>
      <Route index element={<TaxSavingLandingPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
