import type { PlanListData } from '@port/shared/contracts/plan-list';
import type { Db } from '../../db/client';
import { portfolioVersion } from '../../platform/portfolio-version';
import { CATALOGUE_TTL_MS, catalogueGeneration } from '../funds/navs';
import { deepFreeze } from '../../http/zod-type-provider';
import { planList } from './plan-list';

const MAX_ENTRIES = 5_000;
type Entry = { key: string; at: number; data: PlanListData };
const caches = new WeakMap<Db, Map<string, Entry>>();

const entryKey = (db: Db, version: number | null) => `${version}:${catalogueGeneration(db)}`;

/**
 * The cached answer for this customer at this portfolio version, if any, without a promise: the
 * route sends a hit at once (issue 19 item 5) and calls `cachedPlanList` on a miss.
 */
export function cachedPlanListHit(db: Db, customerId: string, version: number | null | undefined): PlanListData | undefined {
  if (version === null || version === undefined) return undefined;
  const hit = caches.get(db)?.get(customerId);
  if (hit && hit.key === entryKey(db, version) && Date.now() - hit.at < CATALOGUE_TTL_MS) return hit.data;
  return undefined;
}

/**
 * The plan list is the most read call (spec §4 caches it 5 minutes on the client too). It is
 * cached per customer under the portfolio version: any change by the customer on any instance
 * bumps the version in the database, and the session read brings it along, so a hit costs no
 * query of its own (issue 19 item 5). NAVs are valued live by the one statement of a miss; a
 * NAV publication shows at once in this process (the catalogue generation) and within the
 * catalogue's TTL on the others, as every other NAV-valued answer does.
 */
export async function cachedPlanList(db: Db, customerId: string, knownVersion?: number | null): Promise<PlanListData> {
  // The session read already fetched the version in the same round trip; else ask for it.
  const version = knownVersion === undefined ? await portfolioVersion(db, customerId) : knownVersion;
  const hit = cachedPlanListHit(db, customerId, version);
  if (hit) return hit;
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const key = entryKey(db, version);
  // Frozen: every hit hands out this object, and its route writes a frozen answer once (frozenReply).
  const data = deepFreeze(await planList(db, customerId));
  cache.delete(customerId);
  cache.set(customerId, { key, at: Date.now(), data });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return data;
}
