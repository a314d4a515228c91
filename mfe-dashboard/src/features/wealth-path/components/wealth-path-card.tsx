import { ThaiDate } from '@port/shared/ui/thai-date';
import type { WealthPath } from '@port/shared/contracts/wealth-path';
import { formatMoney } from '@port/shared/format/number';
import { LazyLineChart } from '../../../components/charts/lazy-line-chart';
import { SectionCard } from '@port/shared/ui/section-card';
import { SectionError } from '@port/shared/ui/section-error';
import { SkeletonBlock } from '@port/shared/ui/skeleton-block';
import { ScrollRegion } from '@port/shared/ui/scroll-region';
import type { Resource } from '@port/shared/http/resource';
import { WEALTH_PATH_MESSAGES as M } from '../messages';
import { MonthlyNote } from './monthly-note';
import { pathRows } from '../model/wealth-path-view';
import { theme } from '@port/shared/ui/theme';

interface Props {
  wealthPath: Resource<WealthPath>;
  /** The plan's own current value (its summary's aum): where the path starts. */
  currentValue: number;
  /** The plan's monthly amount, which the path adds. */
  contribution: number;
  /** The plan's goal_money (goal and goe plans); null when it has none (then the projection's median is shown). */
  goalMoney: number | null;
  /** Whether the monthly amount is set up as monthly investing (DCA match); null when the plan has no monthly amount. */
  monthlySetUp?: boolean | null;
  /** Where the monthly investing is set up (the plan page's DCA form). */
  setUpHref?: string;
  onRetry: () => void;
}

const CHART_HEIGHT = 220;
const LINES = [
  { key: 'expected', color: theme.chart.line.expected, dashed: false, label: M.expected },
  { key: 'lower', color: theme.chart.line.lower, dashed: true, label: M.lower },
  { key: 'upper', color: theme.chart.line.upper, dashed: true, label: M.upper },
  { key: 'target', color: theme.chart.line.target, dashed: false, label: M.targetLine },
] as const;

/** Text legend: every line is named in words and drawn solid or dashed, never colour only. */
function Legend() {
  return (
    <ul
      data-testid="wealth-path-legend"
      css={{
        listStyle: 'none',
        padding: 0,
        margin: `${theme.space.sm} 0`,
        display: 'flex',
        flexWrap: 'wrap',
        gap: `${theme.space.xs} ${theme.space.md}`,
      }}
    >
      {LINES.map((l) => (
        <li key={l.key} css={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <svg width="24" height="8" aria-hidden="true">
            <line x1="0" y1="4" x2="24" y2="4" stroke={l.color} strokeWidth="2" strokeDasharray={l.dashed ? '4 3' : undefined} />
          </svg>
          {l.label}
          {l.dashed ? ` ${M.dashed}` : ''}
        </li>
      ))}
    </ul>
  );
}

/** Current value vs goal over time (spec §3 wealth path), from today's value, with the projection as a table too. */
export function WealthPathCard({ wealthPath, currentValue, contribution, goalMoney, onRetry, monthlySetUp, setUpHref }: Props) {
  const w = wealthPath.data;
  const time = (iso: string) => new Date(iso).getTime();
  const target = goalMoney ?? w?.target.amount ?? 0;
  const rows = w ? pathRows(w, currentValue, contribution) : [];
  const color = (key: (typeof LINES)[number]['key']) => LINES.find((l) => l.key === key)?.color ?? theme.color.text;
  const line = (key: 'expected' | 'lower' | 'upper') => rows.map((r) => ({ x: time(r.date), y: r[key] }));
  return (
    <SectionCard title={M.title} minHeight={CHART_HEIGHT + 160} testId="wealth-path">
      {wealthPath.error ? (
        <SectionError error={wealthPath.error} title={M.loadFailed} onRetry={onRetry} />
      ) : !w ? (
        <SkeletonBlock height={CHART_HEIGHT + 120} label={M.title} />
      ) : (
        <>
          <p data-testid="wealth-path-current" css={{ margin: 0 }}>
            {M.current} {formatMoney(currentValue)} {M.baht}
          </p>
          <p data-testid="wealth-path-target" css={{ margin: 0 }}>
            {goalMoney !== null ? M.target : M.medianAtGoalDate} {formatMoney(target)} {M.baht} (
            <ThaiDate value={w.target.date} />)
          </p>
          <p css={{ margin: 0, color: theme.color.textMuted, fontSize: theme.font.size.sm }}>
            {M.basis(formatMoney(contribution))}
          </p>
          <MonthlyNote setUp={monthlySetUp ?? null} href={setUpHref} />
          <Legend />
          <LazyLineChart
            width={600}
            height={CHART_HEIGHT}
            yMax={Math.max(w.graph_upper_bound, target)}
            yTitle={M.yAxis}
            xTitle={M.xAxis}
            series={[
              { key: 'expected', color: color('expected'), points: line('expected') },
              { key: 'lower', color: color('lower'), dashed: true, points: line('lower') },
              { key: 'upper', color: color('upper'), dashed: true, points: line('upper') },
              {
                key: 'target',
                color: color('target'),
                points: [
                  { x: time(w.current.date), y: target },
                  { x: time(w.target.date), y: target },
                ],
              },
            ]}
          />
          <details>
            <summary>{M.tableCaption}</summary>
            <ScrollRegion label={M.tableCaption}>
              <table data-testid="wealth-path-table">
                <caption>{M.tableCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{M.date}</th>
                    <th scope="col">{M.invested}</th>
                    <th scope="col">{M.lower}</th>
                    <th scope="col">{M.expected}</th>
                    <th scope="col">{M.upper}</th>
                    <th scope="col">{M.targetLine}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.date}>
                      <th scope="row">
                        <ThaiDate value={r.date} />
                      </th>
                      <td>{formatMoney(r.invested)}</td>
                      <td>{formatMoney(r.lower)}</td>
                      <td>{formatMoney(r.expected)}</td>
                      <td>{formatMoney(r.upper)}</td>
                      <td>{formatMoney(target)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </details>
        </>
      )}
    </SectionCard>
  );
}
