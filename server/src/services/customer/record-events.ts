import type { Db } from '../../db/client';
import {
  customerRecordEvents,
  type CustomerRecordEventKind,
  type CustomerRecordValues,
} from '../../db/schema/customer-record-events';
import type { AuditContext } from '../orders/order-events';

export type CustomerRecordEventInput = {
  kind: CustomerRecordEventKind;
  customerId: string;
  channel: string;
  before: CustomerRecordValues;
  after: CustomerRecordValues;
  at: Date;
};

/** Appends one event (call inside the transaction of the change it describes; issue 18). */
export async function recordCustomerEvent(tx: Db, audit: AuditContext, event: CustomerRecordEventInput): Promise<void> {
  await tx.insert(customerRecordEvents).values({
    kind: event.kind,
    customerId: event.customerId,
    channel: event.channel,
    before: event.before,
    after: event.after,
    createdAt: event.at,
    sessionHash: audit.sessionHash,
    ip: audit.ip,
    userAgent: audit.userAgent,
  });
}
