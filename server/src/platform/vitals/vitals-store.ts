import { sql } from 'drizzle-orm';
import type { VitalsReport } from '@port/shared/contracts/vitals';
import type { Db } from '../../db/client';
import { webVitals } from '../../db/schema/web-vitals';

/**
 * Writes a report's metrics and drops rows beyond `maxRows` in the same statement (one round
 * trip, no second cleanup job): ids only grow, so everything `maxRows` below the newest goes.
 */
export async function storeVitals(db: Db, report: VitalsReport, maxRows: number): Promise<void> {
  const values = report.metrics.map((m) => sql`(${report.route}, ${report.remote}, ${report.version}, ${m.name}, ${m.value})`);
  await db.execute(sql`
    with added as (
      insert into ${webVitals} (route, remote, remote_version, name, value)
      values ${sql.join(values, sql`, `)}
      returning id
    )
    delete from ${webVitals} where id <= (select max(id) from added) - ${maxRows}`);
}
