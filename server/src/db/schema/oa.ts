import { check, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { oaAccountKindSchema, oaApplicationStatusSchema, oaPartStatusSchema } from '@port/shared/contracts/oa';
import { oaStepSchema, type OaStep } from '@port/shared/contracts/oa-steps';
import { oneOf } from './checks';
import { customers } from './customers';

/** One open-account application per customer and account kind (issue 11). */
export const oaApplications = pgTable(
  'oa_applications',
  {
    id: serial('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    accountKind: text('account_kind').notNull(),
    status: text('status').notNull().default('draft'),
    /** Parts after submit: the identity verifier, the suitability fact, the bank / ATS set-up. */
    identityStatus: text('identity_status').notNull().default('not_started'),
    suitabilityStatus: text('suitability_status').notNull().default('not_started'),
    bankAtsStatus: text('bank_ats_status').notNull().default('not_started'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /**
     * The back office's last request when it sent the application back (issue 22 item 1): the steps
     * it asked about, its reason (Thai, shown to the customer), and a keyed digest of each asked
     * step as it stood then, so a resubmission that changed nothing is refused without keeping a copy.
     */
    reviewParts: jsonb('review_parts').$type<OaStep[]>(),
    reviewReason: text('review_reason'),
    reviewDigests: jsonb('review_digests').$type<Partial<Record<OaStep, string>>>(),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    resubmittedAt: timestamp('resubmitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('oa_applications_customer_kind').on(t.customerId, t.accountKind),
    check('oa_applications_kind_check', oneOf(t.accountKind, oaAccountKindSchema.options)),
    check('oa_applications_status_check', oneOf(t.status, oaApplicationStatusSchema.options)),
    check('oa_applications_identity_check', oneOf(t.identityStatus, oaPartStatusSchema.options)),
    check('oa_applications_suitability_check', oneOf(t.suitabilityStatus, oaPartStatusSchema.options)),
    check('oa_applications_bank_ats_check', oneOf(t.bankAtsStatus, oaPartStatusSchema.options)),
  ],
);

/**
 * A saved step: its whole body sealed (AES-256-GCM, bound to the application and step), so ID
 * numbers, bank accounts and answers are never plaintext at rest. One row per step: saving again
 * replaces it.
 */
export const oaApplicationSteps = pgTable(
  'oa_application_steps',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => oaApplications.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    sealed: text('sealed').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.step] }),
    check('oa_application_steps_step_check', oneOf(t.step, oaStepSchema.options)),
  ],
);

/**
 * The national ID number a customer applies with, as a keyed hash (HMAC-SHA-256 under a key derived
 * from the personal-data key): one customer per ID number, compared without storing the number.
 */
export const oaNationalIds = pgTable('oa_national_ids', {
  customerId: text('customer_id')
    .primaryKey()
    .references(() => customers.id),
  idHash: text('id_hash').notNull().unique('oa_national_ids_id_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
