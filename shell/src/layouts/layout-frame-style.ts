import { css } from '@emotion/react';
import { tokens } from '../app/tokens';

/** Full-height column so the footer stays at the bottom without layout shift. */
export const layoutFrameStyle = css`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  color: ${tokens.color.text};
  background: ${tokens.color.surface};
`;
