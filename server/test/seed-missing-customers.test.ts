import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { seedDatabase } from '../src/db/seed/seed';
import { customers } from '../src/db/schema/customers';
import { oaApplications } from '../src/db/schema/oa';
import { plans } from '../src/db/schema/plans';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-accounts';
import { resetDb } from './helpers/reset';
import type { Db } from '../src/db/client';

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

/** Removes customers and every row that names them, as if the database predated them (FK order found by retrying). */
async function forget(db: Db, ids: string[]): Promise<void> {
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(
      sql`select table_name from information_schema.columns where column_name = 'customer_id' and table_schema = 'public' and table_name <> 'customers'`,
    ),
  ).map((r) => r.table_name);
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  let left = [...tables, 'customers'];
  for (let pass = 0; pass < 6 && left.length > 0; pass += 1) {
    const failed: string[] = [];
    for (const table of left) {
      const column = table === 'customers' ? 'id' : 'customer_id';
      await db.execute(sql`delete from ${sql.identifier(table)} where ${sql.identifier(column)} in (${list})`).catch(() => {
        failed.push(table);
      });
    }
    left = failed;
  }
  expect(left).toEqual([]);
}

/** RULES: a developer's PGlite data from an earlier run lacks newer demo customers, who then get 401 on every call. */
describe('the seed adds the demo customers an existing database lacks (issue 22 item 1)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await resetDb();
  });

  it('adds only the missing customers with their applications, leaves the rest as it was, and is idempotent', async () => {
    // A customer without an account (C0001), one with a sent-back application (C0061).
    await forget(db, ['C0001', 'C0061']);
    await db.update(customers).set({ displayNameEn: 'Changed Since The Seed' }).where(eq(customers.id, 'C0003'));
    const investorPlans = await db.select({ id: plans.id }).from(plans).where(eq(plans.customerId, 'C0003'));
    expect((await db.select().from(customers)).length).toBe(DEMO_ACCOUNTS.length - 2);

    expect(await seedDatabase(db)).toBe(true);
    const ids = (await db.select({ id: customers.id }).from(customers)).map((r) => r.id).sort();
    expect(ids).toEqual(DEMO_ACCOUNTS.map((a) => a.customerId).sort());
    const [rejected] = await db.select().from(customers).where(eq(customers.id, 'C0061'));
    expect(rejected).toMatchObject({ oaStatus: 'ACCOUNT_REJECTED' });
    expect(
      await db.select({ status: oaApplications.status }).from(oaApplications).where(eq(oaApplications.customerId, 'C0061')),
    ).toEqual([{ status: 'rejected' }]);
    const [newcomer] = await db.select().from(customers).where(eq(customers.id, 'C0001'));
    expect(newcomer).toMatchObject({ oaStatus: 'NO_ACCOUNT' });
    // Nothing else is rewritten: the investor keeps what changed since, and the same plans.
    const [investor] = await db.select().from(customers).where(eq(customers.id, 'C0003'));
    expect(investor!.displayNameEn).toBe('Changed Since The Seed');
    expect(await db.select({ id: plans.id }).from(plans).where(eq(plans.customerId, 'C0003'))).toEqual(investorPlans);
    // The opening customer's application is not seeded twice.
    expect(await db.select().from(oaApplications).where(eq(oaApplications.customerId, 'C0002'))).toHaveLength(1);

    expect(await seedDatabase(db)).toBe(false);
    expect(await db.select().from(customers)).toHaveLength(DEMO_ACCOUNTS.length);
  });
});
