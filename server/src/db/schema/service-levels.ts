import { boolean, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { customers } from './customers';

export const serviceLevels = pgTable('service_levels', {
  shortCode: text('short_code').primaryKey(),
  nameTh: text('name_th').notNull(),
  serviceLevel: text('service_level').notNull(),
  internalServiceLevel: text('internal_service_level').notNull(),
  cost: numeric('cost', { precision: 20, scale: 2 }).notNull(),
});

export const customerServiceLevels = pgTable('customer_service_levels', {
  customerId: text('customer_id')
    .primaryKey()
    .references(() => customers.id),
  shortCode: text('short_code')
    .notNull()
    .references(() => serviceLevels.shortCode),
  optIn: boolean('opt_in').notNull().default(false),
});
