import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { otherPaths, portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { formatSatang } from '@port/shared/domain/satang';
import { calculateRoom } from '@port/shared/domain/tax-room';
import { DEVICE_INPUTS_KEY } from '@port/shared/domain/tax-room-inputs';
import { buyConditions } from '@port/shared/domain/tax-rulebook';
import { rulesForYear } from '@port/shared/domain/tax-rules';
import { formatDate } from '@port/shared/format/date';
import { fakeApi, ok } from '@port/shared/test/msw';
import { renderAt } from '@port/shared/test/render';
import { CheckoutPanel } from './checkout-panel';
import { KBANK, previewLine } from '../../../test/checkout-fixtures';

/** The business clock of these cases (a Wednesday, before the cut-off). */
const NOW = new Date('2026-11-18T10:00:00+07:00');
const plan = { plan_id: '9', account_type: 'segregate', plan_slot: 2, plan_name: 'ลดหย่อนภาษี' } as const;

/** A preview line as the server gives it: its tax conditions are the rulebook's answer at NOW. */
function taxLine(fund: string, taxType: 'rmf' | 'tesg', amount: number) {
  const c = buyConditions(taxType, NOW);
  return {
    ...previewLine(fund, amount),
    fund_tax_type: taxType,
    tax_conditions: {
      tax_type: taxType,
      tax_year: c.taxYear,
      deduction: c.deduction,
      holding_rule: c.holding.summary,
      holding_years: c.holding.years,
      holding_exact: c.holdingExact,
      sellable_from: c.sellableFrom,
      needs_age: c.needsAge,
    },
  };
}
const lines = [taxLine('SCBRMS&P500', 'rmf', 300_000), taxLine('TISCOESG-A', 'tesg', 100_000)];
const batchKey = (amount?: number) =>
  `${portAggregationPaths.batchOrder('topup', '9')}${amount === undefined ? '' : `?amount=${amount}`}`;
const totals = [
  { year: 2026, cost: { ssf: 0, rmf: 50_000, tesg: 30_000, tesgx: 0 } },
  { year: 2025, cost: { ssf: 40_000, rmf: 50_000, tesg: 0, tesgx: 0 } },
];

describe('tax-fund buys at checkout (issue 17 item 2; spec §1 tax-saving funds, §7 fast-checkout)', () => {
  beforeEach(() => localStorage.setItem(DEVICE_INPUTS_KEY, JSON.stringify({ income: '1,000,000', other: '0', ltf: '0' })));

  it('shows each tax fund’s conditions as the rulebook gives them, what is above the calculator’s room, and needs the acknowledgement', async () => {
    const fake = fakeApi()
      .get({
        [portPaths.tradingProfile]: ok({
          suit_risk_level: 6,
          suit_state: 'current',
          suit_expiry: '2027-06-30',
          can_buy: true,
          can_sell: true,
          refusals: [],
        }),
        [portPaths.customerBanks]: ok([KBANK]),
        [batchKey()]: ok({ plan_id: '9', lines: [], total_amount: 0, min_amount: 1000, min_fund: null }),
        [batchKey(400000)]: ok({ plan_id: '9', lines, total_amount: 400_000, min_amount: 1000, min_fund: null }),
        [otherPaths.taxSavingFund]: ok(totals),
      })
      .on(
        'POST',
        portPaths.fastCheckoutBatch('topup'),
        ok({ checkout_id: '1', plan_id: '9', orders: [], total_amount: 400_000 }),
      );
    renderAt(<CheckoutPanel plan={plan} mode="topup" />);
    await userEvent.type(await screen.findByLabelText('จำนวนเงินที่ต้องการลงทุน (บาท)'), '400000');
    await userEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    await userEvent.click(await screen.findByRole('button', { name: 'ถัดไป' }));

    const conditions = await screen.findAllByTestId('tax-fund-condition');
    expect(conditions).toHaveLength(2);
    const rmf = buyConditions('rmf', NOW);
    expect(conditions[0]!.textContent).toContain('RMF · SCBRMS&P500');
    expect(conditions[0]!.textContent).toContain(rmf.holding.summary);
    expect(conditions[0]!.textContent).toContain(`ขายได้โดยไม่เสียสิทธิตั้งแต่ ${formatDate(rmf.sellableFrom)} และเมื่ออายุครบ 55 ปี`);
    expect(conditions[1]!.textContent).toContain(buyConditions('tesg', NOW).holding.summary);
    expect(conditions[1]!.textContent).toContain('ใช้สิทธิลดหย่อนภาษีของปี 2569 ได้');

    // The room is the calculator's (same inputs on this device, this year's purchases, the 2569 table).
    const room = calculateRoom(rulesForYear(2026)!, {
      incomeSatang: 100_000_000n,
      otherRetirementSatang: 0n,
      ltfSwitchedSatang: 0n,
      bought: { ssf: 0n, rmf: 5_000_000n, tesg: 3_000_000n, tesgx: 0n },
    });
    const rmfRoom = room.types.find((t) => t.taxType === 'rmf')!.roomSatang;
    const above = await screen.findByTestId('tax-above-room-rmf');
    expect(above.textContent).toContain(`ส่วนที่ไม่ได้ใช้ลดหย่อน ${formatSatang(30_000_000n - rmfRoom)} บาท`);
    expect(above.textContent).toContain(`(${formatSatang(rmfRoom)} บาท)`);
    const tesgRoom = room.types.find((t) => t.taxType === 'tesg')!.roomSatang;
    expect(screen.queryByTestId('tax-above-room-tesg') !== null).toBe(10_000_000n > tesgRoom);

    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันส่งคำสั่ง' }));
    expect((await screen.findByRole('alert')).textContent).toBe('กรุณายืนยันว่ารับทราบเงื่อนไขของกองทุนลดหย่อนภาษีก่อนส่งคำสั่ง');
    expect(fake.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
    await userEvent.click(screen.getByLabelText(/ข้าพเจ้ารับทราบเงื่อนไขการถือครองของกองทุนลดหย่อนภาษี/));
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยันส่งคำสั่ง' }));
    await waitFor(() => expect(fake.calls.some((c) => c.startsWith('POST'))).toBe(true));
    const post = fake.calls.findIndex((c) => c.startsWith('POST'));
    expect(fake.bodies[post]).toMatchObject({ plan_id: '9', amount: 400000, tax_fund_acknowledged: true });
  }, 20_000);
});
