import { css } from '@emotion/react';
import { tokens } from '../app/tokens';

/** The frame of the shell's own pages (errors, maintenance, over capacity): one column of fixed width, centred. */
export const pageFrame = (maxWidthPx: number, topSpace: number) => css`
  max-width: ${maxWidthPx}px;
  margin: ${tokens.space(topSpace)} auto;
  padding: 0 ${tokens.space(4)};
  display: grid;
  gap: ${tokens.space(4)};
  p {
    margin: 0;
  }
`;

/** Shared frame of the maintenance and over-capacity pages: centred, fixed width, no data calls. */
export const statusPageStyle = css`
  ${pageFrame(560, 16)}
  text-align: center;
  justify-items: center;
`;
