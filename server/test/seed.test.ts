import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { seedDatabase } from '../src/db/seed/seed';
import { customers } from '../src/db/schema/customers';
import { fundNavs } from '../src/db/schema/funds';
import { holdings } from '../src/db/schema/holdings';
import { plans } from '../src/db/schema/plans';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-accounts';
import { SEED_FUNDS } from '../src/db/seed/fund-catalog';
import { navHistory } from '../src/db/seed/nav-history';
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

  it('has five years of NAVs per fund up to the business date (5-year returns exist), the same NAV for a day however far back it reaches', async () => {
    const kfsdiv = await db.select().from(fundNavs).where(eq(fundNavs.fundCode, 'KFSDIV')).orderBy(fundNavs.navDate);
    expect(kfsdiv.length).toBeGreaterThan(1250);
    // The business date is 2026-11-18: a NAV on or before 2021-11-18 exists, and none after the business date.
    expect(kfsdiv[0]!.navDate <= '2021-11-18').toBe(true);
    expect(kfsdiv.at(-1)!.navDate).toBe('2026-11-18');
    const fund = SEED_FUNDS.find((f) => f.code === 'SCBRMS&P500')!;
    const now = new Map(navHistory(fund, '2026-11-18').map((p) => [p.navDate, p.nav]));
    const earlier = navHistory(fund, '2024-03-01');
    expect(earlier.length).toBeGreaterThan(1250);
    // Days before and after the walk's epoch (2023-01-02) keep their NAV when the seed runs on another date.
    for (const p of earlier.filter((p) => p.navDate >= '2021-11-20')) expect(now.get(p.navDate)).toBe(p.nav);
    expect(earlier.every((p) => Number(p.nav) >= 0.5 && /^\d+\.\d{4}$/.test(p.nav))).toBe(true);
  });

  it('gives the approved investor omnibus and segregate plans with units bought at real NAVs', async () => {
    const investorPlans = await db.select().from(plans).where(eq(plans.customerId, 'C0003'));
    expect(new Set(investorPlans.map((p) => p.accountType))).toEqual(new Set(['omnibus', 'segregate']));
    expect(investorPlans.map((p) => p.planType)).toEqual(expect.arrayContaining(['goal-based', '1stm', 'goe']));
    const held = await db.select().from(holdings).where(eq(holdings.planId, investorPlans[0]!.id));
    expect(held.every((h) => Number(h.units) > 0 && /^\d+\.\d{4}$/.test(h.units))).toBe(true);
  });
});
