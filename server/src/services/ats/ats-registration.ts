import { and, eq } from 'drizzle-orm';
import type { AtsRegistration, AtsStatus } from '@port/shared/contracts/ats';
import { BANKS, type BankCode } from '@port/shared/contracts/oa-steps';
import type { PersonNames } from '@port/shared/domain/oa-names';
import { maskBankAccount } from '@port/shared/domain/mask';
import type { Db } from '../../db/client';
import { atsRegistrations } from '../../db/schema/ats';
import { customerBanks, customers } from '../../db/schema/customers';
import { HttpError } from '../../http/errors';
import { messages } from '../../http/messages';
import { openWith, personalDataKey, sealWith } from '../open-account/oa-sealed';
import { approvedStepsOf } from '../customer/kyc-details';

export type CustomerRow = typeof customers.$inferSelect;
export type AtsRow = typeof atsRegistrations.$inferSelect;
export type SealedAccount = { account_no: string; account_name: string };

const sealContext = (customerId: string) => `ats:${customerId}`;

export async function sealAccount(db: Db, customerId: string, account: SealedAccount): Promise<string> {
  return sealWith(await personalDataKey(db), sealContext(customerId), JSON.stringify(account));
}

export async function openAccount(db: Db, customerId: string, sealed: string): Promise<SealedAccount> {
  return JSON.parse(openWith(await personalDataKey(db), sealContext(customerId), sealed)) as SealedAccount;
}

/** The customer named in the path, only when it is the signed-in one: any other id is 404 (as everywhere). */
export function assertOwn(sessionCustomerId: string, customerId: string): void {
  if (customerId !== sessionCustomerId) throw new HttpError(404, 'NOT_FOUND', messages.notFound);
}

/** The names a bank account must be in: the approved application's, else the customer's display names. */
export async function namesOf(db: Db, row: CustomerRow): Promise<PersonNames> {
  const { identity } = await approvedStepsOf(db, row.id);
  if (identity) {
    return {
      firstNameTh: identity.first_name_th,
      lastNameTh: identity.last_name_th,
      firstNameEn: identity.first_name_en,
      lastNameEn: identity.last_name_en,
    };
  }
  const split = (name: string): [string, string] => {
    const [first = '', ...rest] = name.trim().split(/\s+/);
    return [first, rest.join(' ')];
  };
  const [firstNameTh, lastNameTh] = split(row.displayNameTh);
  const [firstNameEn, lastNameEn] = split(row.displayNameEn);
  return { firstNameTh, lastNameTh, firstNameEn, lastNameEn };
}

const isBankCode = (code: string | null): code is BankCode => code !== null && code in BANKS;

/** The bank shown: the last request's, else the customer's main bank (only masked). */
async function bankOf(db: Db, customerId: string, ats: AtsRow | undefined): Promise<AtsRegistration['bank']> {
  if (ats && isBankCode(ats.bankCode) && ats.accountNoMasked && ats.accountSealed) {
    const { account_name } = await openAccount(db, customerId, ats.accountSealed);
    return { bank_code: ats.bankCode, bank_name: BANKS[ats.bankCode], account_no_masked: ats.accountNoMasked, account_name };
  }
  const [main] = await db
    .select()
    .from(customerBanks)
    .where(and(eq(customerBanks.customerId, customerId), eq(customerBanks.isMain, true)))
    .limit(1);
  if (!main || !isBankCode(main.bankName)) return null;
  return {
    bank_code: main.bankName,
    bank_name: BANKS[main.bankName],
    account_no_masked: maskBankAccount(main.bankAccountNo),
    account_name: null,
  };
}

/** What the ATS screen reads (GET …/ats). */
export async function atsView(db: Db, row: CustomerRow, ats: AtsRow | undefined): Promise<AtsRegistration> {
  const names = await namesOf(db, row);
  return {
    customer_id: row.id,
    status: (ats?.status as AtsStatus | undefined) ?? null,
    reject_reason: ats?.status === 'ATS_REJECTED' ? ats.rejectReason : null,
    bank: await bankOf(db, row.id, ats),
    names: {
      first_name_th: names.firstNameTh,
      last_name_th: names.lastNameTh,
      first_name_en: names.firstNameEn,
      last_name_en: names.lastNameEn,
    },
    requested_at: ats?.requestedAt?.toISOString() ?? null,
    decided_at: ats?.decidedAt?.toISOString() ?? null,
  };
}

export async function readAts(db: Db, sessionCustomerId: string, customerId: string): Promise<AtsRegistration> {
  assertOwn(sessionCustomerId, customerId);
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!row) throw new HttpError(404, 'NOT_FOUND', messages.notFound);
  const [ats] = await db.select().from(atsRegistrations).where(eq(atsRegistrations.customerId, customerId));
  return atsView(db, row, ats);
}
