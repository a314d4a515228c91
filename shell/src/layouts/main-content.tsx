import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { tokens } from '../app/tokens';

const mainStyle = css`
  min-height: calc(100vh - var(--port-header-height, 0px));
  width: 100%;
  max-width: ${tokens.maxWidth};
  margin: 0 auto;
  padding: ${tokens.space(6)} ${tokens.space(4)};
  box-sizing: border-box;
  &:focus {
    outline: none;
  }
`;

/** The skip link's target; focusable by script only so it never joins the tab order. */
export function MainContent({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} css={mainStyle}>
      {children}
    </main>
  );
}
