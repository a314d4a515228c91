import { describe, expect, it } from 'vitest';
import { VITALS_ROUTES, vitalsReportSchema } from '@port/shared/contracts/vitals';
import { routeTable } from '../routes/route-table';
import { vitalsContext } from './vitals-context';
import { vitalsReport } from './vitals-reporter';

const versions: Record<string, string> = { dashboard: '1.4.0', tsf: '2.0.1' };
const versionOf = (remote: string) => versions[remote] ?? null;

describe('real-user metrics name the route-table path, its remote and that remote’s version (issue 19 item 6)', () => {
  it('the contract’s route list is the route table’s', () => {
    expect([...VITALS_ROUTES].sort()).toEqual(routeTable.map((entry) => entry.path).sort());
  });

  it('a deep link with an id reports its prefix, never the URL', () => {
    expect(vitalsContext('/dashboard/omnibus/1', versionOf)).toEqual({
      route: '/dashboard/*',
      remote: 'dashboard',
      version: '1.4.0',
    });
    expect(vitalsContext('/tax-saving-fund', versionOf)?.remote).toBe('tsf');
  });

  it('a shell page has no remote; a remote missing from /remotes.json is not measured', () => {
    expect(vitalsContext('/', versionOf)).toEqual({ route: '/', remote: null, version: null });
    expect(vitalsContext('/no-such-page', versionOf)).toEqual({ route: '*', remote: null, version: null });
    expect(vitalsContext('/plan-select', versionOf)).toBeNull();
  });

  it('the report the reporter sends passes the server’s contract', () => {
    const context = vitalsContext('/dashboard', versionOf)!;
    const report = vitalsReport(
      context,
      new Map([
        ['LCP', 1834.23456],
        ['CLS', 0.0123456],
      ]),
    );
    expect(vitalsReportSchema.parse(report).metrics).toEqual([
      { name: 'LCP', value: 1834.235 },
      { name: 'CLS', value: 0.012 },
    ]);
    expect(vitalsReport(context, new Map())).toBeNull();
  });
});
