import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { OaStep } from '@port/shared/contracts/oa-steps';
import { oneOf } from './checks';
import { customers } from './customers';
import { oaApplications } from './oa';

/** What happened to an application (issue 22 item 1): the customer's sends and the back office's answers. */
export const OA_EVENT_KINDS = ['submitted', 'resubmitted', 'rejected', 'need_info', 'lack_info'] as const;
export type OaEventKind = (typeof OA_EVENT_KINDS)[number];

/**
 * Append-only trail of an application's review: who (the customer's id, or the back-office
 * officer's name), how (the channel: 'port-web', 'back-office-cli'), the parts asked and the
 * reason given. Written in the transaction of the change; no personal data of the steps.
 */
export const oaApplicationEvents = pgTable(
  'oa_application_events',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => oaApplications.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind').notNull(),
    actor: text('actor').notNull(),
    channel: text('channel').notNull(),
    parts: jsonb('parts').$type<OaStep[]>(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('oa_application_events_application_idx').on(t.applicationId, t.createdAt),
    check('oa_application_events_kind_check', oneOf(t.kind, OA_EVENT_KINDS)),
  ],
);
