import { eq } from 'drizzle-orm';
import type { CustomerRecord } from '@port/shared/contracts/customer-record';
import { bandOfMaxFundRisk, kycExpiryFrom, suitabilityExpiryFrom } from '@port/shared/domain/record-validity';
import { mayHoldLifetimeCard } from '@port/shared/domain/oa-identity';
import { TRADABLE_ACCOUNT_STATUSES } from '@port/shared/domain/trade-eligibility';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { HttpError } from '../../http/errors';
import { messages } from '../../http/messages';
import { birthDateOf } from './birth-date';
import { kycDetailsOf } from './kyc-details';
import { bangkokDate } from '../../lib/dates';

export type CustomerRow = typeof customers.$inferSelect;

/** The customer named in the path, only when it is the signed-in one: any other id is 404 (as everywhere). */
export function assertOwnRecord(sessionCustomerId: string, customerId: string): void {
  if (customerId !== sessionCustomerId) throw new HttpError(404, 'NOT_FOUND', messages.notFound);
}

/** Renewals apply to a customer with an approved account; an open application is finished, not renewed. */
export const isRenewable = (row: Pick<CustomerRow, 'oaStatus'>): boolean => TRADABLE_ACCOUNT_STATUSES.includes(row.oaStatus);

export function recordView(row: CustomerRow, today = bangkokDate(), mayHoldLifetime = false): CustomerRecord {
  const band = bandOfMaxFundRisk(row.suitRiskLevel);
  return {
    customer_id: row.id,
    oa_status: row.oaStatus,
    renewable: isRenewable(row),
    suitability: {
      risk_level: band?.level ?? null,
      risk_level_name: band?.name ?? null,
      max_fund_risk: row.suitRiskLevel,
      expiry: row.suitExpiry,
    },
    kyc: { expiry: row.kycExpiry },
    id_card: {
      expiry: row.idCardExpiry,
      lifetime: row.idCardExpiry === null && isRenewable(row),
      may_hold_lifetime: mayHoldLifetime,
    },
    today,
    renewal_expiry: { suitability: suitabilityExpiryFrom(today), kyc: kycExpiryFrom(today) },
  };
}

export async function readCustomerRecord(db: Db, sessionCustomerId: string, customerId: string): Promise<CustomerRecord> {
  assertOwnRecord(sessionCustomerId, customerId);
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!row) throw new HttpError(404, 'NOT_FOUND', messages.notFound);
  const today = bangkokDate();
  const view = recordView(row, today, await mayHoldLifetimeCardOf(db, customerId, today));
  return { ...view, kyc: { ...view.kyc, details: await kycDetailsOf(db, row) } };
}

/** A lifetime card (ตลอดชีพ) is for customers 70 or older, known from the birth date of their application. */
export async function mayHoldLifetimeCardOf(db: Db, customerId: string, today: string): Promise<boolean> {
  const birthDate = await birthDateOf(db, customerId);
  return birthDate !== null && mayHoldLifetimeCard(birthDate, today);
}
