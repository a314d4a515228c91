import type { ReactNode } from 'react';
import { useUiState } from '@port/shared/bus/use-ui-state';
import { Footer } from './footer';
import { layoutFrameStyle } from './layout-frame-style';
import { MainContent } from './main-content';
import { SkipLink } from './skip-link';

/** Spec §2 landing layout: footer only (none in SDK mode, issue 13 item 16). */
export function LandingLayout({ children }: { children: ReactNode }) {
  const sdk = useUiState((state) => state.sdk);
  return (
    <div css={layoutFrameStyle} data-layout="landing">
      {sdk ? null : <SkipLink />}
      <MainContent>{children}</MainContent>
      {sdk ? null : <Footer />}
    </div>
  );
}
