import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { assetsAnalyzerSchema } from '@port/shared/contracts/assets-analyzer';
import { planListDataSchema } from '@port/shared/contracts/plan-list';
import { customerOtherAssets } from '../../src/db/schema/other-assets';
import { testApp } from '../helpers/app';
import { authHeaders } from '../helpers/session';

/** JSON money (≤ 2 decimals) to satang, exactly. */
const satang = (value: number) => Math.round(value * 100);

describe('issue 22 item 4: the analyzer adds the holdings outside funds (spec §3 assets analyzer)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(async () => app.close());

  const analyzerOf = async (customer: string) => {
    const res = await app.inject({ url: portAggregationPaths.assetsAnalyzer, headers: await authHeaders(app, customer) });
    expect(res.statusCode).toBe(200);
    return assetsAnalyzerSchema.parse(res.json().data);
  };

  it('investor: grey slice = the seeded rows to the satang, aua = funds + other, weights add to 100.00', async () => {
    const a = await analyzerOf('C0003');
    const [funds, other] = a.investment_proportion;
    expect(other?.type).toBe('other_assets');
    // Seeded: 350,000.25 + 200,000.00 + 187,431.50 (demo-other-assets.ts).
    expect(satang(other!.aum)).toBe(73_743_175);
    expect(a.other_assets.map((o) => [o.kind, satang(o.aum)])).toEqual([
      ['deposit', 35_000_025],
      ['bond', 20_000_000],
      ['gold', 18_743_150],
    ]);
    expect(satang(a.asset_summary.aua)).toBe(satang(funds!.aum) + satang(other!.aum));
    expect(Math.round(funds!.weight * 100) + Math.round(other!.weight * 100)).toBe(10_000);
    expect(other!.weight).toBeGreaterThan(0);
    const list = planListDataSchema.parse(
      (await app.inject({ url: portAggregationPaths.planList, headers: await authHeaders(app, 'C0003') })).json().data,
    );
    // The yellow slice is the funds of the plan list, no more: other assets are not counted twice.
    expect(satang(funds!.aum)).toBe(list.accounts.reduce((s, acc) => s + satang(acc.aum), 0));
  });

  it('reads the table as it is now: a new row counts, another customer never sees it', async () => {
    const before = await analyzerOf('C0004');
    expect(before.other_assets).toEqual([]);
    expect(before.investment_proportion[1]).toMatchObject({ aum: 0, weight: 0 });
    expect(before.investment_proportion[0]!.weight).toBe(100);
    await app.db.insert(customerOtherAssets).values({
      customerId: 'C0004',
      kind: 'stock',
      nameTh: 'หุ้น PTT',
      institutionTh: 'บล. บัวหลวง',
      amount: '0.10',
      asOf: '2026-11-20',
    });
    const after = await analyzerOf('C0004');
    expect(after.investment_proportion[1]!.aum).toBe(0.1);
    expect(satang(after.asset_summary.aua)).toBe(satang(before.asset_summary.aua) + 10);
    expect(after.other_assets).toEqual([
      { kind: 'stock', name_th: 'หุ้น PTT', institution_th: 'บล. บัวหลวง', aum: 0.1, as_of: '2026-11-20' },
    ]);
    expect((await analyzerOf('C0005')).other_assets).toEqual([]);
    await app.db.delete(customerOtherAssets).where(eq(customerOtherAssets.customerId, 'C0004'));
  });

  it('a customer with no funds and no other assets: both slices 0, weights 0 (no division by zero)', async () => {
    const a = await analyzerOf('C0001');
    expect(a.asset_summary.aua).toBe(0);
    expect(a.investment_proportion.map((p) => p.weight)).toEqual([0, 0]);
  });

  it('the table refuses a negative amount and an unknown kind', async () => {
    const row = { customerId: 'C0004', nameTh: 'x', institutionTh: 'y', asOf: '2026-11-20' };
    await expect(app.db.insert(customerOtherAssets).values({ ...row, kind: 'deposit', amount: '-1.00' })).rejects.toThrow();
    await expect(app.db.insert(customerOtherAssets).values({ ...row, kind: 'crypto', amount: '1.00' })).rejects.toThrow();
  });
});
