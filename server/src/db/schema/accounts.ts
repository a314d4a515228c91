import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { segregateAccountStatusSchema } from '@port/shared/contracts/enums';
import { oneOf } from './checks';
import { customers } from './customers';

/** An investment account: omnibus, segregate or private-fund (spec §3 account types). */
export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    accountType: text('account_type').notNull(),
    agentAccountId: text('agent_account_id').notNull().unique(),
    accountCode: text('account_code').notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('accounts_status_check', oneOf(t.status, segregateAccountStatusSchema.options))],
);
