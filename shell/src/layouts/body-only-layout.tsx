import type { ReactNode } from 'react';
import { layoutFrameStyle } from './layout-frame-style';
import { MainContent } from './main-content';
import { SkipLink } from './skip-link';

/** Spec §2 body-only layout: the page and nothing that calls the server. */
export function BodyOnlyLayout({ children }: { children: ReactNode }) {
  return (
    <div css={layoutFrameStyle} data-layout="body-only">
      <SkipLink />
      <MainContent>{children}</MainContent>
    </div>
  );
}
