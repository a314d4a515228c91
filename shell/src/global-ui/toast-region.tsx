import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { tokens } from '../app/tokens';

const regionStyle = css`
  position: fixed;
  z-index: 900;
  right: ${tokens.space(4)};
  bottom: ${tokens.space(4)};
  width: min(420px, calc(100vw - ${tokens.space(8)}));
  display: grid;
  gap: ${tokens.space(2)};
  pointer-events: none;
  & > * > * {
    pointer-events: auto;
  }
`;

/** Fixed corner for toasts: overlays the page, so showing one never shifts layout. */
export function ToastRegion({ children }: { children: ReactNode }) {
  return <div css={regionStyle}>{children}</div>;
}
