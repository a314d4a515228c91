import type { ReactNode } from 'react';
import { useUiState } from '@port/shared/bus/use-ui-state';
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

/**
 * Spec §2 default layout: header, footer, toasts, error modal, consent prompts (+ SDK open-app).
 * In SDK mode (the mobile app's webview) the host app has its own chrome: no header navigation,
 * sign-out or footer here, only the page, its messages and the open-app modal (issue 13 item 16).
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const sdk = useUiState((state) => state.sdk);
  return (
    <div css={sdk ? layoutFrameStyle : [layoutFrameStyle, withHeaderStyle]} data-layout="default">
      {sdk ? null : <SkipLink />}
      <ConsentPrompt />
      {sdk ? null : <Header />}
      <MainContent>{children}</MainContent>
      {sdk ? null : <Footer />}
      <ToastRegion>
        <ErrorToast />
        <SuccessToast />
      </ToastRegion>
      <ErrorModal />
      <OpenAppModal />
    </div>
  );
}
