import { css } from '@emotion/react';
import { theme } from '@port/shared/ui/theme';

/** The projection's tables of numbers: right-aligned tabular figures, the row heading on the left. */
export const numbersTable = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.font.size.sm};
  caption {
    text-align: left;
  }
  th,
  td {
    padding: ${theme.space.xs};
    text-align: right;
    border-bottom: 1px solid ${theme.color.divider};
    font-variant-numeric: tabular-nums;
  }
  th:first-of-type {
    text-align: left;
  }
`;
