import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { ContactRequest, ContactRequests } from '@port/shared/contracts/contact-request';
import type { contactRequestBodySchema } from '@port/shared/contracts/contact-request';
import { contactRequestProblems, normalizeThaiPhone } from '@port/shared/domain/contact-request';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { contactRequests } from '../../db/schema/contact-requests';
import { plans } from '../../db/schema/plans';
import { HttpError } from '../../http/errors';
import { messages } from '../../http/messages';
import { businessNow } from '../../lib/clock';
import type { AuditContext } from '../orders/order-events';
import { contactMessages } from './contact-messages';

type Row = typeof contactRequests.$inferSelect;
type Body = z.output<typeof contactRequestBodySchema>;
export type DistributorContact = ContactRequests['contact'];

const requestNo = (id: number) => `CR-${String(id).padStart(6, '0')}`;

const view = (row: Row): ContactRequest => ({
  request_no: requestNo(row.id),
  topic: row.topic as ContactRequest['topic'],
  plan_id: String(row.planId),
  phone: row.phone,
  preferred_time: row.preferredTime as ContactRequest['preferred_time'],
  message: row.message,
  status: row.status as ContactRequest['status'],
  created_at: row.createdAt.toISOString(),
});

/** The distributor's contact details and the customer's requests still waiting for a call, newest first. */
export async function contactRequestsOf(db: Db, customerId: string, contact: DistributorContact): Promise<ContactRequests> {
  const rows = await db
    .select()
    .from(contactRequests)
    .where(and(eq(contactRequests.customerId, customerId), eq(contactRequests.status, 'received')))
    .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id));
  return { contact, requests: rows.map(view) };
}

const hashOf = (body: Body, phone: string) =>
  createHash('sha256')
    .update(JSON.stringify([body.topic, body.plan_id, phone, body.preferred_time, body.message.trim()]))
    .digest('hex');

/**
 * Records a call-back request (issue 22): the rules of shared/domain/contact-request (400 in Thai),
 * the customer's own plan (404), one open request per plan and topic (409 naming it), and once per
 * idempotency key (the same send answers the same request; the key with another body is 422).
 */
export async function createContactRequest(
  db: Db,
  customerId: string,
  body: Body,
  audit: AuditContext & { channel: string },
): Promise<ContactRequest> {
  const problems = contactRequestProblems({ phone: body.phone, message: body.message });
  const problem = problems.phone ?? problems.message;
  if (problem) throw new HttpError(400, 'INVALID_CONTACT_REQUEST', problem);
  const phone = normalizeThaiPhone(body.phone)!;
  const requestHash = hashOf(body, phone);
  return db.transaction(async (tx) => {
    const [plan] = await tx
      .select({ id: plans.id })
      .from(plans)
      .where(and(eq(plans.id, Number(body.plan_id)), eq(plans.customerId, customerId), eq(plans.isDeleted, false)))
      .for('update');
    if (!plan) throw new HttpError(404, 'PLAN_NOT_FOUND', messages.planNotFound);
    const [same] = await tx
      .select()
      .from(contactRequests)
      .where(and(eq(contactRequests.customerId, customerId), eq(contactRequests.idempotencyKey, body.idempotency_key)));
    if (same) {
      if (same.requestHash !== requestHash) throw new HttpError(422, 'IDEMPOTENCY_MISMATCH', messages.idempotencyMismatch);
      return view(same);
    }
    const [open] = await tx
      .select()
      .from(contactRequests)
      .where(
        and(
          eq(contactRequests.customerId, customerId),
          eq(contactRequests.planId, plan.id),
          eq(contactRequests.topic, body.topic),
          eq(contactRequests.status, 'received'),
        ),
      );
    if (open) throw new HttpError(409, 'CONTACT_REQUEST_OPEN', contactMessages.alreadyOpen(requestNo(open.id)));
    const [row] = await tx
      .insert(contactRequests)
      .values({
        customerId,
        topic: body.topic,
        planId: plan.id,
        phone,
        preferredTime: body.preferred_time,
        message: body.message.trim(),
        channel: audit.channel,
        idempotencyKey: body.idempotency_key,
        requestHash,
        sessionHash: audit.sessionHash,
        ip: audit.ip,
        userAgent: audit.userAgent,
        createdAt: businessNow(),
      })
      .returning();
    return view(row!);
  });
}
