import { describe, expect, it } from 'vitest';
import { dashboardStatusSchema } from '@port/shared/contracts/enums';
import { statusCard } from '../features/account-status/model/status-cards';
import { planList, visualStatus } from '../test/fixtures';
import { statusContext } from './dashboard-page';
import { dcaIntentOf } from './plan-detail-page';

/**
 * Issue 22 ("fix links name a real place"): every action a dashboard status card offers, with plans
 * in every DCA state and one whose PRA failed, leads to a route with no query, or to a plan page
 * with only the query that page reads (`?dca=set|remove`). A query the target ignores fails here.
 */
describe('status card links name a real place (issue 22; spec §4 statuses)', () => {
  const list = planList({ visual_status: visualStatus({ oa: 'ACCOUNT_APPROVED' }) });
  const plans = list.accounts[0]!.plans;
  const states = ['need-adjustment', 'need-set', 'need-remove'] as const;
  list.accounts[0]!.plans = [...states.map((dca, i) => ({ ...plans[0]!, plan_slot: i + 1, dca_status: dca }))];
  list.accounts[0]!.plans.push({ ...plans[0]!, plan_slot: 9, dca_status: 'match', pra_status: 'PRA_ERROR' });
  const context = statusContext(list, { contact: { phone: '02-000-0000', hours: 'ทุกวัน', company_name: 'x' }, requests: [] })!;
  const hrefs = dashboardStatusSchema.options.flatMap((status) => {
    const href = statusCard(status, list.visual_status.options, { ...context, oaStatus: 'ACCOUNT_APPROVED' }).action?.href;
    return href ? [{ status, href }] : [];
  });

  it('the DCA and PRA cards lead to their plan, each to the page that resolves it', () => {
    const of = (status: string) => hrefs.find((h) => h.status === status)?.href;
    expect(of('DCA_NEED_ADJUSTMENT')).toBe('/dashboard/omnibus/1?dca=set');
    expect(of('DCA_NEED_SET')).toBe('/dashboard/omnibus/2?dca=set');
    expect(of('DCA_NEED_REMOVE')).toBe('/dashboard/omnibus/3?dca=remove');
    expect(of('PRA_ERROR')).toBe('/dashboard/omnibus/9/contact');
  });

  it('no card carries a query its target ignores', () => {
    const ignored = hrefs.filter(({ href }) => {
      const url = new URL(href, 'http://app');
      const keys = [...url.searchParams.keys()];
      if (keys.length === 0 && !url.hash) return false;
      const planPage = /^\/dashboard\/(omnibus|segregate)\/\d+$/.test(url.pathname);
      return !planPage || url.hash !== '' || keys.some((k) => k !== 'dca') || dcaIntentOf(url.searchParams.get('dca')) === null;
    });
    expect(ignored).toEqual([]);
  });
});
