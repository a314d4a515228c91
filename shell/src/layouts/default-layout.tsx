import type { ReactNode } from 'react';
import { ConsentPrompt } from '../global-ui/consent-prompt';
import { ErrorModal } from '../global-ui/error-modal';
import { ErrorToast } from '../global-ui/error-toast';
import { OpenAppModal } from '../global-ui/open-app-modal';
import { SuccessToast } from '../global-ui/success-toast';
import { ToastRegion } from '../global-ui/toast-region';
import { Footer } from './footer';
import { Header } from './header';
import { layoutFrameStyle, withHeaderStyle } from './layout-frame-style';
import { MainContent } from './main-content';
import { SkipLink } from './skip-link';

/** Spec §2 default layout: header, footer, toasts, error modal, consent prompts (+ SDK open-app). */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div css={[layoutFrameStyle, withHeaderStyle]} data-layout="default">
      <SkipLink />
      <ConsentPrompt />
      <Header />
      <MainContent>{children}</MainContent>
      <Footer />
      <ToastRegion>
        <ErrorToast />
        <SuccessToast />
      </ToastRegion>
      <ErrorModal />
      <OpenAppModal />
    </div>
  );
}
