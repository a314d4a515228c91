import type pg from 'pg';
import { withDatabase } from './db';

/**
 * The data the stack started with, kept in the schema `e2e_seed` (global-setup.ts), so that each
 * spec starts from it whatever ran before (issue 22 item 5: any spec alone and in any order).
 * `app_settings` stays as it is: it holds the server's generated keys, not customer data.
 */
const SCHEMA = 'e2e_seed';
const KEPT = new Set(['app_settings']);

const dataTables = async (client: pg.Client) =>
  (
    await client.query<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public' order by tablename")
  ).rows
    .map((row) => row.name)
    .filter((name) => !KEPT.has(name));

/** Copies every data table of the freshly seeded database into `e2e_seed`. */
export async function snapshotSeed(): Promise<void> {
  await withDatabase(async (client) => {
    await client.query(`drop schema if exists ${SCHEMA} cascade; create schema ${SCHEMA}`);
    for (const table of await dataTables(client)) {
      await client.query(`create table ${SCHEMA}."${table}" as table public."${table}"`);
    }
  });
}

/**
 * Puts every data table back to the snapshot in one transaction (foreign keys not checked while
 * the rows go back, as they were consistent when copied). Sequences run on, so order numbers stay
 * unique; portfolio versions move past every version used so far, so the server's plan-list cache
 * cannot answer from before the reset.
 */
export async function resetToSeed(specFile: string): Promise<void> {
  await withDatabase(async (client) => {
    // The spec that last reset is kept beside the snapshot, not in the worker's memory: after a
    // failure Playwright starts a new worker, which must not reset again in the middle of a spec.
    await client.query(`create table if not exists ${SCHEMA}.reset_marker (spec text not null)`);
    const marked = await client.query<{ spec: string }>(`select spec from ${SCHEMA}.reset_marker`);
    if (marked.rows[0]?.spec === specFile) return;
    const tables = await dataTables(client);
    const snapshot = await client.query(`select 1 from pg_namespace where nspname = '${SCHEMA}'`);
    if (!snapshot.rowCount) throw new Error('no e2e_seed snapshot: global-setup.ts takes it after the stack has seeded');
    await client.query('begin');
    try {
      const [{ top }] = (await client.query<{ top: number }>('select coalesce(max(portfolio_version), 0) as top from customers'))
        .rows as [{ top: number }];
      await client.query(`truncate ${tables.map((table) => `public."${table}"`).join(', ')}`);
      await client.query('set local session_replication_role = replica');
      for (const table of tables) {
        await client.query(`insert into public."${table}" overriding system value select * from ${SCHEMA}."${table}"`);
      }
      await client.query('update customers set portfolio_version = portfolio_version + $1', [top + 1]);
      await client.query(`delete from ${SCHEMA}.reset_marker`);
      await client.query(`insert into ${SCHEMA}.reset_marker (spec) values ($1)`, [specFile]);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
  });
}
