import { eq } from 'drizzle-orm';
import type { DcaStatus } from '@port/shared/contracts/enums';
import { dcaProfileStatusSchema, type Dca, type DcaProfile } from '@port/shared/contracts/pra';
import { dcaStatusSchema, praStatusSchema } from '@port/shared/contracts/enums';
import { dcaStatusOf, nextDcaDebitDate, praStatusOfDca } from '@port/shared/domain/dca';
import type { Db } from '../../db/client';
import { dcaProfiles } from '../../db/schema/dca';
import { plans } from '../../db/schema/plans';
import { pra } from '../../db/schema/pra';
import { bangkokDate } from '../../lib/dates';
import { money, MONEY, sum, toScaled } from '../../lib/decimal';
import { batchMinimum } from '../orders/batch';
import { fundsByCode } from '../funds/navs';
import { investWeights, planHoldings } from '../orders/order-lines';
import { banksOf } from '../orders/orders';
import { maskBankAccount } from '@port/shared/domain/mask';
import type { PlanRow } from './plans';
import { loadProposalLimits } from '../orders/proposal-limits';

export type DcaProfileRow = typeof dcaProfiles.$inferSelect;

/** What the DCA rule of shared/domain reads for a plan: its monthly amount, the funds new money goes to, its profiles. */
export async function planDcaFacts(db: Db, plan: PlanRow) {
  const rows = await db.select().from(dcaProfiles).where(eq(dcaProfiles.planId, plan.id)).orderBy(dcaProfiles.id);
  const held = await planHoldings(db, plan);
  const limits = await loadProposalLimits(db, plan, held);
  const weights = investWeights(plan, held, limits);
  const monthly = toScaled(plan.contribution, MONEY);
  const status = dcaStatusOf(
    monthly,
    weights.map((w) => w.fund_code),
    rows.map((r) => ({
      fundCode: r.fundCode,
      amount: toScaled(r.amount, MONEY),
      status: dcaProfileStatusSchema.parse(r.status),
    })),
  );
  return { rows, held, limits, weights, monthly, status };
}

/**
 * Stores the plan's DCA status and the PRA status it gives (spec §4), by the rule of
 * shared/domain/dca.ts. Called in the transaction of every change to its inputs (DCA set-up or
 * removal, plan create or edit) and by the seed, so the plan list, the cards and the plan page agree.
 */
export async function refreshDcaStatus(db: Db, plan: PlanRow): Promise<DcaStatus> {
  const { status } = await planDcaFacts(db, plan);
  const [setup] = await db.select({ status: pra.status }).from(pra).where(eq(pra.planId, plan.id));
  const praStatus = praStatusOfDca(status) ?? (setup ? praStatusSchema.parse(setup.status) : 'NONE');
  await db.update(plans).set({ dcaStatus: status, praStatus }).where(eq(plans.id, plan.id));
  return status;
}

/** The plan's DCA summary and profiles (spec §3 dca, trading.dca_profiles), with what the set-up form needs. */
export async function dcaView(db: Db, customerId: string, plan: PlanRow): Promise<{ dca: Dca | null; profiles: DcaProfile[] }> {
  const { rows, held, limits } = await planDcaFacts(db, plan);
  const funds = await fundsByCode(
    db,
    rows.map((r) => r.fundCode),
  );
  const today = bangkokDate();
  const profiles: DcaProfile[] = rows
    .filter((r) => r.status !== 'cancelled')
    .map((r) => ({
      profile_id: String(r.id),
      fund_shortcode: r.fundCode,
      fund_name_th: funds.get(r.fundCode)?.nameTh ?? r.fundCode,
      amount: money(toScaled(r.amount, MONEY)),
      day_of_month: r.dayOfMonth,
      next_date: r.status === 'active' ? nextDcaDebitDate(r.dayOfMonth, today) : null,
      status: dcaProfileStatusSchema.parse(r.status),
    }));
  const status = dcaStatusSchema.parse(plan.dcaStatus);
  if (profiles.length === 0 && status === 'none') return { dca: null, profiles };
  const active = rows.filter((r) => r.status === 'active');
  const [setup] = await db.select({ bankId: pra.bankId }).from(pra).where(eq(pra.planId, plan.id));
  const bankId = active.find((r) => r.bankId)?.bankId ?? setup?.bankId ?? null;
  const bank = bankId ? (await banksOf(db, customerId)).get(bankId) : undefined;
  const day = active[0]?.dayOfMonth ?? null;
  return {
    dca: {
      status,
      total_amount: money(sum(active.map((r) => toScaled(r.amount, MONEY)))),
      monthly_amount: money(toScaled(plan.contribution, MONEY)),
      min_amount: money((await batchMinimum(db, plan, held, limits)).amount),
      day_of_month: day,
      next_debit_date: day === null ? null : nextDcaDebitDate(day, today),
      bank: bank
        ? {
            bank_id: bank.id,
            bank_display_name: bank.bankDisplayName,
            masked_bank_account_no: maskBankAccount(bank.bankAccountNo),
          }
        : null,
    },
    profiles,
  };
}
