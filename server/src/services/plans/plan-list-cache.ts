import type { PlanListData } from '@port/shared/contracts/plan-list';
import type { Db } from '../../db/client';
import { portfolioVersion } from '../../platform/portfolio-version';
import { catalogueStamp } from '../funds/navs';
import { planList } from './plan-list';

const TTL_MS = 60_000;
const MAX_ENTRIES = 5_000;
type Entry = { key: string; at: number; data: PlanListData };
const caches = new WeakMap<Db, Map<string, Entry>>();

/**
 * The plan list is the most read call (spec §4 caches it 5 minutes on the client too). It is
 * cached per customer under (portfolio version, NAV catalogue stamp): any change by the
 * customer on any instance bumps the version in the database, so one small query decides.
 */
export async function cachedPlanList(db: Db, customerId: string, knownVersion?: number | null): Promise<PlanListData> {
  // The session read already fetched the version in the same round trip; else ask for it.
  const [version, stamp] = await Promise.all([
    knownVersion === undefined ? portfolioVersion(db, customerId) : knownVersion,
    catalogueStamp(db),
  ]);
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const key = `${version}:${stamp}`;
  const hit = cache.get(customerId);
  if (version !== null && hit && hit.key === key && Date.now() - hit.at < TTL_MS) return hit.data;
  const data = await planList(db, customerId);
  cache.delete(customerId);
  cache.set(customerId, { key, at: Date.now(), data });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return data;
}
