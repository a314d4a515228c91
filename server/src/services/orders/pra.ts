import { and, desc, eq } from 'drizzle-orm';
import type { Order } from '@port/shared/contracts/order';
import { nextDcaDebitDate } from '@port/shared/domain/dca';
import type { Pra } from '@port/shared/contracts/pra';
import { praStatusSchema } from '@port/shared/contracts/enums';
import type { Db } from '../../db/client';
import { pra } from '../../db/schema/pra';
import { checkouts, orders } from '../../db/schema/orders';
import { bangkokDate } from '../../lib/dates';
import { money, MONEY, toScaled } from '../../lib/decimal';
import { aaOf, aaToggleStatus } from '../plans/automatic-allocation';
import { banksOf, toOrders } from './orders';
import { maskBankAccount } from '@port/shared/domain/mask';
import { fundsByCode } from '../funds/navs';
import { splitByWeights } from './order-lines';
import { minimumOf } from '../plans/plan-minimums';
import type { PlanRow } from '../plans/plans';
import { siteUrl } from '../../platform/site-links';

/** Pending orders placed by a PRA checkout of the plan (one PRA batch at a time: spec §4 PRA_BATCH_ON_PROCESS). */
export async function pendingPraOrders(db: Db, customerId: string, planId: number): Promise<Order[]> {
  const rows = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(checkouts, eq(checkouts.id, orders.checkoutId))
    .where(
      and(eq(orders.planId, planId), eq(orders.customerId, customerId), eq(orders.status, 'pending'), eq(checkouts.kind, 'pra')),
    )
    .orderBy(desc(orders.orderDate), orders.id);
  return toOrders(
    db,
    customerId,
    rows.map((r) => r.order),
  );
}

/** The PRA answer's AA part (spec §3): the plan's AA state and the job applying its last toggle. */
const praAa = (aa: Awaited<ReturnType<typeof aaOf>>): Pra['aa'] => ({
  is_plan_enable_aa: aa.state === 'enabled',
  can_enable: aa.can_enable,
  toggle_status: aaToggleStatus(aa),
  status: aa.state,
  is_job_running: aa.is_job_running,
  error_message: aa.error_message,
  error_code: aa.error_code,
});

/** The plan's regular investment (spec §3 "Pra"), or null when none is set up. */
export async function praOf(db: Db, customerId: string, plan: PlanRow): Promise<Pra | null> {
  const [row] = await db.select().from(pra).where(eq(pra.planId, plan.id));
  if (!row) return null;
  const total = toScaled(row.totalAmount, MONEY);
  const lines = splitByWeights(total, plan.model);
  const funds = await fundsByCode(
    db,
    lines.map((l) => l.fundCode),
  );
  const bank = (await banksOf(db, customerId)).get(row.bankId);
  const aa = await aaOf(db, plan);
  return {
    pra_list: lines.map((l) => ({
      fund_shortcode: l.fundCode,
      fund_name_th: funds.get(l.fundCode)?.nameTh ?? l.fundCode,
      amount: money(l.amount ?? 0n),
      weight: plan.model.find((m) => m.fund_code === l.fundCode)?.weight ?? 0,
    })),
    status: praStatusSchema.parse(row.status),
    pra_date: row.praDate,
    total_amount: money(total),
    topup_amount: money(toScaled(row.topupAmount, MONEY)),
    // The plan's minimum for a PRA (shared rule; the seeded pra.min_invest is not what a checkout needs).
    min_invest: money((await minimumOf(db, plan.model)).amount),
    // Why the last debit failed, kept with the set-up while it is PRA_ERROR (issue 22).
    error_message: row.errorMessage,
    error_code: row.errorCode,
    aa: praAa(aa),
    bank: bank
      ? {
          bank_id: bank.id,
          bank_name: bank.bankName,
          bank_display_name: bank.bankDisplayName,
          bank_account_no: maskBankAccount(bank.bankAccountNo),
          masked_bank_account_no: maskBankAccount(bank.bankAccountNo),
          bank_display_text: `${bank.bankDisplayName} ${maskBankAccount(bank.bankAccountNo)}`,
          is_main: bank.isMain,
          bank_logo_url: bank.bankLogoUrl,
        }
      : null,
    next_debit_date: nextDcaDebitDate(row.praDate, bangkokDate()),
    pending_orders: await pendingPraOrders(db, customerId, plan.id),
    investment_view: {
      date: bangkokDate(),
      video_title: 'ลงทุนสม่ำเสมอ ทำไมถึงได้ผล',
      video_url: siteUrl('videos/regular-investment'),
      video_creator: 'ทีมที่ปรึกษาการลงทุน',
      video_image: '/static/videos/regular-investment.jpg',
      video_embed: siteUrl('embed/regular-investment'),
      content: 'การลงทุนสม่ำเสมอทุกเดือนช่วยเฉลี่ยต้นทุนและลดความเสี่ยงจากการเลือกจังหวะลงทุน',
      link: siteUrl('articles/dca-basics'),
      assets: lines.map((l) => l.fundCode),
    },
  };
}

/** The plan's PRA, or status NONE (with the plan's AA) when none is set up. */
export async function praOrNone(db: Db, customerId: string, plan: PlanRow): Promise<Pra> {
  const found = await praOf(db, customerId, plan);
  if (found) return found;
  const aa = await aaOf(db, plan);
  return {
    pra_list: [],
    status: 'NONE',
    pra_date: null,
    total_amount: 0,
    topup_amount: 0,
    min_invest: money((await minimumOf(db, plan.model)).amount),
    error_message: null,
    error_code: null,
    aa: praAa(aa),
    bank: null,
    investment_view: null,
  };
}
