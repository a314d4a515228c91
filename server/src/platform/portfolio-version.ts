import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { customers } from '../db/schema/customers';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every successful change a customer makes through /api or /proxy bumps their portfolio
 * version in the database before the answer leaves, so no instance serves a stale cached
 * plan list afterwards (the cache key holds the version).
 */
export function registerPortfolioVersionBump(app: FastifyInstance, db: Db): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!UNSAFE.has(request.method) || !request.customerId || reply.statusCode >= 400) return payload;
    if (!/^\/(api|proxy)\//.test(request.url)) return payload;
    await db
      .update(customers)
      .set({ portfolioVersion: sql`${customers.portfolioVersion} + 1` })
      .where(eq(customers.id, request.customerId));
    return payload;
  });
}

export async function portfolioVersion(db: Db, customerId: string): Promise<number | null> {
  const [row] = await db.select({ version: customers.portfolioVersion }).from(customers).where(eq(customers.id, customerId));
  return row?.version ?? null;
}
