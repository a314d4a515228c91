import type { ReactNode } from 'react';
import { ErrorToast } from '../global-ui/error-toast';
import { ToastRegion } from '../global-ui/toast-region';
import { layoutFrameStyle } from './layout-frame-style';
import { MainContent } from './main-content';
import { SkipLink } from './skip-link';

/** Spec §2 unitholder layout: the page plus the error toast only. */
export function UnitholderLayout({ children }: { children: ReactNode }) {
  return (
    <div css={layoutFrameStyle} data-layout="unitholder">
      <SkipLink />
      <MainContent>{children}</MainContent>
      <ToastRegion>
        <ErrorToast />
      </ToastRegion>
    </div>
  );
}
