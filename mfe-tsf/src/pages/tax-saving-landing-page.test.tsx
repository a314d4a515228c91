import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { otherPaths, portAggregationPaths } from '@port/shared/contracts/api-paths';
import { fail, fakeApi, ok } from '@port/shared/test/msw';
import { renderAt } from '@port/shared/test/render';
import { DEVICE_INPUTS_KEY } from '@port/shared/domain/tax-room-inputs';
import { NOV_18_2026, PROFILE, signedInProfile, TOTALS, totals2026, visitorProfile } from '../test/tsf-fixtures';
import { TaxSavingLandingPage } from './tax-saving-landing-page';

// Typed amounts stay on the device (localStorage): each test starts with none.
beforeEach(() => localStorage.clear());

const renderPage = (now = NOV_18_2026) =>
  renderAt(<TaxSavingLandingPage now={now} />, { path: '/tax-saving-fund', route: '/tax-saving-fund' });

describe('/tax-saving-fund totals (spec §3 tax-saving totals, §8 fallback)', () => {
  it('a visitor is asked to sign in, back to this page, and the private call is never made (spec §6)', async () => {
    const fake = fakeApi().get({ [PROFILE]: ok(visitorProfile) });
    renderPage();
    const totals = await screen.findByTestId('tsf-totals');
    expect(within(totals).getByRole('link', { name: 'เข้าสู่ระบบ' }).getAttribute('href')).toBe(
      '/login?return_url=%2Ftax-saving-fund&action=login',
    );
    expect(within(screen.getByTestId('tsf-sell-card')).getByRole('link', { name: 'เข้าสู่ระบบ' })).toBeTruthy();
    for (const path of [TOTALS, otherPaths.taxSavingFundPurchases, portAggregationPaths.planList])
      expect(fake.calls).not.toContain(`GET ${path}`);
  });

  it('a customer sees this year and last year per tax type in Buddhist-era years (spec §3, §9)', async () => {
    fakeApi().get({ [PROFILE]: ok(signedInProfile), [TOTALS]: ok(totals2026) });
    renderPage();
    const current = await screen.findByTestId('tsf-year-2026');
    expect(within(current).getByText(/ปีนี้ ปี 2569/)).toBeTruthy();
    expect(screen.getByTestId('tsf-cost-2026-rmf').textContent).toBe('120,000.50');
    expect(screen.getByTestId('tsf-total-2026').textContent).toBe('170,000.50');
    expect(screen.getByTestId('tsf-cost-2025-tesgx').textContent).toBe('10,000.25');
    expect(within(screen.getByTestId('tsf-year-2025')).getByText(/ปีที่แล้ว ปี 2568/)).toBeTruthy();
    expect(screen.queryByTestId('tsf-year-2024')).toBeNull();
    expect(screen.queryByTestId('tsf-totals-fallback')).toBeNull();
  });

  it('a purchase that gave no deduction in its year says so beside its amount; rows most useful first', async () => {
    const bought = [
      { year: 2026, cost: { ssf: 0, rmf: 1000, tesg: 0, tesgx: 30000 } },
      { year: 2025, cost: { ssf: 40000, rmf: 0, tesg: 0, tesgx: 5000 } },
    ];
    fakeApi().get({ [PROFILE]: ok(signedInProfile), [TOTALS]: ok(bought) });
    renderPage();
    const current = await screen.findByTestId('tsf-year-2026');
    expect(screen.getByTestId('tsf-no-deduction-2026-tesgx').textContent).toBe('ซื้อปี 2569 ไม่ได้สิทธิลดหย่อน');
    expect(screen.getByTestId('tsf-no-deduction-2025-ssf').textContent).toBe('ซื้อปี 2568 ไม่ได้สิทธิลดหย่อน');
    // ThaiESGX new money was deductible in 2568; nothing bought is not marked.
    expect(screen.queryByTestId('tsf-no-deduction-2025-tesgx')).toBeNull();
    expect(screen.queryByTestId('tsf-no-deduction-2026-ssf')).toBeNull();
    expect(within(current).getAllByRole('rowheader')[0]!.textContent).toBe('RMF');
    expect(screen.getByTestId('tsf-total-2026').textContent).toBe('31,000.00');
    // Review item 4: the 30,000 of ThaiESGX bought in 2569 gives no deduction: not in what counts.
    expect(within(current).getByRole('row', { name: /ใช้ลดหย่อนได้/ }).textContent).toContain('1,000.00');
    expect(screen.getByTestId('tsf-deductible-2026').textContent).toBe('1,000.00');
    expect(screen.getByTestId('tsf-deductible-2025').textContent).toBe('5,000.00');
  });

  it('the room left this year comes first on the page, before the totals (review item 4)', async () => {
    fakeApi().get({ [PROFILE]: ok(signedInProfile), [TOTALS]: ok(totals2026) });
    renderPage();
    await screen.findByTestId('tsf-year-2026');
    const cards = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(cards.slice(0, 2)).toEqual(['สิทธิลดหย่อนที่เหลือปีนี้', 'ยอดซื้อกองทุนลดหย่อนภาษีของคุณ']);
  });

  it('when the call fails both years show zeros with a quiet note, and the calculator still works (spec §8)', async () => {
    fakeApi().get({ [PROFILE]: ok(signedInProfile), [TOTALS]: fail(500, 'ระบบขัดข้อง') });
    renderPage();
    expect(await screen.findByTestId('tsf-totals-fallback')).toBeTruthy();
    for (const year of [2026, 2025]) expect(screen.getByTestId(`tsf-total-${year}`).textContent).toBe('0.00');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('textbox', { name: /เงินได้พึงประเมินทั้งปี/ })).toBeTruthy();
  });

  it('at 2026-12-31T18:00Z it is already 2027 in Bangkok: the fallback zeros are for 2570 and 2569', async () => {
    fakeApi().get({ [PROFILE]: ok(signedInProfile), [TOTALS]: fail(500, 'ระบบขัดข้อง') });
    renderPage(() => new Date('2026-12-31T18:00:00Z'));
    expect(await screen.findByTestId('tsf-year-2027')).toBeTruthy();
    expect(within(screen.getByTestId('tsf-year-2027')).getByText(/ปี 2570/)).toBeTruthy();
    expect(screen.getByTestId('tsf-year-2026')).toBeTruthy();
  });

  it('from the Bangkok new year the calculator uses the 2570 table and marks its provisional ThaiESG row (issue 10 item 4)', async () => {
    const user = userEvent.setup();
    fakeApi().get({ [PROFILE]: ok(visitorProfile) });
    renderPage(() => new Date('2026-12-31T18:00:00Z'));
    await user.type(screen.getByRole('textbox', { name: /เงินได้พึงประเมินทั้งปี/ }), '1000000');
    expect(screen.getByText('ปีภาษี 2570')).toBeTruthy();
    expect(screen.getByTestId('tsf-room-provisional').textContent).toContain('ThaiESG');
    expect(screen.getByTestId('tsf-room-tesg').textContent).toBe('100,000.00');
    expect(within(screen.getByTestId('tsf-room-row-tesg')).getByText('ยังไม่ยืนยัน')).toBeTruthy();
    expect(screen.getByTestId('tsf-room-reason-ssf').textContent).toBe('ไม่ลดหย่อนภาษีสำหรับการซื้อปี 2570');
    expect(within(screen.getByTestId('tsf-rule-tesg')).getByText('ยังไม่ยืนยัน')).toBeTruthy();
    expect(screen.getByTestId('tsf-rules-checked').textContent).toContain('โปรดตรวจสอบกับกรมสรรพากร');
    expect(screen.getByTestId('tsf-rules-checked').textContent).not.toContain('ผู้จัดทำ');
  });

  it('a year without a rule table (2571) says so instead of guessing', async () => {
    fakeApi().get({ [PROFILE]: ok(visitorProfile) });
    renderPage(() => new Date('2028-03-01T03:00:00Z'));
    expect((await screen.findByTestId('tsf-room-no-table')).textContent).toContain('2571');
  });

  it('this year is the server business clock, not the browser clock (issue 21 item 5)', async () => {
    const clock = { now: '2030-06-01T03:00:00.000Z', today: '2030-06-01' };
    fakeApi().get({ [PROFILE]: ok(signedInProfile), [TOTALS]: ok([]), [portAggregationPaths.businessClock]: ok(clock) });
    renderAt(<TaxSavingLandingPage />, { path: '/tax-saving-fund', route: '/tax-saving-fund' });
    expect(within(await screen.findByTestId('tsf-year-2030')).getByText(/ปีนี้ ปี 2573/)).toBeTruthy();
  });
});

describe('/tax-saving-fund room calculator (issue 10 item 4)', () => {
  it("income typed here gives the room per type after this year's purchases, and stays on this device", async () => {
    const user = userEvent.setup();
    const fake = fakeApi().get({ [PROFILE]: ok(signedInProfile), [TOTALS]: ok(totals2026) });
    renderPage();
    await screen.findByTestId('tsf-year-2026');
    await user.type(screen.getByRole('textbox', { name: /เงินได้พึงประเมินทั้งปี/ }), '1,000,000');
    // RMF: 30 % of 1,000,000 = 300,000 less 120,000.50 bought; ThaiESG: 300,000 less 50,000.
    expect(screen.getByTestId('tsf-room-rmf').textContent).toBe('179,999.50');
    expect(screen.getByTestId('tsf-room-tesg').textContent).toBe('250,000.00');
    // Review item 4: the room left heads the calculator, deductible types only.
    expect(screen.getByTestId('tsf-room-summary').textContent).toBe('ซื้อเพิ่มได้อีก RMF 179,999.50 บาท · ThaiESG 250,000.00 บาท');
    expect(screen.getByTestId('tsf-room-reason-ssf').textContent).toBe('ไม่ลดหย่อนภาษีสำหรับการซื้อปี 2569');
    // Rows most useful first: RMF, ThaiESG, then the types that give no deduction this year.
    const rows = screen.getAllByTestId(/^tsf-room-row-/).map((r) => r.getAttribute('data-testid'));
    expect(rows).toEqual(['tsf-room-row-rmf', 'tsf-room-row-tesg', 'tsf-room-row-tesgx', 'tsf-room-row-ssf']);
    expect(JSON.parse(localStorage.getItem(DEVICE_INPUTS_KEY)!)).toMatchObject({ income: '1,000,000' });
    expect(fake.calls.every((call) => call.startsWith('GET '))).toBe(true);
    expect(fake.bodies.every((body) => body === undefined)).toBe(true);
  });

  it('bad amounts get Thai messages tied to the field; a full combined cap shows zero with its reason', async () => {
    const user = userEvent.setup();
    fakeApi().get({ [PROFILE]: ok(visitorProfile) });
    renderPage();
    const income = screen.getByRole('textbox', { name: /เงินได้พึงประเมินทั้งปี/ });
    await user.type(income, '12.345');
    expect(income.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('ทศนิยมได้ไม่เกิน 2 ตำแหน่ง')).toBeTruthy();
    await user.clear(income);
    await user.type(income, '3000000');
    const other = screen.getByRole('textbox', { name: /กองทุนสำรองเลี้ยงชีพ/ });
    await user.clear(other);
    // Review item 5: leaving the field groups the digits; commas typed are accepted.
    expect((income as HTMLInputElement).value).toBe('3,000,000');
    await user.type(other, '500000');
    await user.tab();
    expect((other as HTMLInputElement).value).toBe('500,000');
    expect(screen.getByTestId('tsf-room-rmf').textContent).toBe('0.00');
    expect(screen.getByTestId('tsf-room-reason-rmf').textContent).toBe('ครบเพดานรวม 500,000 บาทแล้ว');
    expect(screen.getByTestId('tsf-room-tesg').textContent).toBe('300,000.00');
    expect(screen.getByText(/เข้าสู่ระบบเพื่อให้คำนวณจากยอดซื้อของคุณ/)).toBeTruthy();
    expect(screen.getByTestId('tsf-rules-checked').textContent).toContain('2569');
    expect(screen.getByTestId('tsf-disclaimer')).toBeTruthy();
  });
});
