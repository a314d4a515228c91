import { css } from '@emotion/react';
import { formatMoney, formatPercent } from '@port/shared/format/number';
import type { ChartSlice } from './chart-slice';
import { captionedTable, ColumnHeads } from '@port/shared/ui/data-table';
import { theme } from '@port/shared/ui/theme';
import { ThaiText } from '@port/shared/ui/thai-text';
import { ScrollRegion } from '@port/shared/ui/scroll-region';
import { sumBaht } from '@port/shared/domain/satang';

interface Props {
  caption: string;
  slices: readonly ChartSlice[];
  /** Amount per slice in THB, shown when known. */
  amounts?: Readonly<Record<string, number>>;
  labels: { name: string; weight: string; amount: string; total?: string };
}

/** Sum of amounts in satang, so that 0.1 + 0.2 is 0.30 (money is never summed as floats). */
/** Percentages added in hundredths, so the column adds to what the rows show. */
const percentSum = (values: number[]) => values.reduce((s, v) => s + Math.round(v * 100), 0) / 100;

const table = css`
  ${captionedTable}
  th,
  td {
    padding: 4px 6px;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  /* Only the name column is left-aligned; 'สัดส่วน' and amounts align right, header and cells alike. */
  th:first-of-type {
    text-align: left;
  }
`;
const swatch = (color: string) => css`
  display: inline-block;
  width: 10px;
  height: 10px;
  border-radius: 2px;
  margin-right: 6px;
  background: ${color};
`;

/**
 * The chart's numbers as a table: what a screen reader reads, and the legend for everyone. Like every
 * data table it sits in a scroll region, so a narrow screen or a wider fallback font scrolls the
 * table and never the page.
 */
export function ProportionTable({ caption, slices, amounts, labels }: Props) {
  return (
    <ScrollRegion label={caption}>
      <table css={table}>
        <caption>{caption}</caption>
        <ColumnHeads columns={amounts ? [labels.name, labels.weight, labels.amount] : [labels.name, labels.weight]} />
        <tbody>
          {slices.map((s) => (
            <tr key={s.key}>
              <th scope="row" css={{ fontWeight: theme.font.weight.regular }}>
                <span css={swatch(s.color)} aria-hidden="true" />
                <ThaiText>{s.label}</ThaiText>
              </th>
              <td>{formatPercent(s.value)}</td>
              {amounts ? <td>{formatMoney(amounts[s.key] ?? 0)}</td> : null}
            </tr>
          ))}
        </tbody>
        {amounts && labels.total ? (
          <tfoot>
            <tr data-testid="proportion-total">
              <th scope="row">{labels.total}</th>
              <td>{formatPercent(percentSum(slices.map((s) => s.value)))}</td>
              <td>{formatMoney(sumBaht(slices.map((s) => amounts[s.key] ?? 0)))}</td>
            </tr>
          </tfoot>
        ) : null}
      </table>
    </ScrollRegion>
  );
}
