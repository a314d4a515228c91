import { boolean, check, date, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accountStatusSchema, dashboardStatusSchema } from '@port/shared/contracts/enums';
import { oneOf } from './checks';

/** A signed-in investor (spec §3 "customer"); `subject` is the identity provider's sub. */
export const customers = pgTable(
  'customers',
  {
    id: text('id').primaryKey(),
    subject: text('subject').notNull().unique(),
    displayNameTh: text('display_name_th').notNull(),
    displayNameEn: text('display_name_en').notNull(),
    email: text('email').notNull(),
    tel: text('tel').notNull(),
    /** Account status card (spec §4 "Account status"). */
    accountStatus: text('account_status').notNull(),
    oaStatus: text('oa_status').notNull(),
    portStatus: text('port_status').notNull(),
    kycExpiry: date('kyc_expiry', { mode: 'string' }),
    suitExpiry: date('suit_expiry', { mode: 'string' }),
    idCardExpiry: date('id_card_expiry', { mode: 'string' }),
    /** Risk level (1–8) of the customer's suitability assessment; a riskier fund needs an acknowledgement (issue 8). */
    suitRiskLevel: integer('suit_risk_level'),
    rejectReason: text('reject_reason'),
    maintenanceMessage: text('maintenance_message'),
    /** Open-account readiness per account kind (spec §3 can_oa). */
    canOa: jsonb('can_oa').$type<Record<string, string>>().notNull(),
    /** Partner agent code when the customer is partner-advised (spec §6). */
    agent: text('agent'),
    isWealthClient: boolean('is_wealth_client').notNull().default(false),
    /** Bumped by every successful change the customer makes; keys the plan-list cache of all instances. */
    portfolioVersion: integer('portfolio_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('customers_account_status_check', oneOf(t.accountStatus, accountStatusSchema.options)),
    check('customers_oa_status_check', oneOf(t.oaStatus, accountStatusSchema.options)),
    check('customers_port_status_check', oneOf(t.portStatus, dashboardStatusSchema.options)),
  ],
);

export const customerBanks = pgTable('customer_banks', {
  id: text('id').primaryKey(),
  customerId: text('customer_id')
    .notNull()
    .references(() => customers.id),
  bankName: text('bank_name').notNull(),
  bankDisplayName: text('bank_display_name').notNull(),
  bankAccountNo: text('bank_account_no').notNull(),
  bankLogoUrl: text('bank_logo_url').notNull(),
  isMain: boolean('is_main').notNull().default(false),
});
