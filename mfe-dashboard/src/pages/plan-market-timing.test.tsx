import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import type { MarketTiming, ModelPort } from '@port/shared/contracts/model-port';
import { fail, fakeApi, ok } from '@port/shared/test/msw';
import { renderAt } from '@port/shared/test/render';
import { MARKET_TIMING_MESSAGES as M } from '../features/market-timing/messages';
import { PlanModelSection } from './plan-sections';
import { modelPort } from '../test/plan-fixtures';

const MODEL = portAggregationPaths.planModel('segregate', 2);
const TIMING = portPaths.marketTiming('p-2');
const timing = (): MarketTiming => ({
  warning_fund_list: ['SCBRMS&P500'],
  hold_to_fund_shortcode: 'SCBRM2',
  hold_to: [
    {
      fund_shortcode: 'SCBRMS&P500',
      fund_name_th: 'กองทุนเปิดไทยพาณิชย์ หุ้น S&P500 เพื่อการเลี้ยงชีพ',
      drop_percentage: 10,
      hold_to_fund_shortcode: 'SCBRM2',
      hold_to_fund_name_th: 'กองทุนเปิดไทยพาณิชย์ ตราสารหนี้ เพื่อการเลี้ยงชีพ',
      reason: 'ราคาลดลง 10.00% ใน 3 เดือน พักเงินในกองทุน RMF เหมือนกัน เพื่อคงสิทธิประโยชน์ทางภาษี',
      nav_from: { date: '2026-08-26', nav: 20 },
      nav_to: { date: '2026-11-25', nav: 18 },
    },
  ],
  title: 'จังหวะการลงทุน',
  sub_title: 'มี 1 กองทุนที่ราคาลดลงเกิน 5% ในช่วง 3 เดือน',
  link: 'https://www.port.co.th/articles/market-timing-q4',
});
const model = (marketTiming: MarketTiming | null): ModelPort => modelPort({ market_timing: marketTiming });

const renderSection = () => renderAt(<PlanModelSection accountType="segregate" planSlot={2} planId="p-2" />);

describe('plan page: a warned fund market-timing detail (issue 22 item 3; spec §7 GET market-timing/{id})', () => {
  it('opens from the warning, asks the server only then, shows each fund with its NAVs on Buddhist-era dates, and gives focus back on Escape', async () => {
    const user = userEvent.setup();
    const fake = fakeApi()
      .on('GET', MODEL, ok(model(timing())))
      .on('GET', TIMING, ok(timing()));
    renderSection();
    const open = await screen.findByRole('button', { name: M.openDetail });
    expect(within(screen.getByTestId('market-timing')).getByRole('button')).toBe(open);
    expect(fake.calls).not.toContain(`GET ${TIMING}`);
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'จังหวะการลงทุน' });
    const fund = await within(dialog).findByTestId('market-timing-fund');
    expect(fund.textContent).toContain('SCBRMS&P500 · กองทุนเปิดไทยพาณิชย์ หุ้น S&P500 เพื่อการเลี้ยงชีพ');
    expect(fund.textContent).toContain('10.00%');
    expect(fund.textContent).toContain('20.0000 (26 ส.ค. 2569) → 18.0000 (25 พ.ย. 2569)');
    expect(fund.textContent).toContain('SCBRM2 · กองทุนเปิดไทยพาณิชย์ ตราสารหนี้ เพื่อการเลี้ยงชีพ');
    expect(within(dialog).getByRole('link', { name: M.readMore }).getAttribute('href')).toBe(
      'https://www.port.co.th/articles/market-timing-q4',
    );
    expect(dialog.textContent).toContain('มี 1 กองทุนที่ราคาลดลงเกิน 5%');
    expect(fake.calls.filter((c) => c === `GET ${TIMING}`)).toHaveLength(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(open);
  });

  it('no button when the model warns of nothing', async () => {
    fakeApi().on('GET', MODEL, ok(model({ ...timing(), warning_fund_list: [], hold_to: [], link: null })));
    renderSection();
    await screen.findByTestId('market-timing');
    expect(screen.queryByRole('button', { name: M.openDetail })).toBeNull();
  });

  it('spec §8: a failed detail says so in Thai inside the dialog, with a retry that shows it', async () => {
    let answers = 0;
    fakeApi()
      .on('GET', MODEL, ok(model(timing())))
      .on('GET', TIMING, () => (++answers === 1 ? fail(502, 'ระบบขัดข้อง') : ok(timing())));
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: M.openDetail }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(M.loadFailed);
    await user.click(within(dialog).getByRole('button', { name: /ลองใหม่/ }));
    expect(await within(dialog).findByTestId('market-timing-fund')).toBeTruthy();
  });
});
