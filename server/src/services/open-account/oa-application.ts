import { and, eq } from 'drizzle-orm';
import {
  isReturned,
  OA_ANSWER_BUSINESS_DAYS,
  oaApplicationStatusSchema,
  oaPartStatusSchema,
  type OaAccountKind,
  type OaApplication,
} from '@port/shared/contracts/oa';
import { addBusinessDays, bangkokDay } from '@port/shared/domain/business-days';
import {
  BANKS,
  OA_STEPS,
  type BankStep,
  type IdentityStep,
  type OaStep,
  type SuitabilityStep,
  type TaxStep,
  type WorkStep,
} from '@port/shared/contracts/oa-steps';
import { maskBankAccount, maskIdNumber, maskTaxId } from '@port/shared/domain/mask';
import { suitabilityBand, suitabilityScore } from '@port/shared/domain/suitability';
import type { Db } from '../../db/client';
import { oaApplications, oaApplicationSteps } from '../../db/schema/oa';
import { openWith, personalDataKey } from './oa-sealed';
import { identityVerifier } from './oa-verifier';

export type ApplicationRow = typeof oaApplications.$inferSelect;
export type StepBodies = {
  identity?: IdentityStep;
  work?: WorkStep;
  suitability?: SuitabilityStep;
  tax?: TaxStep;
  bank?: BankStep;
};

/** Associated data of a sealed step: the row it belongs to. */
export const stepContext = (applicationId: number, step: OaStep): string => `oa-application:${applicationId}:${step}`;

export async function applicationRow(db: Db, customerId: string, kind: OaAccountKind): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(oaApplications)
    .where(and(eq(oaApplications.customerId, customerId), eq(oaApplications.accountKind, kind)));
  return row;
}

/** An application waiting for the back office (submitted), locked for the caller's transaction; undefined otherwise. */
export async function submittedRowForUpdate(tx: Db, applicationId: number): Promise<ApplicationRow | undefined> {
  const [row] = await tx
    .select()
    .from(oaApplications)
    .where(and(eq(oaApplications.id, applicationId), eq(oaApplications.status, 'submitted')))
    .for('update');
  return row;
}

/** The saved steps of an application, opened (only ever for its owner: the row was found by customer id). */
export async function stepBodies(db: Db, row: ApplicationRow): Promise<StepBodies> {
  const rows = await db.select().from(oaApplicationSteps).where(eq(oaApplicationSteps.applicationId, row.id));
  const key = await personalDataKey(db);
  const bodies: Record<string, unknown> = {};
  for (const r of rows) bodies[r.step] = JSON.parse(openWith(key, stepContext(row.id, r.step as OaStep), r.sealed));
  return bodies as StepBodies;
}

/** The owner's view: ID, tax ID and bank numbers masked; the suitability answers stay sealed, only their result is shown. */
export function applicationView(kind: OaAccountKind, row: ApplicationRow | undefined, bodies: StepBodies): OaApplication {
  const completed = OA_STEPS.filter((step) => bodies[step] !== undefined);
  const status = row ? oaApplicationStatusSchema.parse(row.status) : 'draft';
  const submitted = status !== 'draft';
  const returned = isReturned(status);
  const asked = OA_STEPS.filter((step) => row?.reviewParts?.includes(step));
  const { identity, suitability, bank } = bodies;
  const band = suitability ? suitabilityBand(suitabilityScore(suitability.answers)) : null;
  return {
    account: kind,
    status,
    completed_steps: completed,
    // A sent-back application continues at the first step the back office asked about.
    next_step: returned
      ? (asked[0] ?? 'review')
      : submitted
        ? null
        : (OA_STEPS.find((step) => bodies[step] === undefined) ?? 'review'),
    identity: identity ? { ...withoutId(identity), id_number_masked: maskIdNumber(identity.id_number) } : null,
    work: bodies.work ?? null,
    suitability:
      suitability && band
        ? {
            score: suitabilityScore(suitability.answers),
            risk_level: band.level,
            risk_level_name: band.name,
            max_fund_risk: band.maxFundRisk,
          }
        : null,
    tax: bodies.tax
      ? {
          us_person: bodies.tax.us_person,
          ...(bodies.tax.us_tin ? { us_tin_masked: maskTaxId(bodies.tax.us_tin) } : {}),
          ...(bodies.tax.w9_consent !== undefined ? { w9_consent: bodies.tax.w9_consent } : {}),
          tax_residences: bodies.tax.tax_residences.map(({ tin, ...rest }) => ({
            ...rest,
            ...(tin ? { tin_masked: maskTaxId(tin) } : {}),
          })),
        }
      : null,
    bank: bank
      ? {
          bank_code: bank.bank_code,
          bank_name: BANKS[bank.bank_code],
          account_no_masked: maskBankAccount(bank.account_no),
          account_name: bank.account_name,
          ats: bank.ats,
        }
      : null,
    progress: {
      identity: oaPartStatusSchema.parse(row?.identityStatus ?? 'not_started'),
      suitability: oaPartStatusSchema.parse(row?.suitabilityStatus ?? 'not_started'),
      bank_ats: oaPartStatusSchema.parse(row?.bankAtsStatus ?? 'not_started'),
    },
    submitted_at: row?.submittedAt ? row.submittedAt.toISOString() : null,
    approved_at: row?.approvedAt ? row.approvedAt.toISOString() : null,
    identity_check: submitted ? { verifier: identityVerifier().name, demo: identityVerifier().demo } : null,
    answer_expected_by: row?.submittedAt ? addBusinessDays(bangkokDay(row.submittedAt), OA_ANSWER_BUSINESS_DAYS) : null,
    review:
      returned && row?.reviewReason && row.returnedAt && asked.length > 0
        ? { parts: asked, reason: row.reviewReason, returned_at: row.returnedAt.toISOString() }
        : null,
    resubmitted: status === 'submitted' && Boolean(row?.resubmittedAt),
  };
}

function withoutId({ id_number: _id, ...rest }: IdentityStep) {
  return rest;
}

export async function readApplication(db: Db, customerId: string, kind: OaAccountKind): Promise<OaApplication> {
  const row = await applicationRow(db, customerId, kind);
  return applicationView(kind, row, row ? await stepBodies(db, row) : {});
}
