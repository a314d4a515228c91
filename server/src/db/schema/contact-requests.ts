import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { CONTACT_TIMES, CONTACT_TOPICS } from '@port/shared/contracts/contact-request';
import { oneOf } from './checks';
import { customerIdColumn, planIdColumn } from './owner-columns';
import { requestColumns } from './request-columns';

export const CONTACT_REQUEST_STATUSES = ['received', 'closed'] as const;

/**
 * A customer's call-back request to the distributor (issue 22: the PRA_ERROR card's contact form):
 * what about, the plan, the number and time to call, the message, and who sent it from where (as the
 * order audit). (customer, idempotency key) is unique: a retried send records the request once.
 * Staff close a request with the back-office command (`close_contact`): who, when and what was
 * done are kept on the row (a closed one has all three, an open one none); nothing deletes one.
 */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: serial('id').primaryKey(),
    customerId: customerIdColumn(),
    topic: text('topic').notNull(),
    planId: planIdColumn(),
    /** Digits only (shared/domain/contact-request normalizes). */
    phone: text('phone').notNull(),
    preferredTime: text('preferred_time').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().default('received'),
    ...requestColumns(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The officer who closed it (name and team, as the back office's other answers). */
    closedBy: text('closed_by'),
    /** What the officer did (Thai), e.g. the call made and its outcome. */
    closeNote: text('close_note'),
  },
  (t) => [
    unique('contact_requests_customer_idempotency').on(t.customerId, t.idempotencyKey),
    index('contact_requests_customer_idx').on(t.customerId, t.createdAt),
    check('contact_requests_topic_check', oneOf(t.topic, CONTACT_TOPICS)),
    check('contact_requests_time_check', oneOf(t.preferredTime, CONTACT_TIMES)),
    check('contact_requests_status_check', oneOf(t.status, CONTACT_REQUEST_STATUSES)),
    check(
      'contact_requests_closed_check',
      sql`(${t.status} = 'closed') = (${t.closedAt} is not null and ${t.closedBy} is not null and ${t.closeNote} is not null)`,
    ),
  ],
);
