import { and, eq, notInArray, sql } from 'drizzle-orm';
import { isReturned, oaApplicationStatusSchema, type OaAccountKind, type OaApplication } from '@port/shared/contracts/oa';
import { canOaSchema } from '@port/shared/contracts/plan-list';
import {
  OA_MESSAGES,
  stepBodySchema,
  type BankStep,
  type IdentityStep,
  type OaStep,
  type TaxStep,
} from '@port/shared/contracts/oa-steps';
import { fatcaCrsConflict } from '@port/shared/domain/fatca-crs';
import { digitsOnly } from '@port/shared/domain/oa-identity';
import { accountNameMatches } from '@port/shared/domain/oa-names';
import { suitabilityExpiryFrom } from '@port/shared/domain/record-validity';
import { suitabilityBand, suitabilityScore } from '@port/shared/domain/suitability';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { customers } from '../../db/schema/customers';
import { oaApplications, oaApplicationSteps } from '../../db/schema/oa';
import { HttpError } from '../../http/errors';
import { validate } from '../../http/validate';
import { bangkokDate } from '../../lib/dates';
import { businessNow } from '../../lib/clock';
import { applicationRow, applicationView, stepBodies, stepContext, type ApplicationRow } from './oa-application';
import { notReadyMessage, oaMessages } from './oa-messages';
import { asDuplicateId, claimNationalId } from './oa-national-id';
import { assertAskedPart, assertChangedParts, resubmission } from './oa-resubmit';
import { nationalIdHash, personalDataKey, sealWith } from './oa-sealed';
import { identityVerifier } from './oa-verifier';
import { customerRow } from '../plans/plan-list';

/** Account statuses that mean the account was never opened or is gone: a new application is allowed. */
const NOT_OPEN = ['NO_ACCOUNT', 'ACCOUNT_REJECTED', 'ACCOUNT_CLOSE'];

/** 409 unless the customer may open this kind now: its can_oa flag is READY and no open account of it exists. */
async function assertCanOpen(db: Db, customerId: string, kind: OaAccountKind, row: ApplicationRow | undefined): Promise<void> {
  if (row?.status === 'submitted') throw new HttpError(409, 'OA_ALREADY_SUBMITTED', oaMessages.alreadySubmitted);
  if (row?.status === 'approved') throw new HttpError(409, 'OA_ALREADY_OPENED', oaMessages.alreadyOpened);
  const [customer, [open]] = await Promise.all([
    customerRow(db, customerId),
    db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.customerId, customerId), eq(accounts.accountType, kind), notInArray(accounts.status, NOT_OPEN)))
      .limit(1),
  ]);
  if (open) throw new HttpError(409, 'OA_ALREADY_OPENED', oaMessages.alreadyOpened);
  const readiness = canOaSchema.parse(customer.canOa)[kind];
  if (readiness !== 'READY') throw new HttpError(409, `OA_${readiness}`, notReadyMessage[readiness]);
}

function assertNameMatches(bank: BankStep, identity: IdentityStep | undefined): void {
  if (!identity) throw new HttpError(409, 'OA_IDENTITY_FIRST', oaMessages.identityFirst);
  const names = {
    firstNameTh: identity.first_name_th,
    lastNameTh: identity.last_name_th,
    firstNameEn: identity.first_name_en,
    lastNameEn: identity.last_name_en,
  };
  if (!accountNameMatches(bank.account_name, names))
    throw new HttpError(400, 'VALIDATION', `ข้อมูลที่ส่งมาไม่ถูกต้อง: ${oaMessages.accountName}`);
}

/**
 * FATCA and CRS answers that contradict each other → 422 in Thai (issue 18). A Thai tax residence
 * without a tax ID or a reason takes the national ID number of step 1 (a Thai TIN is that number),
 * a US one the US TIN the US person gave.
 */
function withTinDefaults(tax: TaxStep, identity: IdentityStep | undefined): void {
  const conflict = fatcaCrsConflict(tax);
  if (conflict) throw new HttpError(422, 'OA_FATCA_CRS_CONFLICT', conflict.message);
  if (tax.us_tin) tax.us_tin = digitsOnly(tax.us_tin);
  if (!tax.us_person) {
    delete tax.us_tin;
    delete tax.w9_consent;
  }
  for (const residence of tax.tax_residences) {
    if (residence.tin || residence.no_tin_reason) continue;
    if (residence.country === 'US') residence.tin = tax.us_tin;
    if (residence.country !== 'TH') continue;
    if (!identity) throw new HttpError(409, 'OA_IDENTITY_FIRST', oaMessages.identityFirst);
    residence.tin = identity.id_number;
  }
}

/** An identity step re-saved with the ID number left empty keeps the number saved before (issue 18). */
function withKeptId(identity: IdentityStep, saved: IdentityStep | undefined): IdentityStep {
  if (identity.id_number !== '') return identity;
  if (!saved) throw new HttpError(400, 'VALIDATION', `ข้อมูลที่ส่งมาไม่ถูกต้อง: ${OA_MESSAGES.idNumber}`);
  return { ...identity, id_number: saved.id_number };
}

/**
 * Saves one step (issue 11): checked by the same schema as the browser form at the business
 * date, sealed, one row per step (saving again replaces it, so a double click keeps one copy).
 * The identity step also claims its national ID number for this customer (one customer per number).
 */
export async function saveStep(
  db: Db,
  customerId: string,
  kind: OaAccountKind,
  step: OaStep,
  body: unknown,
): Promise<OaApplication> {
  const existing = await applicationRow(db, customerId, kind);
  const saved = existing ? await stepBodies(db, existing) : {};
  let value = validate(stepBodySchema(step, bangkokDate(), Boolean(saved.identity)), body);
  await assertCanOpen(db, customerId, kind, existing);
  if (step === 'identity') value = withKeptId(value as IdentityStep, saved.identity);
  if (step === 'bank') assertNameMatches(value as BankStep, saved.identity);
  if (step === 'tax') withTinDefaults(value as TaxStep, saved.identity);
  const key = await personalDataKey(db);
  const idHash = step === 'identity' ? await nationalIdHash(db, (value as IdentityStep).id_number) : null;
  const row = await db
    .transaction(async (tx) => {
      if (idHash) await claimNationalId(tx, customerId, idHash);
      await tx.insert(oaApplications).values({ customerId, accountKind: kind }).onConflictDoNothing();
      const [app] = await tx
        .select()
        .from(oaApplications)
        .where(and(eq(oaApplications.customerId, customerId), eq(oaApplications.accountKind, kind)))
        .for('update');
      if (!app) throw new Error('application row missing after insert');
      if (isReturned(oaApplicationStatusSchema.parse(app.status))) assertAskedPart(app, step);
      else if (app.status !== 'draft') throw new HttpError(409, 'OA_ALREADY_SUBMITTED', oaMessages.alreadySubmitted);
      const sealed = sealWith(key, stepContext(app.id, step), JSON.stringify(value));
      const now = businessNow();
      await tx
        .insert(oaApplicationSteps)
        .values({ applicationId: app.id, step, sealed, updatedAt: now })
        .onConflictDoUpdate({
          target: [oaApplicationSteps.applicationId, oaApplicationSteps.step],
          set: { sealed, updatedAt: now },
        });
      await tx.update(oaApplications).set({ updatedAt: now }).where(eq(oaApplications.id, app.id));
      return app;
    })
    .catch((error: unknown) => {
      throw asDuplicateId(error);
    });
  return applicationView(kind, row, { ...saved, [step]: value });
}

/** The account status of a first account once sent: submitted, or resubmitted after the back office sent it back (spec §4). */
function sentStatus(again: boolean) {
  const status = again ? 'ACCOUNT_RESUBMITTED' : 'ACCOUNT_SUBMITTED';
  return { accountStatus: status, oaStatus: status, portStatus: status, ...(again ? { rejectReason: null } : {}) };
}

/**
 * Submits a complete application in one transaction: the customer's account status becomes
 * ACCOUNT_SUBMITTED (unless an approved account already exists), the kind's can_oa flag
 * WAITING_ACCOUNT_APPROVED, and the suitability result the customer's one risk fact
 * (customers.suit_risk_level, which orders and plan-select read).
 */
export async function submitApplication(db: Db, customerId: string, kind: OaAccountKind): Promise<OaApplication> {
  const existing = await applicationRow(db, customerId, kind);
  await assertCanOpen(db, customerId, kind, existing);
  const bodies = existing ? await stepBodies(db, existing) : {};
  if (!existing || !bodies.identity || !bodies.work || !bodies.suitability || !bodies.tax || !bodies.bank) {
    throw new HttpError(409, 'OA_INCOMPLETE', oaMessages.incomplete);
  }
  const again = isReturned(oaApplicationStatusSchema.parse(existing.status));
  if (again) await assertChangedParts(db, existing, bodies);
  // The orders' suit_risk_level is on the fund scale (1–8): the highest fund risk this investor may buy.
  const maxFundRisk = suitabilityBand(suitabilityScore(bodies.suitability.answers)).maxFundRisk;
  const identity = await identityVerifier().verify({ customerId, applicationId: existing.id, accountKind: kind });
  const now = businessNow();
  const today = bangkokDate(now);
  const suitExpiry = suitabilityExpiryFrom(today);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(oaApplications)
      .set({
        status: 'submitted',
        identityStatus: identity,
        suitabilityStatus: 'done',
        bankAtsStatus: 'pending',
        submittedAt: now,
        updatedAt: now,
        ...(again ? { resubmittedAt: now } : {}),
      })
      .where(and(eq(oaApplications.id, existing.id), eq(oaApplications.status, existing.status)))
      .returning();
    if (!updated) throw new HttpError(409, 'OA_ALREADY_SUBMITTED', oaMessages.alreadySubmitted);
    const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
    if (!customer) throw new Error('customer missing');
    const firstAccount = customer.oaStatus !== 'ACCOUNT_APPROVED';
    await tx
      .update(customers)
      .set({
        canOa: { ...customer.canOa, [kind]: 'WAITING_ACCOUNT_APPROVED' },
        suitRiskLevel: maxFundRisk,
        suitExpiry,
        ...(firstAccount ? sentStatus(again) : {}),
        portfolioVersion: sql`${customers.portfolioVersion} + 1`,
      })
      .where(eq(customers.id, customerId));
    await resubmission(tx, updated, again, now);
    return updated;
  });
  return applicationView(kind, row, bodies);
}
