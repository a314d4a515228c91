import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { seedDatabase } from '../src/db/seed/seed';
import { customers } from '../src/db/schema/customers';
import { fundNavs } from '../src/db/schema/funds';
import { holdings } from '../src/db/schema/holdings';
import { plans } from '../src/db/schema/plans';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-accounts';
import { resetDb } from './helpers/reset';
import type { Db } from '../src/db/client';

describe('deterministic Thai seed (ARCHITECTURE "Server", spec §4 states)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await resetDb();
  });

  it('has a customer for every demo sign-in and is idempotent', async () => {
    const rows = await db.select().from(customers);
    expect(rows.map((r) => r.id).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.customerId).sort());
    expect(await seedDatabase(db)).toBe(false);
    expect(await db.select().from(customers)).toHaveLength(rows.length);
  });

  it('has about two years of NAVs per fund and identical NAVs for the same day on every run', async () => {
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(fundNavs)
      .where(eq(fundNavs.fundCode, 'KFSDIV'));
    expect(count?.n).toBeGreaterThan(480);
    const [first] = await db
      .select()
      .from(fundNavs)
      .where(eq(fundNavs.fundCode, 'SCBRMS&P500'))
      .orderBy(fundNavs.navDate)
      .limit(1);
    expect(Number(first?.nav)).toBeGreaterThan(0);
  });

  it('gives the approved investor omnibus and segregate plans with units bought at real NAVs', async () => {
    const investorPlans = await db.select().from(plans).where(eq(plans.customerId, 'C0003'));
    expect(new Set(investorPlans.map((p) => p.accountType))).toEqual(new Set(['omnibus', 'segregate']));
    expect(investorPlans.map((p) => p.planType)).toEqual(expect.arrayContaining(['goal-based', '1stm', 'goe']));
    const held = await db.select().from(holdings).where(eq(holdings.planId, investorPlans[0]!.id));
    expect(held.every((h) => Number(h.units) > 0 && /^\d+\.\d{4}$/.test(h.units))).toBe(true);
  });
});
