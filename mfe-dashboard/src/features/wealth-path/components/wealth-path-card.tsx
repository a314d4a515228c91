import type { WealthPath } from '@port/shared/contracts/wealth-path';
import { formatDate } from '@port/shared/format/date';
import { formatMoney } from '@port/shared/format/number';
import { LazyLineChart } from '../../../components/charts/lazy-line-chart';
import { SectionCard } from '../../../components/section-card';
import { SectionError } from '../../../components/section-error';
import { SkeletonBlock } from '../../../components/skeleton-block';
import type { Resource } from '../../../lib/resource';
import { WEALTH_PATH_MESSAGES as M } from '../messages';

interface Props {
  wealthPath: Resource<WealthPath>;
  onRetry: () => void;
}

const CHART_HEIGHT = 180;

/** Current vs target over time (spec §3 wealth path), with the projection as a table too. */
export function WealthPathCard({ wealthPath, onRetry }: Props) {
  const w = wealthPath.data;
  const time = (iso: string) => new Date(iso).getTime();
  return (
    <SectionCard title={M.title} minHeight={CHART_HEIGHT + 120} testId="wealth-path">
      {wealthPath.error ? (
        <SectionError error={wealthPath.error} title={M.loadFailed} onRetry={onRetry} />
      ) : !w ? (
        <SkeletonBlock height={CHART_HEIGHT + 60} label={M.title} />
      ) : (
        <>
          <p data-testid="wealth-path-current">
            {M.current} {formatMoney(w.current.amount)} {M.baht} ({formatDate(w.current.date)})
          </p>
          <p data-testid="wealth-path-target">
            {M.target} {formatMoney(w.target.amount)} {M.baht} ({formatDate(w.target.date)})
          </p>
          <LazyLineChart
            width={600}
            height={CHART_HEIGHT}
            yMax={w.graph_upper_bound}
            series={[
              { key: 'expected', color: '#1f6feb', points: w.plots.map((p) => ({ x: time(p.date), y: p.expected })) },
              { key: 'lower', color: '#8c959f', dashed: true, points: w.plots.map((p) => ({ x: time(p.date), y: p.lower })) },
              { key: 'upper', color: '#2da44e', dashed: true, points: w.plots.map((p) => ({ x: time(p.date), y: p.upper })) },
              {
                key: 'target',
                color: '#b3261e',
                points: [
                  { x: time(w.current.date), y: w.target.amount },
                  { x: time(w.target.date), y: w.target.amount },
                ],
              },
            ]}
          />
          <details>
            <summary>{M.tableCaption}</summary>
            <table>
              <caption>{M.tableCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{M.date}</th>
                  <th scope="col">{M.lower}</th>
                  <th scope="col">{M.expected}</th>
                  <th scope="col">{M.upper}</th>
                </tr>
              </thead>
              <tbody>
                {w.plots.map((p) => (
                  <tr key={p.date}>
                    <th scope="row">{formatDate(p.date)}</th>
                    <td>{formatMoney(p.lower)}</td>
                    <td>{formatMoney(p.expected)}</td>
                    <td>{formatMoney(p.upper)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </SectionCard>
  );
}
