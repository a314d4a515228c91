import { boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { customers } from './customers';

export const advisors = pgTable('advisors', {
  id: text('id').primaryKey(),
  displayNameTh: text('display_name_th').notNull(),
  displayNameEn: text('display_name_en').notNull(),
  licenseNo: text('license_no').notNull(),
  /** Partner code, e.g. 'KKP'; partner users are identified by it in lower case (spec §6). */
  partner: text('partner'),
  email: text('email').notNull(),
  tel: text('tel').notNull(),
  lineId: text('line_id').notNull(),
  advisorType: text('advisor_type').notNull(),
  advisorTier: text('advisor_tier').notNull(),
});

export const customerAdvisors = pgTable(
  'customer_advisors',
  {
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    advisorId: text('advisor_id')
      .notNull()
      .references(() => advisors.id),
    isDefault: boolean('is_default').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.advisorId] })],
);
