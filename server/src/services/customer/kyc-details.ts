import { and, desc, eq } from 'drizzle-orm';
import type { KycDetails } from '@port/shared/contracts/customer-record';
import { kycFieldsSchema, type KycFields, type KycStored } from '@port/shared/contracts/kyc-details';
import { FUND_SOURCES, INCOME_RANGES, OCCUPATIONS } from '@port/shared/contracts/oa-steps';
import type { Db } from '../../db/client';
import { customerRecordEvents } from '../../db/schema/customer-record-events';
import { oaApplications } from '../../db/schema/oa';
import { stepBodies, type StepBodies } from '../open-account/oa-application';
import { openWith, personalDataKey, sealWith } from '../open-account/oa-sealed';
import type { CustomerRow } from './customer-record';

const blank = (text: string | undefined | null): string | null => (text && text.trim() ? text.trim() : null);
const sealContext = (customerId: string) => `customer-kyc:${customerId}`;

/** KYC details sealed for the audit event (personal data never plaintext in customer_record_events). */
export async function sealKyc(db: Db, customerId: string, details: KycStored): Promise<string> {
  return sealWith(await personalDataKey(db), sealContext(customerId), JSON.stringify(details));
}

/** The details the customer last changed in a KYC review, or null when never changed here. */
async function lastChangedKyc(db: Db, customerId: string): Promise<KycFields | null> {
  const events = await db
    .select({ after: customerRecordEvents.after })
    .from(customerRecordEvents)
    .where(and(eq(customerRecordEvents.customerId, customerId), eq(customerRecordEvents.kind, 'kyc_reviewed')))
    .orderBy(desc(customerRecordEvents.createdAt), desc(customerRecordEvents.id));
  const changed = events.find((e) => typeof e.after.details_sealed === 'string');
  if (!changed) return null;
  const plain = openWith(await personalDataKey(db), sealContext(customerId), String(changed.after.details_sealed));
  return kycFieldsSchema.parse(JSON.parse(plain));
}

/**
 * What is on file for the KYC review (issue 18 item 2), as codes: the details last changed in a
 * review, else the approved application's identity and work steps, else the customer row's contact.
 */
export async function storedKycOf(db: Db, row: CustomerRow): Promise<KycStored> {
  const changed = await lastChangedKyc(db, row.id);
  if (changed) return changed;
  const { identity, work } = await approvedStepsOf(db, row.id);
  return {
    mobile: blank(identity?.mobile ?? row.tel.replace(/-/g, '')) ?? undefined,
    email: blank(identity?.email ?? row.email) ?? undefined,
    ...(identity ? { address: identity.address, province: identity.province, postcode: identity.postcode } : {}),
    ...(work ? { occupation: work.occupation, income_range: work.income_range, fund_sources: work.fund_sources } : {}),
  };
}

/** The stored details as the review shows them: Thai labels, one address line; null = not on file. */
export async function kycDetailsOf(db: Db, row: CustomerRow, stored?: KycStored): Promise<KycDetails> {
  const s = stored ?? (await storedKycOf(db, row));
  const { identity } = await approvedStepsOf(db, row.id);
  const thaiName = identity ? `${identity.first_name_th} ${identity.last_name_th}` : row.displayNameTh;
  return {
    name_th: blank(thaiName),
    name_en: blank(identity ? `${identity.first_name_en} ${identity.last_name_en}` : row.displayNameEn),
    mobile: blank(s.mobile),
    email: blank(s.email),
    address: s.address ? blank(`${s.address} ${s.province ?? ''} ${s.postcode ?? ''}`) : null,
    occupation: s.occupation ? OCCUPATIONS[s.occupation] : null,
    income_range: s.income_range ? INCOME_RANGES[s.income_range] : null,
    fund_sources: s.fund_sources ? s.fund_sources.map((f) => FUND_SOURCES[f]) : null,
    stored: s,
  };
}

/** The approved application's steps, or none. */
export async function approvedStepsOf(db: Db, customerId: string): Promise<StepBodies> {
  const [application] = await db
    .select()
    .from(oaApplications)
    .where(and(eq(oaApplications.customerId, customerId), eq(oaApplications.status, 'approved')));
  return application ? stepBodies(db, application) : {};
}
