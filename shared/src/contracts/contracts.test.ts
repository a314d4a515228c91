import { describe, expect, it } from 'vitest';
import { amountInputSchema, envelope, planSlotParamSchema, planNameSchema } from './common';
import { accountStatusSchema, dashboardStatusSchema, segregateAccountStatusSchema } from './enums';
import { loginRoute, portAggregationPaths, portPaths, withQuery } from './api-paths';
import { hasPlanId, planDetailSchema } from './plan-detail';
import { zeroTaxSavingFund } from './tax-saving';
import { commonConfigSchema } from './common-config';
import { emptyPlanDraft } from './plan-draft';
import { z } from 'zod';

describe('contracts (spec §3, §4, §7)', () => {
  it('§4 account statuses: 30 card statuses; segregate adds 3; dashboard adds its own', () => {
    expect(accountStatusSchema.options).toHaveLength(30);
    expect(segregateAccountStatusSchema.options).toEqual(
      expect.arrayContaining(['ATS_CONFIRMED', 'ACCOUNT_MAINTENANCE', 'ACCOUNT_ERROR', 'KYC_WARNING']),
    );
    expect(dashboardStatusSchema.options).toEqual(
      expect.arrayContaining(['API_ERROR', 'SUB_ACCOUNT_WAITING_APPROVE', 'ON_PROCESS', 'DCA_NEED_SET', 'PRA_ERROR']),
    );
    expect(new Set(dashboardStatusSchema.options).size).toBe(dashboardStatusSchema.options.length);
  });

  it('§7 amounts: positive, at most 2 decimals, at most 100,000,000', () => {
    expect(amountInputSchema.safeParse(1000.25).success).toBe(true);
    // Exact (issue 21 item 2): a float artefact is more than 2 decimals, as 2000.1000000001 is.
    expect(amountInputSchema.safeParse(0.1 + 0.2).success).toBe(false);
    expect(amountInputSchema.safeParse(2000.1000000001).success).toBe(false);
    expect(amountInputSchema.safeParse(0).success).toBe(false);
    expect(amountInputSchema.safeParse(-5).success).toBe(false);
    expect(amountInputSchema.safeParse(10.005).success).toBe(false);
    expect(amountInputSchema.safeParse(100_000_000.01).success).toBe(false);
  });

  it('plan slot params and plan names are bounded', () => {
    expect(planSlotParamSchema.parse('12')).toBe(12);
    for (const bad of ['0', '-1', '1.5', 'abc', '', '01']) expect(planSlotParamSchema.safeParse(bad).success).toBe(false);
    expect(planNameSchema.safeParse('  ').success).toBe(false);
    expect(planNameSchema.safeParse('ก'.repeat(101)).success).toBe(false);
    expect(planNameSchema.parse('  แผนเกษียณ ')).toBe('แผนเกษียณ');
  });

  it('§7 paths encode their params', () => {
    expect(portPaths.planOnly('a/b')).toBe('/api/port/private/api/v1/customer-port/plan/only/a%2Fb');
    expect(portAggregationPaths.planDetail('omnibus', 3)).toBe('/api/port-aggregation/private/v3/cust-port/plan/omnibus/3');
    expect(withQuery('/x', { page: 1, tags_slug: 'a b', skip: undefined })).toBe('/x?page=1&tags_slug=a%20b');
    expect(loginRoute('/dashboard?x=1')).toBe('/login?return_url=%2Fdashboard%3Fx%3D1&action=login');
  });

  it('§7 a path with params is one pattern: the route the server registers and the URL the apps build', () => {
    expect(portAggregationPaths.batchOrder.pattern).toBe('/api/port-aggregation/private/v3/batch-order/:batchType/:planId');
    expect(portAggregationPaths.batchOrder('rebalance', ':planId')).toBe(
      '/api/port-aggregation/private/v3/batch-order/rebalance/%3AplanId',
    );
    expect(portAggregationPaths.batchOrder.length).toBe(2);
  });

  it('§5 a plan detail without plan_id is detectable', () => {
    const shape = planDetailSchema.shape.plan.safeParse({});
    expect(shape.success).toBe(false);
    expect(hasPlanId({ plan: {} } as unknown as z.infer<typeof planDetailSchema>)).toBe(false);
  });

  it('§8 fallbacks: tax-saving zero costs use the Bangkok year; common config defaults', () => {
    // 2026-12-31T18:00Z is already 2027-01-01 in Bangkok.
    const totals = zeroTaxSavingFund(new Date('2026-12-31T18:00:00Z'));
    expect(totals.map((t) => t.year)).toEqual([2027, 2026]);
    expect(totals[0]?.cost).toEqual({ ssf: 0, rmf: 0, tesg: 0, tesgx: 0 });
    expect(commonConfigSchema.parse({})).toEqual({ plan_list: { analyzer: { enable: true } } });
    expect(envelope(z.number()).parse({ data: 3 })).toEqual({ data: 3 });
  });

  it('§3 plan draft defaults: action Create=1, account type omnibus', () => {
    expect(emptyPlanDraft()).toMatchObject({ action: 1, accountType: 'omnibus', planSlot: null });
  });
});

describe('contracts for calls whose payloads the spec does not show', () => {
  it('asset list weights must sum to 100 without duplicate funds', async () => {
    const { assetListBodySchema } = await import('./asset-list');
    const ok = {
      plan_id: 'p1',
      source: 'port-web',
      assets: [
        { fund_code: 'K-CASH', weight: 40 },
        { fund_code: 'K-FIXED', weight: 60 },
      ],
    };
    expect(assetListBodySchema.safeParse(ok).success).toBe(true);
    expect(assetListBodySchema.safeParse({ ...ok, assets: [{ fund_code: 'K-CASH', weight: 40 }] }).success).toBe(false);
    expect(
      assetListBodySchema.safeParse({
        ...ok,
        assets: [
          { fund_code: 'K-CASH', weight: 50 },
          { fund_code: 'K-CASH', weight: 50 },
        ],
      }).success,
    ).toBe(false);
  });

  it('fnds links accept only paths and http(s) URLs', async () => {
    const { fndsLinkSchema } = await import('./fnds');
    expect(fndsLinkSchema.safeParse({ label: 'หน้าหลัก', url: '/' }).success).toBe(true);
    expect(fndsLinkSchema.safeParse({ label: 'ข้อกำหนด', url: 'https://example.co.th/terms' }).success).toBe(true);
    for (const url of ['javascript:alert(1)', '//evil.example', 'data:text/html,x']) {
      expect(fndsLinkSchema.safeParse({ label: 'x', url }).success, url).toBe(false);
    }
  });
});

describe('order cancellation key (spec §7 cancel-order)', () => {
  it('the cancel body carries the order vir_ref_trans_no, not its order_no', async () => {
    const { cancelOrderBodyFor, cancelOrderBodySchema } = await import('./order');
    const body = cancelOrderBodyFor({ vir_ref_trans_no: 'VRT000123' });
    expect(body).toEqual({ vir_ref_trans_no: 'VRT000123' });
    expect(cancelOrderBodySchema.safeParse({ vir_ref_trans_no: '' }).success).toBe(false);
  });
});
