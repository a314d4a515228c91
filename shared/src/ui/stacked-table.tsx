import { css } from '@emotion/react';
import { theme, visuallyHidden } from './theme';

/** Below this width a wide table stacks each row into a block, so nothing is cut off at 390 px (issue 13 item 11). */
export const NARROW = '@media (max-width: 640px)';

/**
 * The cells of a stacked table (inside `NARROW`): the column headings are read by screen readers
 * only, and each cell shows its `data-label` on the left of its value. The table's own rules say
 * how its rows stack (as blocks or on a grid); these come after them.
 */
export const labelledCells = css`
  thead {
    ${visuallyHidden}
  }
  td {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space.sm};
  }
  td::before {
    content: attr(data-label);
    color: ${theme.color.textMuted};
    text-align: left;
  }
`;
