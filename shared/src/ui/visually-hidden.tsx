import type { ReactNode } from 'react';
import { css } from '@emotion/react';

const hidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/** Text for screen readers only. */
export const VisuallyHidden = ({ children }: { children: ReactNode }) => <span css={hidden}>{children}</span>;
