import { css } from '@emotion/react';
import { tokens } from '../app/tokens';
import { HEADER_TWO_ROW_MAX_WIDTH } from './header-style';

/**
 * The main area fills the viewport below the header, so the footer starts below the fold: its
 * data from /api/fnds arriving later never moves anything the user sees (CLS budget).
 */
export const layoutFrameStyle = css`
  color: ${tokens.color.text};
  background: ${tokens.color.surface};
`;

/** Default layout: the header's height (64 or 112 px, + 1 px border) is taken off the main area. */
export const withHeaderStyle = css`
  --port-header-height: 65px;
  @media (max-width: ${HEADER_TWO_ROW_MAX_WIDTH}px) {
    --port-header-height: 113px;
  }
`;
