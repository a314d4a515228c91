import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { portAggregationPaths, portPaths } from '@port/shared/contracts/api-paths';
import { checkoutResultSchema } from '@port/shared/contracts/fast-checkout';
import { proposalOrderSchema } from '@port/shared/contracts/order';
import { planDetailSchema } from '@port/shared/contracts/plan-detail';
import { testApp } from '../helpers/app';
import { resetDb } from '../helpers/reset';
import { authHeaders } from '../helpers/session';

describe('proposal order buying tax-saving funds (issue 8 review item 4; spec §1 tax-saving funds, §7 proposal-order)', () => {
  let app: FastifyInstance;
  let h: Record<string, string>;
  let planId = '';

  beforeAll(async () => {
    await resetDb();
    app = await testApp();
    h = await authHeaders(app, 'C0003');
    const detail = await app.inject({ url: portAggregationPaths.planDetail('segregate', 2), headers: h });
    planId = planDetailSchema.parse(detail.json().data).plan.plan_id!;
  });
  afterAll(async () => app.close());

  const pendingCount = async () =>
    planDetailSchema.parse((await app.inject({ url: portAggregationPaths.planDetail('segregate', 2), headers: h })).json().data)
      .trading.pending_orders.length;
  const place = (extra: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: portPaths.fastCheckoutProposalOrder,
      headers: h,
      payload: { plan_id: planId, bank_id: 'C0003-B1', idempotency_key: randomUUID(), risk_acknowledged: true, ...extra },
    });

  it('the preview names each line’s tax type; without the acknowledgement nothing is placed (422 in Thai), with it the orders are', async () => {
    const preview = proposalOrderSchema.parse(
      (await app.inject({ url: portAggregationPaths.proposalOrder(planId), headers: h })).json().data,
    );
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
