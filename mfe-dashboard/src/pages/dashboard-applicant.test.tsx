import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { otherPaths, portAggregationPaths } from '@port/shared/contracts/api-paths';
import { fakeApi, ok } from '@port/shared/test/msw';
import { renderAt } from '@port/shared/test/render';
import { planList, plansSummary, visualStatus } from '../test/fixtures';
import { DashboardPage } from './dashboard-page';

const ARTICLES = '/api/cms/public/cms/article/tag?page=1&limit=4&tags_slug=investment';

describe('dashboard of a customer whose account is not open yet (issue 13 item 8, review item 7)', () => {
  it('an application waiting for approval: where it stands and what can be opened, no zero figures, empty plans or advisor', async () => {
    const empty = plansSummary();
    empty.asset_summary = { ...empty.asset_summary, aum: 0, cost: 0, total_pl: 0, unrealized_pl: 0 };
    fakeApi()
      .on(
        'GET',
        portAggregationPaths.planList,
        ok(planList({ accounts: [], visual_status: visualStatus({ oa: 'ACCOUNT_SUBMITTED', port: 'ACCOUNT_SUBMITTED' }) })),
      )
      .on('GET', portAggregationPaths.analyzer, ok(empty))
      .on('GET', portAggregationPaths.commonConfig, ok({ plan_list: { analyzer: { enable: true } } }))
      .on('GET', otherPaths.serviceLevel, ok(null))
      .on('GET', otherPaths.advisor, ok(null))
      .on('GET', ARTICLES, ok({ article_list: [], total_page: 0 }));
    renderAt(<DashboardPage />);
    expect(await screen.findByTestId('account-status')).toBeTruthy();
    expect(screen.getByTestId('can-oa')).toBeTruthy();
    expect(screen.queryByTestId('asset-summary')).toBeNull();
    expect(screen.queryByTestId('plan-list')).toBeNull();
    expect(screen.queryByTestId('investment-proportion')).toBeNull();
    expect(screen.queryByTestId('advisor')).toBeNull();
    expect(screen.queryByRole('link', { name: 'วิเคราะห์พอร์ตการลงทุน' })).toBeNull();
  });

  it.each(['ACCOUNT_REJECTED', 'ACCOUNT_NEED_INFO', 'ACCOUNT_LACK_INFO'] as const)(
    'an application sent back (%s): the card leads to correcting it, and no other account is offered (issue 22 item 1)',
    async (oa) => {
      fakeApi()
        .on(
          'GET',
          portAggregationPaths.planList,
          ok(
            planList({
              accounts: [],
              can_oa: { ...planList().can_oa, omnibus: 'READY' },
              visual_status: visualStatus({ oa, port: oa, options: { ...visualStatus().options, reject_reason: 'ที่อยู่ไม่ครบถ้วน' } }),
            }),
          ),
        )
        .on('GET', portAggregationPaths.analyzer, ok(plansSummary()))
        .on('GET', portAggregationPaths.commonConfig, ok({ plan_list: { analyzer: { enable: true } } }))
        .on('GET', otherPaths.serviceLevel, ok(null))
        .on('GET', otherPaths.advisor, ok(null))
        .on('GET', ARTICLES, ok({ article_list: [], total_page: 0 }));
      renderAt(<DashboardPage />);
      await screen.findByTestId('account-status');
      const items = await screen.findAllByTestId('account-status-item');
      expect(items.map((i) => i.dataset.status)).toEqual([oa]);
      expect(items[0]!.textContent).toContain('ที่อยู่ไม่ครบถ้วน');
      expect(screen.getByRole('link', { name: 'แก้ไขข้อมูล' }).getAttribute('href')).toBe('/oa-landing/create');
      expect(screen.queryByTestId('can-oa')).toBeNull();
      expect(screen.queryByText('เปิดบัญชีเพิ่มเติม')).toBeNull();
    },
  );
});
