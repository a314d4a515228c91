import type { ReactNode } from 'react';

interface Props {
  caption: ReactNode;
  /** Column headings, left to right. */
  columns: readonly string[];
  /** The body rows (`<tr>`s). */
  children: ReactNode;
  className?: string;
  testId?: string;
}

/** A captioned table with column headings (`scope="col"`); styling comes from the caller's `css`. */
export function DataTable({ caption, columns, children, className, testId }: Props) {
  return (
    <table className={className} data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
