import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { checkoutResultSchema } from '@port/shared/contracts/fast-checkout';
import { proposalOrderSchema } from '@port/shared/contracts/order';
import { planDetailSchema } from '@port/shared/contracts/plan-detail';
import { signedInApp } from '../helpers/signed-in-app';

describe('proposal order buying tax-saving funds (issue 8 review item 4; spec §1 tax-saving funds, §7 proposal-order)', () => {
  const investor = signedInApp('C0003', { plan: ['segregate', 2] });

  const pendingCount = async () =>
    planDetailSchema.parse(await investor.data(portAggregationPaths.planDetail('segregate', 2))).trading.pending_orders.length;
  const place = (extra: Record<string, unknown>) =>
    investor.app.inject({
      method: 'POST',
      url: portPaths.fastCheckoutProposalOrder,
      headers: investor.headers,
      payload: {
        plan_id: investor.planId,
        bank_id: 'C0003-B1',
        idempotency_key: randomUUID(),
        risk_acknowledged: true,
        ...extra,
      },
    });

  it('the preview names each line’s tax type; without the acknowledgement nothing is placed (422 in Thai), with it the orders are', async () => {
    const preview = proposalOrderSchema.parse(await investor.data(portAggregationPaths.proposalOrder(investor.planId)));
    const taxBuys = preview.lines.filter((l) => l.order_type === 'buy' && l.fund_tax_type !== null);
    expect(taxBuys.map((l) => l.fund_tax_type)).toContain('tesg');
    const before = await pendingCount();
    const refused = await place({});
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().error_code).toBe('TAX_FUND_ACKNOWLEDGEMENT_REQUIRED');
    expect(refused.json().error_message).toContain('เงื่อนไขการถือครอง');
    expect(await pendingCount()).toBe(before);
    const placed = await place({ tax_fund_acknowledged: true });
    expect(placed.statusCode, placed.body).toBe(200);
    const result = checkoutResultSchema.parse(placed.json().data);
    expect(result.orders.map((o) => o.fund_shortcode)).toEqual(expect.arrayContaining(taxBuys.map((l) => l.fund_shortcode)));
    expect(await pendingCount()).toBe(before + result.orders.length);
  });
});
