import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** One p75 of `pnpm perf:report`: per route (remote and version null = all versions together) or per remote version. */
export type VitalsP75 = {
  route: string;
  remote: string | null;
  version: string | null;
  /** True for the line of a route over all its versions. */
  allVersions: boolean;
  name: string;
  samples: number;
  p75: number;
};

/** p75 of each metric per route and per route × remote version over the last `days` days (issue 19 item 6). */
export async function vitalsP75(db: Db, days: number): Promise<VitalsP75[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select route, remote, remote_version as version, grouping(remote) = 1 as all_versions, name,
      count(*)::int as samples, percentile_cont(0.75) within group (order by value) as p75
    from web_vitals
    where at > now() - make_interval(days => ${days})
    group by grouping sets ((route, name), (route, remote, remote_version, name))
    order by route, all_versions desc, remote, remote_version, name`);
  const rows = (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) as Record<
    string,
    unknown
  >[];
  return rows.map((r) => ({
    route: String(r.route),
    remote: r.remote === null ? null : String(r.remote),
    version: r.version === null ? null : String(r.version),
    allVersions: r.all_versions === true,
    name: String(r.name),
    samples: Number(r.samples),
    p75: Number(r.p75),
  }));
}
