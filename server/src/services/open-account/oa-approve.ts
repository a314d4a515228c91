import { and, eq, sql } from 'drizzle-orm';
import type { OaAccountKind } from '@port/shared/contracts/oa';
import { BANKS } from '@port/shared/contracts/oa-steps';
import { ID_CARD_LIFETIME } from '@port/shared/domain/oa-identity';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { atsRegistrations } from '../../db/schema/ats';
import { customerBanks, customers } from '../../db/schema/customers';
import { oaApplications } from '../../db/schema/oa';
import { businessNow } from '../../lib/clock';
import { stepBodies, submittedRowForUpdate } from './oa-application';

const ACCOUNT_CODE: Record<OaAccountKind, string> = {
  omnibus: 'OMN',
  segregate: 'SEG',
  daingern_invest: 'DGI',
  siam_validus: 'SVL',
  kkp_savings: 'KKS',
};

export type ApprovalResult = { applicationId: number; customerId: string; account: OaAccountKind };

/**
 * The back office's approval of one submitted application (issue 11; spec §4 account statuses):
 * only once the identity verifier has answered 'done'. In one transaction: the application is
 * approved, the account of its kind is opened (ACCOUNT_APPROVED), the customer's can_oa flag of
 * that kind becomes OPENED, the account status ACCOUNT_APPROVED (for a first account), the ID
 * card expiry from the application (none for a lifetime card), and the bank account becomes a
 * registered bank of the customer (the one orders pay from and redeem to). With the ATS box
 * unticked the automatic debit is still to be set up: ATS_REQUIRED (issue 22 item 1; spec §4),
 * unless the customer already has a registration of their own (one per customer). Returns null when the
 * application is not waiting for approval (a draft, already approved, or not yet verified).
 */
export async function approveApplication(db: Db, applicationId: number): Promise<ApprovalResult | null> {
  return db.transaction(async (tx) => {
    const app = await submittedRowForUpdate(tx, applicationId);
    if (!app || app.identityStatus !== 'done') return null;
    const { identity, bank } = await stepBodies(tx, app);
    if (!identity || !bank) return null;
    const kind = app.accountKind as OaAccountKind;
    const now = businessNow();
    await tx
      .update(oaApplications)
      .set({ status: 'approved', bankAtsStatus: 'done', approvedAt: now, updatedAt: now })
      .where(eq(oaApplications.id, app.id));
    const [customer] = await tx.select().from(customers).where(eq(customers.id, app.customerId)).for('update');
    if (!customer) throw new Error('customer missing');
    const suffix = customer.id.slice(1);
    // A closed or rejected account of this kind (a new application is allowed then) is opened again.
    await tx
      .insert(accounts)
      .values({
        id: `${customer.id}-${kind}`,
        customerId: customer.id,
        accountType: kind,
        agentAccountId: `AG${suffix}${ACCOUNT_CODE[kind]}`,
        accountCode: `${ACCOUNT_CODE[kind]}-${suffix}`,
        status: 'ACCOUNT_APPROVED',
      })
      .onConflictDoUpdate({ target: accounts.id, set: { status: 'ACCOUNT_APPROVED' } });
    const [main] = await tx
      .select({ id: customerBanks.id })
      .from(customerBanks)
      .where(and(eq(customerBanks.customerId, customer.id), eq(customerBanks.isMain, true)));
    await tx.insert(customerBanks).values({
      id: `${customer.id}-OA${app.id}`,
      customerId: customer.id,
      bankName: bank.bank_code,
      bankDisplayName: BANKS[bank.bank_code],
      bankAccountNo: bank.account_no,
      bankLogoUrl: `/static/banks/${bank.bank_code.toLowerCase()}.svg`,
      isMain: !main,
    });
    if (!bank.ats) {
      await tx
        .insert(atsRegistrations)
        .values({ customerId: customer.id, status: 'ATS_REQUIRED', updatedAt: now })
        .onConflictDoNothing();
    }
    const firstAccount = customer.oaStatus !== 'ACCOUNT_APPROVED';
    await tx
      .update(customers)
      .set({
        canOa: { ...customer.canOa, [kind]: 'OPENED' },
        idCardExpiry: identity.id_card_expiry === ID_CARD_LIFETIME ? null : identity.id_card_expiry,
        ...(firstAccount
          ? { accountStatus: 'ACCOUNT_APPROVED', oaStatus: 'ACCOUNT_APPROVED', portStatus: 'ACCOUNT_APPROVED' }
          : {}),
        portfolioVersion: sql`${customers.portfolioVersion} + 1`,
      })
      .where(eq(customers.id, customer.id));
    return { applicationId: app.id, customerId: customer.id, account: kind };
  });
}
