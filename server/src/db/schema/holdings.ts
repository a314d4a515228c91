import { integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { plans } from './plans';
import { funds } from './funds';

/** Units held in a plan; amounts shown to users are computed from these and the latest NAV. */
export const holdings = pgTable(
  'holdings',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    fundCode: text('fund_code')
      .notNull()
      .references(() => funds.code),
    units: numeric('units', { precision: 20, scale: 4 }).notNull(),
    cost: numeric('cost', { precision: 20, scale: 2 }).notNull(),
    realizedPl: numeric('realized_pl', { precision: 20, scale: 2 }).notNull().default('0'),
    realizedTradingPl: numeric('realized_trading_pl', { precision: 20, scale: 2 }).notNull().default('0'),
    dividend: numeric('dividend', { precision: 20, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.planId, t.fundCode] })],
);
