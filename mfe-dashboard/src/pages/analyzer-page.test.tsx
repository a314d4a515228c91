import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { fail, fakeApi, ok } from '@port/shared/test/msw';
import { renderAt } from '@port/shared/test/render';
import { plansSummary } from '../test/fixtures';
import AnalyzerPage from './analyzer-page';
import { theme } from '@port/shared/ui/theme';

const assetsAnalyzer = {
  asset_summary: { aua: 3_200_000 },
  investment_proportion: [
    { type: 'mutual_funds', label: 'กองทุนรวม', color: 'yellow', aum: 2_500_000, weight: 78.13 },
    { type: 'other_assets', label: 'สินทรัพย์อื่นๆ', color: 'grey', aum: 700_000, weight: 21.87 },
  ],
  other_assets: [
    { kind: 'deposit', name_th: 'บัญชีออมทรัพย์', institution_th: 'ธนาคารกสิกรไทย', aum: 500_000.25, as_of: '2026-11-25' },
    { kind: 'gold', name_th: 'ทองคำแท่ง', institution_th: 'ออม Gold', aum: 199_999.75, as_of: '2026-11-24' },
  ],
};
const withGroups = () => {
  const s = plansSummary();
  s.investment_proportion.mutual_funds = [
    {
      aimc_name_th: 'หุ้นไทย',
      weight: 60,
      unrealized_percentage: 5.5,
      unrealized: 78_000,
      aum: 1_500_000,
      color: theme.chart.categories[0],
      funds: [
        {
          fund_shortcode: 'KFSDIV',
          fund_name_th: 'กองทุนเปิดเค หุ้นปันผล',
          fund_tax_type: null,
          weight: 60,
          aum: 1_500_000,
          unrealized: 78_000,
          unrealized_percentage: 5.5,
        },
      ],
    },
  ];
  return s;
};

describe('analyzer page', () => {
  it('spec §3: shows aua and the two slices กองทุนรวม (yellow) and สินทรัพย์อื่นๆ (grey) as a table too', async () => {
    fakeApi()
      .on('GET', portAggregationPaths.commonConfig, ok({}))
      .on('GET', portAggregationPaths.assetsAnalyzer, ok(assetsAnalyzer));
    renderAt(<AnalyzerPage view="summary" />);
    expect((await screen.findByTestId('analyzer-aua')).textContent).toBe('3,200,000.00');
    const table = screen.getByRole('table', { name: 'สัดส่วนทรัพย์สิน' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'กองทุนรวม78.13%2,500,000.00',
      'สินทรัพย์อื่นๆ21.87%700,000.00',
      // The table adds up to the aua above (issue 22 item 4: other assets are in both).
      'รวม100.00%3,200,000.00',
    ]);
  });

  it('issue 22 item 4: lists what the grey slice is made of, with kind, institution and date, totalled as the slice', async () => {
    fakeApi()
      .on('GET', portAggregationPaths.commonConfig, ok({}))
      .on('GET', portAggregationPaths.assetsAnalyzer, ok(assetsAnalyzer));
    renderAt(<AnalyzerPage view="summary" />);
    const items = await screen.findAllByTestId('other-asset');
    expect(items.map((i) => i.textContent)).toEqual([
      'บัญชีออมทรัพย์เงินฝาก · ธนาคารกสิกรไทย · ข้อมูล ณ 25 พ.ย. 2569500,000.25 บาท',
      'ทองคำแท่งทองคำ · ออม Gold · ข้อมูล ณ 24 พ.ย. 2569199,999.75 บาท',
    ]);
    expect(screen.getByTestId('other-assets-total').textContent).toBe('700,000.00 บาท');
  });

  it('issue 22 item 4: no holdings outside funds, no list', async () => {
    fakeApi()
      .on('GET', portAggregationPaths.commonConfig, ok({}))
      .on('GET', portAggregationPaths.assetsAnalyzer, ok({ ...assetsAnalyzer, other_assets: [] }));
    renderAt(<AnalyzerPage view="summary" />);
    await screen.findByTestId('analyzer-aua');
    expect(screen.queryByTestId('other-assets')).toBeNull();
  });

  it('spec §3: when common config disables the analyzer it says so and fetches nothing else', async () => {
    const fake = fakeApi()
      .on('GET', portAggregationPaths.commonConfig, ok({ plan_list: { analyzer: { enable: false } } }))
      .on('GET', portAggregationPaths.assetsAnalyzer, ok(assetsAnalyzer));
    renderAt(<AnalyzerPage view="summary" />);
    expect(await screen.findByText('ยังไม่เปิดให้บริการวิเคราะห์พอร์ต')).toBeTruthy();
    expect(screen.queryByTestId('analyzer-aua')).toBeNull();
    expect(fake.calls).toContain(`GET ${portAggregationPaths.commonConfig}`);
  });

  it('spec §8: common config failing falls back to the defaults (analyzer enabled)', async () => {
    fakeApi()
      .on('GET', portAggregationPaths.commonConfig, fail(500, 'x'))
      .on('GET', portAggregationPaths.assetsAnalyzer, ok(assetsAnalyzer));
    renderAt(<AnalyzerPage view="summary" />);
    expect((await screen.findByTestId('analyzer-aua')).textContent).toBe('3,200,000.00');
  });

  it('spec §3: mutual-funds view lists fund groups and the filter re-queries with ?filter=', async () => {
    const user = userEvent.setup();
    const fake = fakeApi()
      .on('GET', portAggregationPaths.commonConfig, ok({}))
      .on('GET', portAggregationPaths.analyzer, ok(withGroups()))
      .on('GET', `${portAggregationPaths.analyzer}?filter=segregate`, ok({ ...plansSummary() }));
    renderAt(<AnalyzerPage view="mutual-funds" />);
    const group = await screen.findByTestId('fund-group');
    expect(group.textContent).toContain('หุ้นไทย');
    expect(group.textContent).toContain('สัดส่วน 60.00%');
    expect(group.textContent).toContain('มูลค่า 1,500,000.00 บาท');
    expect(group.textContent).toContain('+78,000.00\u00a0บาท (+5.50%)');
    expect(group.textContent).toContain('KFSDIV');
    await user.selectOptions(screen.getByRole('combobox', { name: 'บัญชี' }), 'segregate');
    await waitFor(() => expect(fake.calls).toContain(`GET ${portAggregationPaths.analyzer}?filter=segregate`));
    expect(await screen.findByText('ยังไม่มีกองทุนรวม')).toBeTruthy();
  });
});
