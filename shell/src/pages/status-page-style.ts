import { css } from '@emotion/react';
import { tokens } from '../app/tokens';

/** Shared frame of the maintenance and over-capacity pages: centred, fixed width, no data calls. */
export const statusPageStyle = css`
  max-width: 560px;
  margin: ${tokens.space(16)} auto;
  padding: 0 ${tokens.space(4)};
  display: grid;
  gap: ${tokens.space(4)};
  p {
    margin: 0;
  }
  text-align: center;
  justify-items: center;
`;
