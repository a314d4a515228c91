import { lazy, Suspense } from 'react';
import { formatMoney } from '@port/shared/format/number';
import { DataTable } from '@port/shared/ui/data-table';
import { theme } from '@port/shared/ui/theme';
import { useDividend, type ProjectionInput } from '../api/get-wealth-path';
import { projectionMessages as t } from '../messages';
import { buddhistYear } from '@port/shared/format/axis';
import { numbersTable } from './numbers-table';

const DividendBars = lazy(() => import('./dividend-bars'));
const HEIGHT = 170;

/** Expected dividend per year (spec §1 dividend projection): bars at a glance, the numbers in a table. */
export function DividendSection({ input }: { input: ProjectionInput }) {
  const { data, error } = useDividend(input);
  return (
    <section aria-label={t.dividendTitle} data-testid="dividend" css={{ marginTop: theme.space.md, minHeight: HEIGHT + 60 }}>
      <h3 css={{ fontSize: theme.font.size.md, margin: `0 0 ${theme.space.sm}` }}>{t.dividendTitle}</h3>
      {error ? <p role="status">{t.dividendFailed}</p> : null}
      {data && data.total === 0 ? <p>{t.dividendNone}</p> : null}
      {data && data.total > 0 ? (
        <>
          <p>{t.dividendTotal(formatMoney(data.total))}</p>
          <div style={{ height: HEIGHT }}>
            <Suspense fallback={<div aria-hidden="true" style={{ height: HEIGHT, background: theme.color.surfaceMuted }} />}>
              <DividendBars dividend={data} width={560} height={HEIGHT} />
            </Suspense>
          </div>
          <details>
            <summary>{t.dividendCaption}</summary>
            <DataTable css={numbersTable} caption={t.dividendCaption} columns={[t.dividendYear, t.dividendAmount]}>
              {data.plots.map((p) => (
                <tr key={p.year}>
                  <th scope="row">{buddhistYear(p.year)}</th>
                  <td>{formatMoney(p.amount)}</td>
                </tr>
              ))}
            </DataTable>
          </details>
        </>
      ) : null}
    </section>
  );
}
