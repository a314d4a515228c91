import { withDatabase } from './db';

/**
 * Puts a demo customer back in the state the seed gives them, behind the app's back, so a spec that
 * resolves a status (issue 22: every status has a way out) can run alone, twice or after another
 * spec that resolved it first. Each statement mirrors the seed row it restores (server/src/db/seed).
 */
const RESTORE: Record<string, string[]> = {
  // dcaset (C0031): plan ดาวน์บ้าน (omnibus 1; other specs may add plans, left alone) plans 6,000 a month, no monthly debit yet (DCA need-set).
  dcaset: [
    `update dca_profiles set status = 'cancelled' where plan_id in (select id from plans where customer_id = 'C0031' and account_type = 'omnibus' and plan_slot = 1)`,
    `delete from pra where plan_id in (select id from plans where customer_id = 'C0031' and account_type = 'omnibus' and plan_slot = 1)`,
    `update plans set contribution = '6000', dca_status = 'need-set', pra_status = 'DCA_NEED_SET'
       where customer_id = 'C0031' and account_type = 'omnibus' and plan_slot = 1`,
  ],
  // dcaremove (C0032): plan เงินเก็บก้อนเดียว has no monthly amount, its seeded 2,000 debit still active (need-remove).
  dcaremove: [
    `update dca_profiles set status = 'active' where id = (select min(d.id) from dca_profiles d join plans p on p.id = d.plan_id where p.customer_id = 'C0032')`,
    `update dca_profiles set status = 'cancelled' where plan_id in (select id from plans where customer_id = 'C0032')
       and id <> (select min(d.id) from dca_profiles d join plans p on p.id = d.plan_id where p.customer_id = 'C0032')`,
    `delete from pra where plan_id in (select id from plans where customer_id = 'C0032')`,
    `update plans set dca_status = 'need-remove', pra_status = 'DCA_NEED_REMOVE' where customer_id = 'C0032'`,
  ],
  // praerror (C0041): the last debit of plan เงินออมเพื่อลูก failed (PRA_ERROR) and no call-back is requested yet.
  praerror: [`delete from contact_requests where customer_id = 'C0041'`],
};

const CUSTOMER: Record<string, string> = { dcaset: 'C0031', dcaremove: 'C0032', praerror: 'C0041' };

export async function restoreSeededState(username: keyof typeof RESTORE & string): Promise<void> {
  const statements = RESTORE[username];
  const customer = CUSTOMER[username];
  if (!statements || !customer) throw new Error(`no seeded state to restore for '${username}'`);
  await withDatabase(async (db) => {
    await db.query('begin');
    for (const statement of statements) await db.query(statement);
    // The server's plan-list cache is keyed by this version: a bump makes the next read see the restored rows.
    await db.query('update customers set portfolio_version = portfolio_version + 1 where id = $1', [customer]);
    await db.query('commit');
  });
}
