import { and, eq } from 'drizzle-orm';
import type { KycDetails } from '@port/shared/contracts/customer-record';
import { FUND_SOURCES, INCOME_RANGES, OCCUPATIONS } from '@port/shared/contracts/oa-steps';
import type { Db } from '../../db/client';
import { oaApplications } from '../../db/schema/oa';
import { stepBodies, type StepBodies } from '../open-account/oa-application';
import type { CustomerRow } from './customer-record';

const blank = (text: string | undefined | null): string | null => (text && text.trim() ? text.trim() : null);

/**
 * What is on file for the KYC review (issue 18 item 2): the customer row (name, contact) and, when
 * the account came from an approved application here, its identity and work steps (address,
 * occupation, income, sources of funds) as the application's Thai labels. Null = not on file
 * (seeded customers have no application).
 */
export function kycDetailsOf(row: CustomerRow, bodies: StepBodies): KycDetails {
  const { identity, work } = bodies;
  const thaiName = identity ? `${identity.first_name_th} ${identity.last_name_th}` : row.displayNameTh;
  return {
    name_th: blank(thaiName),
    name_en: blank(identity ? `${identity.first_name_en} ${identity.last_name_en}` : row.displayNameEn),
    mobile: blank(identity?.mobile ?? row.tel),
    email: blank(identity?.email ?? row.email),
    address: identity ? blank(`${identity.address} ${identity.province} ${identity.postcode}`) : null,
    occupation: work ? OCCUPATIONS[work.occupation] : null,
    income_range: work ? INCOME_RANGES[work.income_range] : null,
    fund_sources: work ? work.fund_sources.map((s) => FUND_SOURCES[s]) : null,
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
