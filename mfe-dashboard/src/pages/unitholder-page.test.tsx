import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { on } from '@port/shared/bus/event-bus';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { fail, fakeApi, ok } from '@port/shared/test/msw';
import { renderAt } from '@port/shared/test/render';
import UnitholderPage from './unitholder-page';

const view = {
  agent_account_id: 'AG-1',
  agent_name: 'บัญชีตัวแทน สมชาย',
  total_aum: 87_654.32,
  holdings: [
    {
      unitholder_id: 'UH-1',
      amc_code: 'KA',
      fund_shortcode: 'K-CASH',
      fund_name_th: 'เค แคช',
      fund_tax_type: null,
      units: 1000.12345,
      aum: 12_000,
      unrealized_pl: 0,
      unrealized_percentage: 0,
    },
    {
      unitholder_id: 'UH-2',
      amc_code: 'KA',
      fund_shortcode: 'KFSSF',
      fund_name_th: 'เค SSF',
      fund_tax_type: 'ssf',
      units: 10,
      aum: 75_654.32,
      unrealized_pl: -345.68,
      unrealized_percentage: -0.45,
    },
  ],
};

const render = () => renderAt(<UnitholderPage />, { path: '/unitholder/AG-1', route: '/unitholder/:agentAccountId' });

describe('unitholder page', () => {
  it('spec §5/§9: shows the agent account holdings, ssf first, units to 4 decimals', async () => {
    fakeApi()
      .on('GET', portAggregationPaths.unitholder('AG-1'), ok(view))
      .on('GET', portAggregationPaths.agentModel('AG-1'), fail(404, 'ไม่มีพอร์ตต้นแบบ'));
    render();
    expect((await screen.findByTestId('unitholder-total')).textContent).toBe('87,654.32');
    const rows = screen.getAllByTestId('unitholder-row');
    expect(rows.map((r) => r.querySelector('th')?.textContent)).toEqual(['KFSSF', 'K-CASH']);
    expect(rows[1]!.textContent).toContain('1,000.1235');
    expect(rows[0]!.textContent).toContain('-345.68 (-0.45%)');
  });

  it('spec §5: the holdings table scrolls inside a keyboard-reachable region, not the page', async () => {
    fakeApi()
      .on('GET', portAggregationPaths.unitholder('AG-1'), ok(view))
      .on('GET', portAggregationPaths.agentModel('AG-1'), fail(404, 'ไม่มีพอร์ตต้นแบบ'));
    render();
    const region = await screen.findByRole('region', { name: 'ตารางกองทุนที่ถือครอง' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.querySelector('table')).not.toBeNull();
    region.focus();
    expect(document.activeElement).toBe(region);
  });

  it('spec §2: in the unitholder layout a failure is reported with the error toast', async () => {
    fakeApi()
      .on('GET', portAggregationPaths.unitholder('AG-1'), fail(500, 'ระบบผู้ถือหน่วยขัดข้อง'))
      .on('GET', portAggregationPaths.agentModel('AG-1'), fail(500, 'x'));
    const toasts: { title?: string; description?: string }[] = [];
    const off = on('ui/error-toast', (p) => toasts.push(p));
    render();
    expect(await screen.findByText('ไม่สามารถโหลดข้อมูลผู้ถือหน่วยได้')).toBeTruthy();
    expect(toasts).toEqual([{ title: 'ไม่สามารถโหลดข้อมูลผู้ถือหน่วยได้', description: 'ระบบผู้ถือหน่วยขัดข้อง' }]);
    off();
  });

  it('issue 13 item 12: a way back to the dashboard, and the total says it covers the omnibus account only', async () => {
    fakeApi()
      .on('GET', portAggregationPaths.unitholder('AG-1'), ok(view))
      .on('GET', portAggregationPaths.agentModel('AG-1'), fail(404, 'ไม่มีพอร์ตต้นแบบ'));
    render();
    expect((await screen.findByTestId('unitholder-back')).getAttribute('href')).toBe('/dashboard');
    await screen.findByTestId('unitholder-total');
    expect(screen.getByTestId('unitholder-holdings').textContent).toContain('มูลค่ารวมในบัญชีรวม 87,654.32 บาท');
    expect(screen.getByTestId('unitholder-scope').textContent).toBe('เฉพาะกองทุนที่ถือผ่านบัญชีรวม ไม่รวมบัญชีแยกและกองทุนส่วนบุคคล');
  });
});
