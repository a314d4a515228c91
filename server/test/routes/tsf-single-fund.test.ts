import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { otherPaths, portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { checkoutResultSchema } from '@port/shared/contracts/fast-checkout';
import { fundRecommendationSchema, singleFundComboId } from '@port/shared/contracts/fund';
import { planListDataSchema } from '@port/shared/contracts/plan-list';
import { taxSavingFundSchema } from '@port/shared/contracts/tax-saving';
import { signedInApp } from '../helpers/signed-in-app';

describe('buying one recommended tax-saving fund through the tsf-combo checkout (issue 10 item 3; spec §7)', () => {
  const investor = signedInApp('C0003');
  let planId = '';
  const bankId = 'C0003-B1';
  const buy = (combo_id: string, amount: number, idempotency_key = randomUUID()) =>
    investor.app.inject({
      method: 'POST',
      url: portPaths.fastCheckoutTsfCombo,
      headers: investor.headers,
      payload: { plan_id: planId, combo_id, amount, bank_id: bankId, idempotency_key, tax_fund_acknowledged: true },
    });
  const totals = async () => taxSavingFundSchema.parse(await investor.data(otherPaths.taxSavingFund))[0]!;

  beforeAll(async () => {
    const list = planListDataSchema.parse(await investor.data(portAggregationPaths.planList));
    planId = list.accounts.flatMap((a) => a.plans).find((p) => p.plan_type === 'tax-saving')!.plan_id!;
  });

  it('one order for exactly that fund and amount, counted in this year’s RMF total; the same key places it once', async () => {
    const before = await totals();
    const key = randomUUID();
    const res = await buy(singleFundComboId('SCBRMS&P500'), 12345.67, key);
    expect(res.statusCode, res.body).toBe(200);
    const result = checkoutResultSchema.parse(res.json().data);
    expect(result.orders.map((o) => [o.fund_shortcode, o.order_type])).toEqual([['SCBRMS&P500', 'buy']]);
    expect(result.total_amount).toBe(12345.67);
    const again = checkoutResultSchema.parse((await buy(singleFundComboId('SCBRMS&P500'), 12345.67, key)).json().data);
    expect(again.orders.map((o) => o.order_no)).toEqual(result.orders.map((o) => o.order_no));
    const after = await totals();
    expect(after.cost.rmf).toBeCloseTo(before.cost.rmf + 12345.67, 2);
    expect(after.cost.ssf).toBe(before.cost.ssf);
  });

  it("below the fund's own minimum → 422; a fund without a tax benefit, an unknown code or a forged id → 404", async () => {
    const below = await buy(singleFundComboId('B-INNOTECHRMF'), 499.99);
    expect(below.statusCode, below.body).toBe(422);
    expect((await buy(singleFundComboId('B-INNOTECHRMF'), 500)).statusCode).toBe(200);
    for (const id of [singleFundComboId('SCBSET50'), singleFundComboId('NO-SUCH-FUND'), 'fund-xyz', 'fund-']) {
      const res = await buy(id, 1000);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message ?? res.body).toContain('ไม่พบชุดกองทุน');
    }
  });

  it('a tax type without a deduction this Bangkok year (SSF from 2025, ThaiESGX new money) → 422 in Thai, nothing placed (spec §1)', async () => {
    const before = await totals();
    for (const id of [singleFundComboId('K-CHANGE-SSF'), singleFundComboId('KT-TESGX'), 'combo-ssf-balanced']) {
      const res = await buy(id, 5000);
      expect(res.statusCode, id).toBe(422);
      expect(res.json().error_code, id).toBe('NO_TAX_DEDUCTION');
      expect(res.json().error_message, id).toContain('ไม่ได้สิทธิลดหย่อนภาษีสำหรับการซื้อปี 2569');
    }
    expect(await totals()).toEqual(before);
  });

  it('spec §6/§7: each RMF combo’s advertised minimum is whole baht and buyable; a baht less → 422 BELOW_MINIMUM', async () => {
    const rec = fundRecommendationSchema.parse(
      (await investor.app.inject({ url: `${portPaths.fundRecommendation}?fund_tax_type=rmf` })).json().data,
    );
    expect(rec.port.combos.length).toBeGreaterThan(0);
    for (const combo of rec.port.combos) {
      expect(Number.isInteger(combo.min_amount), combo.combo_id).toBe(true);
      const below = await buy(combo.combo_id, combo.min_amount - 1);
      expect(below.statusCode, below.body).toBe(422);
      expect(below.json().error_code).toBe('BELOW_MINIMUM');
      const at = await buy(combo.combo_id, combo.min_amount);
      expect(at.statusCode, at.body).toBe(200);
    }
  });
});
