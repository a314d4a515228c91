import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getUiStore } from '@port/shared/bus/ui-store';
import { otherPaths, portAggregationPaths } from '@port/shared/contracts/api-paths';
import { fail, fakeApi, ok } from '@port/shared/test/msw';
import type { FakeApi } from '@port/shared/test/msw';
import { renderAt } from '@port/shared/test/render';
import { planList, plansSummary, visualStatus } from '../test/fixtures';
import { DashboardPage } from './dashboard-page';

const ARTICLES = '/api/cms/public/cms/article/tag?page=1&limit=4&tags_slug=investment';

function happyApi(): FakeApi {
  return fakeApi()
    .on('GET', portAggregationPaths.planList, ok(planList()))
    .on('GET', portAggregationPaths.analyzer, ok(plansSummary()))
    .on('GET', portAggregationPaths.commonConfig, ok({ plan_list: { analyzer: { enable: true } } }))
    .on(
      'GET',
      otherPaths.advisor,
      ok({
        display_name_th: 'คุณสมหญิง ใจดี',
        display_name_en: 'Somying',
        license_no: '012345',
        partner: null,
        email: 'somying@example.co.th',
        tel: '021234567',
        line_id: 'somying',
        default: false,
        advisor_type: 'IC',
        advisor_tier: 'senior',
      }),
    )
    .on('GET', otherPaths.serviceLevel, ok(null))
    .on('GET', ARTICLES, ok({ article_list: [], total_page: 0 }));
}

describe('dashboard page', () => {
  it('spec §3/§9: shows the asset summary in Thai number forms with signed P/L and the wealth tier', async () => {
    happyApi();
    renderAt(<DashboardPage />);
    const summary = await screen.findByTestId('asset-summary');
    await waitFor(() => expect(within(summary).getByTestId('summary-aum').textContent).toBe('2,500,000.00'));
    expect(within(summary).getByTestId('summary-cost').textContent).toBe('2,300,000.50 บาท');
    expect(within(summary).getByTestId('summary-total-pl').textContent).toBe('กำไร +215,000.25\u00a0บาท');
    expect(within(summary).getByTestId('summary-unrealized-pl').textContent).toBe('กำไร +199,999.50\u00a0บาท (+8.70%)');
    expect(within(summary).getByTestId('summary-realized-pl').textContent).toMatch(/^ขาดทุน -1,234.50\u00a0บาท/);
    expect(within(summary).getByTestId('summary-realized-trading-pl').textContent).toMatch(/^ไม่เปลี่ยนแปลง 0.00\u00a0บาท/);
    expect(within(summary).getByTestId('summary-dividend').textContent).toBe('15,234.75 บาท');
    // 2,500,000 is at least the PrivateWealth threshold (2,000,000), below PrivateBanking.
    expect(within(summary).getByTestId('wealth-tier').textContent).toBe('ลูกค้าระดับไพรเวทเวลท์'); // review item 7: Thai, one name for the tier
  });

  it('spec §4, issue 13 item 4: lists plans with type, risk, value, P/L and status, and what no plan holds as ทรัพย์สินนอกแผน', async () => {
    happyApi();
    renderAt(<DashboardPage />);
    await waitFor(() => expect(screen.getAllByTestId('plan-row')).toHaveLength(3));
    const [first, second, outside] = screen.getAllByTestId('plan-row');
    // The summary's total is 2,500,000.00; the plans hold 150,000 + 50,000.
    expect(outside!.textContent).toContain('ทรัพย์สินนอกแผน');
    expect(within(outside!).getByTestId('plan-row-aum').textContent).toBe('2,300,000.00 บาท');
    expect(within(first!).getByRole('link', { name: 'แผนเกษียณสุขใจ' }).getAttribute('href')).toBe('/dashboard/omnibus/1');
    expect(first!.textContent).toContain('แผนตามเป้าหมาย');
    expect(first!.textContent).toContain('ความเสี่ยงปานกลางค่อนข้างสูง');
    expect(within(first!).getByTestId('plan-row-aum').textContent).toBe('150,000.00 บาท');
    expect(first!.textContent).toContain('+10,000.00\u00a0บาท (+7.14%)');
    expect(within(first!).getByTestId('plan-row-status').textContent).toBe('รอดำเนินการ');
    expect(within(second!).getByRole('link', { name: 'แผนลดหย่อนภาษี' }).getAttribute('href')).toBe('/dashboard/segregate/1');
    expect(second!.textContent).toContain('-2,000.00\u00a0บาท (-3.85%)');
  });

  it('spec §8: a failing plan list shows its own message while the summary and articles still render', async () => {
    fakeApi()
      .on('GET', portAggregationPaths.planList, fail(500, 'ระบบแผนขัดข้อง'))
      .on('GET', portAggregationPaths.analyzer, ok(plansSummary()))
      .on('GET', portAggregationPaths.commonConfig, ok({}))
      .on('GET', otherPaths.advisor, fail(500, 'x'))
      .on('GET', otherPaths.serviceLevel, fail(500, 'x'))
      .on('GET', ARTICLES, ok({ article_list: [], total_page: 0 }));
    renderAt(<DashboardPage />);
    const planSection = await screen.findByTestId('plan-list');
    await within(planSection).findByText('ระบบแผนขัดข้อง');
    expect(within(planSection).getByText('ไม่สามารถโหลดรายการแผนได้')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('summary-aum').textContent).toBe('2,500,000.00'));
    expect(await screen.findByText('ยังไม่มีบทความแนะนำ')).toBeTruthy();
    // Advisor and service level fall back to empty (spec §8), without an error message.
    await waitFor(() => expect(screen.getByTestId('advisor').textContent).toContain('ยังไม่มีผู้แนะนำการลงทุนประจำตัว'));
    await waitFor(() => expect(screen.getByTestId('service-level').textContent).toBe(''));
    // No open-account list built from missing data ('ยังเปิดบัญชีไม่ได้' five times was misleading).
    expect(screen.queryByTestId('can-oa')).toBeNull();
  });

  it('spec §3: while loading, skeletons hold realistic space and no open-account placeholders show (CLS)', async () => {
    let answer: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      answer = resolve;
    });
    happyApi().on('GET', portAggregationPaths.planList, async () => {
      await arrived;
      return ok(planList());
    });
    renderAt(<DashboardPage />);
    const status = screen.getByTestId('account-status');
    // A status item of the usual shape (title and action) in grey, hidden from screen readers but its status.
    const skeleton = within(status).getByRole('status', { name: 'สถานะบัญชี' });
    expect(skeleton.querySelectorAll('[data-skeleton-text]')).toHaveLength(2);
    // The asset summary's labels are there before its figures (issue 19 item 3).
    expect(within(screen.getByTestId('asset-summary')).getByText('ต้นทุน')).toBeTruthy();
    expect(screen.queryByTestId('can-oa')).toBeNull();
    // The sub-nav's space is held from the start (hidden, not focusable).
    expect(screen.getByTestId('dashboard-links-placeholder').getAttribute('aria-hidden')).toBe('true');
    answer();
    const canOa = await screen.findByTestId('can-oa');
    expect(within(canOa).getAllByRole('listitem')).toHaveLength(1);
    expect(within(canOa).queryByText(/ยังเปิดบัญชีไม่ได้/)).toBeNull();
  });

  it('spec §8: a failing summary keeps the plan list', async () => {
    happyApi().on('GET', portAggregationPaths.analyzer, fail(502, ''));
    renderAt(<DashboardPage />);
    expect(await screen.findAllByTestId('plan-row')).toHaveLength(2);
    const summary = screen.getByTestId('asset-summary');
    await within(summary).findByText('ไม่สามารถโหลดสรุปทรัพย์สินได้');
    expect(within(summary).getByText('เกิดข้อผิดพลาด')).toBeTruthy();
  });

  it('spec §6: in SDK mode the advisor is not fetched; otherwise it is', async () => {
    getUiStore().getState().setSdk(true);
    const api = happyApi();
    renderAt(<DashboardPage />);
    await screen.findAllByTestId('plan-row');
    await waitFor(() => expect(api.calls).toContain(`GET ${otherPaths.serviceLevel}`));
    expect(api.calls).not.toContain(`GET ${otherPaths.advisor}`);
  });

  it('spec §6: outside SDK mode the assigned advisor is shown', async () => {
    happyApi();
    renderAt(<DashboardPage />);
    expect(await screen.findByText('คุณสมหญิง ใจดี')).toBeTruthy();
  });

  it('spec §4: the refresh button forces the plan list past its 5-minute cache', async () => {
    const api = happyApi();
    renderAt(<DashboardPage />);
    await screen.findAllByTestId('plan-row');
    const before = api.calls.filter((c) => c === `GET ${portAggregationPaths.planList}`).length;
    screen.getByRole('button', { name: 'รีเฟรช' }).click();
    await waitFor(() => expect(api.calls.filter((c) => c === `GET ${portAggregationPaths.planList}`).length).toBe(before + 1));
  });

  it('spec §3: the investment proportion has a readable table equivalent', async () => {
    happyApi();
    renderAt(<DashboardPage />);
    const table = await screen.findByRole('table', { name: 'ประเภทสินทรัพย์' });
    expect(within(table).getByRole('rowheader', { name: 'ตราสารทุน' })).toBeTruthy();
    expect(table.textContent).toContain('60.00%');
    expect(table.textContent).toContain('1,500,000.00');
  });

  it('issue 13 item 8: a new customer gets one onboarding card, no empty figures, and no closed products', async () => {
    happyApi().on(
      'GET',
      portAggregationPaths.planList,
      ok(
        planList({
          accounts: [],
          visual_status: visualStatus({ oa: 'NO_ACCOUNT', port: 'NO_ACCOUNT' }),
          can_oa: {
            siam_validus: 'HIDDEN',
            daingern_invest: 'HIDDEN',
            kkp_savings: 'HIDDEN',
            omnibus: 'READY',
            segregate: 'DISABLED',
          },
        }),
      ),
    );
    renderAt(<DashboardPage />);
    const onboarding = await screen.findByTestId('onboarding');
    expect(within(onboarding).getByRole('link', { name: 'เปิดบัญชี' }).getAttribute('href')).toBe('/oa-landing');
    expect(onboarding.textContent).toContain('บัตรประชาชน');
    expect(screen.queryByTestId('asset-summary')).toBeNull();
    expect(screen.queryByTestId('plan-list')).toBeNull();
    expect(screen.queryByTestId('investment-proportion')).toBeNull();
    expect(screen.queryByTestId('account-status')).toBeNull();
    expect(screen.queryByText('ปิดให้บริการเปิดบัญชี', { exact: false })).toBeNull();
    expect(screen.queryByText('0.00')).toBeNull();
    // Review item 7: no analyzer / plan links and no advisor card for someone without an account.
    expect(screen.queryByRole('link', { name: 'วิเคราะห์พอร์ตการลงทุน' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'แผนบัญชีรวม' })).toBeNull();
    expect(screen.queryByTestId('advisor')).toBeNull();
  });

  it('issue 13 items 5 and 6: a customer with plans is not invited to a first plan; the DCA alert names the plan and links to it', async () => {
    const list = planList({ visual_status: visualStatus({ oa: 'ACCOUNT_APPROVED', port: 'DCA_NEED_ADJUSTMENT' }) });
    list.accounts[0]!.plans[0]!.dca_status = 'need-adjustment';
    happyApi().on('GET', portAggregationPaths.planList, ok(list));
    renderAt(<DashboardPage />);
    const status = await screen.findByTestId('account-status');
    await waitFor(() => expect(status.textContent).toContain('ของแผน แผนเกษียณสุขใจ ต้องปรับให้ตรงกับแผน'));
    expect(status.textContent).not.toContain('เริ่มสร้างแผนการลงทุนแรกของคุณได้เลย');
    expect(within(status).getByRole('link', { name: 'ปรับการลงทุนรายเดือนของแผน แผนเกษียณสุขใจ' }).getAttribute('href')).toBe(
      '/dashboard/omnibus/1?dca=set',
    );
    const [row] = screen.getAllByTestId('plan-row');
    expect(within(row!).getByTestId('plan-row-status').textContent).toBe('ต้องปรับรายการลงทุนรายเดือน');
  });

  it('issue 13 item 13: the NAV date the values use, บาท on amounts, total P/L with its %, help for realized P/L', async () => {
    const summary = plansSummary();
    summary.asset_summary = { ...summary.asset_summary, total_percentage: 9.35, nav_date: '2026-11-17' };
    happyApi().on('GET', portAggregationPaths.analyzer, ok(summary));
    renderAt(<DashboardPage />);
    expect((await screen.findByTestId('summary-as-of')).textContent).toBe('ข้อมูล ณ วันที่ 17 พ.ย. 2569 (ราคา NAV ล่าสุดของกองทุนที่ถือ)');
    expect(screen.getByTestId('summary-total-pl').textContent).toBe('กำไร +215,000.25\u00a0บาท (+9.35%)');
    expect(screen.getByTestId('summary-realized-pl').textContent).toContain('จากหน่วยลงทุนที่ขายหรือสับเปลี่ยนออกไป');
    expect(screen.getByTestId('summary-realized-trading-pl').textContent).toContain('ที่มาจากการซื้อขายหน่วยลงทุนโดยตรง');
  });

  it('issue 13 item 15: the total comes first (before the account status) unless something blocks buying; articles are a text list', async () => {
    happyApi().on(
      'GET',
      ARTICLES,
      ok({
        article_list: [
          {
            id: 'a1',
            title: 'DCA ลงทุนสม่ำเสมอ',
            slug: 'dca',
            summary: 'สรุป',
            url: 'https://example.co.th/a1',
            thumbnail_url: 'https://example.co.th/a1.png',
            published_at: '2026-11-03T00:00:00Z',
            tags: [],
          },
        ],
        total_page: 1,
      }),
    );
    renderAt(<DashboardPage />);
    const summary = await screen.findByTestId('asset-summary');
    const status = await screen.findByTestId('account-status');
    expect(summary.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const articles = await screen.findByTestId('article-list');
    expect(articles.querySelector('img')).toBeNull();
  });

  it('issue 13 items 7 and 15: a blocking status (expired suitability) comes before the total', async () => {
    happyApi().on(
      'GET',
      portAggregationPaths.planList,
      ok(planList({ visual_status: visualStatus({ customer: ['SUIT_EXPIRED'] }) })),
    );
    renderAt(<DashboardPage />);
    await waitFor(() => expect(screen.getByTestId('account-status').textContent).toContain('แบบประเมินความเสี่ยงหมดอายุแล้ว'));
    const status = screen.getByTestId('account-status');
    expect(status.compareDocumentPosition(screen.getByTestId('asset-summary')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
