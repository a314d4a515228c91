import { css } from '@emotion/react';
import { theme } from '@port/shared/ui/theme';

/** Phone: one column in reading order. From 960 px: two columns sharing the width `left : right`, top-aligned. */
export const twoColumns = (left: number, right: number) => css`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 960px) {
    grid-template-columns: minmax(0, ${left}fr) minmax(0, ${right}fr);
    align-items: start;
  }
`;
