import { check, date, index, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { OTHER_ASSET_KINDS } from '@port/shared/contracts/assets-analyzer';
import { oneOf } from './checks';
import { customerIdColumn } from './owner-columns';

/**
 * What the customer holds outside the distributor's funds (spec §3 assets analyzer "other_assets";
 * issue 22 item 4): deposits, bonds, shares, gold, savings insurance, as last reported, in exact
 * baht (numeric, never a float). The analyzer adds them to the funds for `aua`.
 */
export const customerOtherAssets = pgTable(
  'customer_other_assets',
  {
    id: serial('id').primaryKey(),
    customerId: customerIdColumn(),
    kind: text('kind').notNull(),
    nameTh: text('name_th').notNull(),
    institutionTh: text('institution_th').notNull(),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    /** The day the amount was reported (Bangkok date). */
    asOf: date('as_of', { mode: 'string' }).notNull(),
  },
  (t) => [
    index('customer_other_assets_customer_idx').on(t.customerId),
    check('customer_other_assets_kind_check', oneOf(t.kind, OTHER_ASSET_KINDS)),
    check('customer_other_assets_amount_check', sql`${t.amount} >= 0`),
  ],
);
