import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../src/db/client';
import { resetDb } from '../helpers/reset';

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** The migrations folder as it was before 0007 (journal cut after 0006). */
function migrationsBefore0007(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.idx <= 6) }));
  return dir;
}

describe('status columns are constrained (issue 7 item 5; spec §4)', () => {
  it('a status outside the shared enum is refused by the database (23514), not read through a fallback', async () => {
    const db = await resetDb();
    const attempt = db.execute(sql`update plans set status = 'almost_done' where id = (select min(id) from plans)`);
    await expect(attempt).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23514' }) });
    await expect(db.execute(sql`update orders set status = 'lost' where id = (select min(id) from orders)`)).rejects.toThrow();
    await expect(db.execute(sql`update plan_automatic_allocation set state = 'on'`)).rejects.toThrow();
  });

  it('migration 0007 gives rows written before it the value the old read fallback showed', async () => {
    const before = migrationsBefore0007();
    const client = new PGlite('memory://');
    try {
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: before });
      await db.execute(sql`insert into customers (id, subject, display_name_th, display_name_en, email, tel, account_status, oa_status, port_status, can_oa)
        values ('C1', 's1', 'ก', 'A', 'a@example.co.th', '0', 'WEIRD', 'ACCOUNT_APPROVED', 'OLD_STATUS', '{}')`);
      await db.execute(
        sql`insert into accounts (id, customer_id, account_type, agent_account_id, account_code, status) values ('A1', 'C1', 'omnibus', 'AG1', 'X', 'ACCOUNT_READY')`,
      );
      await db.execute(sql`insert into plans (customer_id, account_id, account_type, plan_slot, plan_name, plan_type, initial, contribution, risk_level, status, pra_status, dca_status, model)
        values ('C1', 'A1', 'omnibus', 1, 'แผน', 'legacy', 0, 0, 5, 'strange', 'PRA', 'need-adjustment', '[]')`);
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      const [customer] = rowsOf<{ account_status: string; oa_status: string; port_status: string }>(
        await db.execute(sql`select account_status, oa_status, port_status from customers`),
      );
      expect(customer).toEqual({ account_status: 'NONE', oa_status: 'ACCOUNT_APPROVED', port_status: 'NONE' });
      const [plan] = rowsOf<{ plan_type: string; status: string; pra_status: string; dca_status: string }>(
        await db.execute(sql`select plan_type, status, pra_status, dca_status from plans`),
      );
      expect(plan).toEqual({ plan_type: 'general', status: 'none', pra_status: 'PRA', dca_status: 'need-adjustment' });
    } finally {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
