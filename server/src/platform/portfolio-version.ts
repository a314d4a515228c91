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
  // A callback hook: a read passes without a promise (issue 19 item 5); a failed bump goes to the error handler.
  app.addHook('onSend', (request, reply, payload, done) => {
    const customerId = request.customerId;
    if (!UNSAFE.has(request.method) || !customerId || reply.statusCode >= 400 || !/^\/(api|proxy)\//.test(request.url)) {
      done(null, payload);
      return;
    }
    db.update(customers)
      .set({ portfolioVersion: sql`${customers.portfolioVersion} + 1` })
      .where(eq(customers.id, customerId))
      .then(() => done(null, payload), done);
  });
}

export async function portfolioVersion(db: Db, customerId: string): Promise<number | null> {
  const [row] = await db.select({ version: customers.portfolioVersion }).from(customers).where(eq(customers.id, customerId));
  return row?.version ?? null;
}
