import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@port/shared/ui/not-found-page';
import { OpenAccountCreatePage } from './pages/open-account-create-page';
import { OpenAccountLandingPage } from './pages/open-account-landing-page';

/** Exposed as `oa/OaRoutes`, mounted by the shell below `/oa-landing` (decision record 001). */
export default function OaRoutes() {
  return (
    <Routes>
      <Route index element={<OpenAccountLandingPage />} />
      <Route path="create" element={<OpenAccountCreatePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
