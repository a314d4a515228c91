import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { ScrollRegion } from './scroll-region';
import { theme } from './theme';

interface Props {
  caption: ReactNode;
  /** Column headings, left to right. */
  columns: readonly string[];
  /** The body rows (`<tr>`s). */
  children: ReactNode;
  className?: string;
  testId?: string;
}

/** A full-width table whose caption reads as its bold heading, on the left; cells are styled by the caller. */
export const captionedTable = css`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: ${theme.font.weight.bold};
    padding-bottom: ${theme.space.xs};
  }
`;

/** The row of column headings (`scope="col"`), left to right. */
export function ColumnHeads({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c) => (
          <th key={c} scope="col">
            {c}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A wide table without a caption in its own scrolling region (named by `label`): column headings, then the body rows. */
export function ScrollTable({ label, columns, children, className, testId }: Omit<Props, 'caption'> & { label: string }) {
  return (
    <ScrollRegion label={label}>
      <table className={className} data-testid={testId}>
        <ColumnHeads columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}

/** A captioned table with column headings (`scope="col"`); styling comes from the caller's `css`. */
export function DataTable({ caption, columns, children, className, testId }: Props) {
  return (
    <table className={className} data-testid={testId}>
      <caption>{caption}</caption>
      <ColumnHeads columns={columns} />
      <tbody>{children}</tbody>
    </table>
  );
}
