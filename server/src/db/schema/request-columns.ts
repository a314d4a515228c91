import { text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The columns of a change a customer asked for (issue 17 item 3 DCA changes, issue 22 call-back
 * requests): the channel, the idempotency key and the hash of the body it came with (a retry changes
 * nothing twice, a reused key with another body is refused), the session, address and agent, when.
 * A function: each table gets its own column builders.
 */
export const requestColumns = () => ({
  channel: text('channel').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  requestHash: text('request_hash').notNull(),
  sessionHash: text('session_hash'),
  ip: text('ip'),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
