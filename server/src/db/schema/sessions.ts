import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Server-side sessions (BFF): only the id's SHA-256 is stored, tokens are AES-256-GCM sealed. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    customerId: text('customer_id').notNull(),
    subject: text('subject').notNull(),
    accessToken: text('access_token').notNull(),
    refreshToken: text('refresh_token').notNull(),
    idToken: text('id_token').notNull(),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_customer_idx').on(t.customerId)],
);
