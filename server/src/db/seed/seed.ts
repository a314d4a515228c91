import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { customers } from '../schema/customers';
import { amcs, fundCombos, fundNavs, funds } from '../schema/funds';
import { advisors } from '../schema/advisors';
import { serviceLevels } from '../schema/service-levels';
import { articles } from '../schema/content';
import { addDays, bangkokDate, bangkokInstant } from '../../lib/dates';
import { BROAD_COLORS, EARLY_CUTOFF_CATEGORIES, SEED_AMCS, SEED_FUNDS } from './fund-catalog';
import { SEED_COMBOS } from './fund-combos';
import { settlementOf } from './fund-settlement';
import { navHistory, type NavPoint } from './nav-history';
import { SEED_ADVISORS, SEED_ARTICLES, SEED_SERVICE_LEVELS } from './reference-content';
import { DEMO_CUSTOMERS } from './demo-customers';
import { seedCustomer } from './seed-customer';
import { seedOpeningApplication } from './demo-opening-application';
import { seedReturnedApplications } from './demo-returned-applications';
import { invalidateCatalogue } from '../../services/funds/public';
import { DEFAULT_MAIN_SITE_URL } from '../../platform/site-links';

export type SeedOptions = { today?: string };
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function insertChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * Seeds the demo data when the database is empty. On a seeded database (a developer's data from an
 * earlier run) it adds only the demo customers it lacks, with their plans and applications, and
 * touches nothing else; with none missing it writes nothing (idempotent). Deterministic: the same
 * `today` gives the same rows on every machine.
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const today = options.today ?? bangkokDate();
  const seeded = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // One seeder at a time, even with several server instances starting together.
    await seedLock(tx);
    const existing = new Set((await tx.select({ id: customers.id }).from(customers)).map((row) => row.id));
    const missing = DEMO_CUSTOMERS.filter((customer) => !existing.has(customer.id));
    if (missing.length === 0) return false;
    const navs =
      existing.size === 0
        ? await seedReference(tx, today)
        : new Map(SEED_FUNDS.map((fund) => [fund.code, navHistory(fund, today)] as const));
    for (const customer of missing) await seedCustomer(tx, customer, navs, today);
    const added = (id: string) => missing.some((customer) => customer.id === id);
    if (added('C0002')) await seedOpeningApplication(tx, today);
    await seedReturnedApplications(tx, today, added);
    return true;
  });
  if (seeded) invalidateCatalogue(db);
  return seeded;
}

/**
 * Takes the seed lock for this transaction. Polled, not waited for in one statement: the first
 * instance's seed may take longer than the statement limit (DB_STATEMENT_TIMEOUT_MS) on a busy
 * machine, and the second instance must wait for it, not exit (two-processes.test.ts start-up).
 */
async function seedLock(tx: Db, deadlineMs = 300_000): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const result = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(4242) as locked`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { locked: boolean }[];
    if (rows[0]?.locked) return;
    if (Date.now() > deadline) throw new Error(`seed: another instance held the seed lock for ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Demo fact-sheet link: the SEC's fund fact-sheet search for the fund code. */
const factSheetUrl = (code: string) =>
  `https://www.sec.or.th/TH/Pages/MutualFund/FundFactSheet.aspx?fund=${encodeURIComponent(code)}`;

async function seedReference(tx: Db, today: string): Promise<Map<string, NavPoint[]>> {
  await tx.insert(amcs).values(SEED_AMCS.map((a) => ({ ...a, logoUrl: `/static/amc/${a.code.toLowerCase()}.svg` })));
  await tx.insert(funds).values(
    SEED_FUNDS.map((f) => ({
      code: f.code,
      nameTh: f.nameTh,
      nameEn: f.nameEn,
      amcCode: f.amc,
      aimcCategoryTh: f.aimcTh,
      broadCategoryTh: f.broadTh,
      riskLevel: f.risk,
      taxType: f.tax,
      color: BROAD_COLORS[f.broadTh] ?? '#57606A',
      minInvest: f.minInvest,
      cutoffTime: EARLY_CUTOFF_CATEGORIES.has(f.aimcTh) ? '14:00' : null,
      factSheetUrl: factSheetUrl(f.code),
      unitSettlementDays: settlementOf(f.code).unitDays,
      moneySettlementDays: settlementOf(f.code).moneyDays,
      investsAbroad: settlementOf(f.code).investsAbroad,
    })),
  );
  const navs = new Map<string, NavPoint[]>();
  for (const fund of SEED_FUNDS) {
    const points = navHistory(fund, today);
    navs.set(fund.code, points);
    await insertChunks(points, 1000, (chunk) => tx.insert(fundNavs).values(chunk));
  }
  await tx.insert(fundCombos).values(SEED_COMBOS);
  await tx.insert(advisors).values(SEED_ADVISORS);
  await tx.insert(serviceLevels).values(SEED_SERVICE_LEVELS);
  await tx.insert(articles).values(
    SEED_ARTICLES.map((a) => ({
      slug: a.slug,
      titleTh: a.titleTh,
      summaryTh: a.summaryTh,
      tags: a.tags,
      imageUrl: `/static/articles/${a.slug}.jpg`,
      url: `${DEFAULT_MAIN_SITE_URL}/articles/${a.slug}`,
      publishedAt: bangkokInstant(addDays(today, -a.daysAgo), 9),
    })),
  );
  return navs;
}

export type { Tx };
