import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { contactRequests } from '../../db/schema/contact-requests';
import { businessNow } from '../../lib/clock';

/** What the back office closes a call-back request with (issue 22 item 1): which one, who, what was done. */
export const closeContactSchema = z.object({
  requestNo: z
    .string()
    .trim()
    .regex(/^CR-\d{6,}$/, 'เลขที่คำขอต้องเป็นรูปแบบ CR-000001'),
  officer: z.string().trim().min(1, 'กรุณาระบุชื่อเจ้าหน้าที่').max(100),
  note: z.string().trim().min(1, 'กรุณาระบุสิ่งที่ดำเนินการ').max(500),
});
export type CloseContactRequest = z.input<typeof closeContactSchema>;
export type CloseContactResult =
  | { closed: true; requestNo: string; customerId: string; closedAt: string }
  | { closed: false; reason: 'not_found' | 'already_closed' };

/**
 * Staff close a call-back request (issue 22 item 1: the PRA_ERROR contact form's requests): the row
 * locked, status 'closed' with who, when and the note, once. The customer's open-request list no
 * longer holds it, so the card offers the contact form again while the debit is still failing.
 */
export async function closeContactRequest(db: Db, request: CloseContactRequest): Promise<CloseContactResult> {
  const { requestNo, officer, note } = closeContactSchema.parse(request);
  const id = Number(requestNo.slice(3));
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(contactRequests).where(eq(contactRequests.id, id)).for('update');
    if (!row) return { closed: false, reason: 'not_found' };
    if (row.status !== 'received') return { closed: false, reason: 'already_closed' };
    const now = businessNow();
    await tx
      .update(contactRequests)
      .set({ status: 'closed', closedAt: now, closedBy: officer, closeNote: note })
      .where(and(eq(contactRequests.id, id), eq(contactRequests.status, 'received')));
    return { closed: true, requestNo, customerId: row.customerId, closedAt: now.toISOString() };
  });
}
