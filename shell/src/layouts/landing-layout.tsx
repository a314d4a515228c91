import type { ReactNode } from 'react';
import { Footer } from './footer';
import { layoutFrameStyle } from './layout-frame-style';
import { MainContent } from './main-content';
import { SkipLink } from './skip-link';

/** Spec §2 landing layout: footer only. */
export function LandingLayout({ children }: { children: ReactNode }) {
  return (
    <div css={layoutFrameStyle} data-layout="landing">
      <SkipLink />
      <MainContent>{children}</MainContent>
      <Footer />
    </div>
  );
}
