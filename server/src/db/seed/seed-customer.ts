import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { refreshDcaStatus } from '../../services/plans/public';
import { accounts } from '../schema/accounts';
import { customerBanks, customers } from '../schema/customers';
import { plans } from '../schema/plans';
import { holdings } from '../schema/holdings';
import { orders } from '../schema/orders';
import { pra } from '../schema/pra';
import { dcaProfiles } from '../schema/dca';
import { planAutomaticAllocation } from '../schema/aa';
import { customerAdvisors } from '../schema/advisors';
import { customerServiceLevels } from '../schema/service-levels';
import { orderDates } from '@port/shared/domain/business-days';
import { addDays, bangkokInstant, nextBusinessDay } from '../../lib/dates';
import { fromScaled, toScaled, unitsFor, MONEY, UNITS } from '../../lib/decimal';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedAts } from './demo-ats';
import { seedOtherAssets } from './demo-other-assets';
import { seedAaJobs } from './demo-aa-jobs';
import { EARLY_CUTOFF_CATEGORIES, SEED_FUNDS } from './fund-catalog';
import { settlementOf } from './fund-settlement';
import { navOn, type NavPoint } from './nav-history';
import type { SeedCustomer, SeedPlan } from './seed-types';

const taxOf = (code: string) => SEED_FUNDS.find((f) => f.code === code)?.tax ?? 'none';
const cutoffOf = (code: string) => {
  const fund = SEED_FUNDS.find((f) => f.code === code);
  return fund && EARLY_CUTOFF_CATEGORIES.has(fund.aimcTh) ? '14:00' : null;
};

export async function seedCustomer(db: Db, c: SeedCustomer, navs: Map<string, NavPoint[]>, today: string): Promise<void> {
  const demo = DEMO_ACCOUNTS.find((a) => a.customerId === c.id);
  if (!demo) throw new Error(`no demo account for ${c.id}`);
  const expiry = (days?: number) => (days === undefined ? null : addDays(today, days));
  await db.insert(customers).values({
    id: c.id,
    subject: demo.subject,
    displayNameTh: demo.displayNameTh,
    displayNameEn: c.displayNameEn,
    email: c.email,
    tel: c.tel,
    accountStatus: c.accountStatus,
    oaStatus: c.oaStatus,
    portStatus: c.portStatus,
    kycExpiry: expiry(c.kycInDays),
    suitExpiry: expiry(c.suitInDays),
    idCardExpiry: expiry(c.idCardInDays),
    suitRiskLevel: c.suitRiskLevel ?? (c.plans.length > 0 ? Math.max(...c.plans.map((p) => p.riskLevel)) : null),
    rejectReason: c.rejectReason ?? null,
    canOa: c.canOa,
    agent: c.agent ?? null,
  });
  const bankId = `${c.id}-B1`;
  if (c.accounts.length > 0) {
    await db.insert(customerBanks).values([
      {
        id: bankId,
        customerId: c.id,
        bankName: 'KBANK',
        bankDisplayName: 'ธนาคารกสิกรไทย',
        bankAccountNo: `0${c.id.slice(1)}123456`.slice(0, 10),
        bankLogoUrl: '/static/banks/kbank.svg',
        isMain: true,
      },
      {
        id: `${c.id}-B2`,
        customerId: c.id,
        bankName: 'SCB',
        bankDisplayName: 'ธนาคารไทยพาณิชย์',
        bankAccountNo: `4${c.id.slice(1)}987654`.slice(0, 10),
        bankLogoUrl: '/static/banks/scb.svg',
        isMain: false,
      },
    ]);
  }
  if (c.advisorId) await db.insert(customerAdvisors).values({ customerId: c.id, advisorId: c.advisorId });
  if (c.serviceLevel) await db.insert(customerServiceLevels).values({ customerId: c.id, shortCode: c.serviceLevel, optIn: true });
  for (const [index, account] of c.accounts.entries()) {
    await db.insert(accounts).values({
      id: `${c.id}-${account.type}`,
      customerId: c.id,
      accountType: account.type,
      status: account.status,
      agentAccountId: `AG${c.id.slice(1)}${index + 1}`,
      accountCode: `${account.type === 'omnibus' ? 'OMN' : account.type === 'segregate' ? 'SEG' : 'PVF'}-${c.id.slice(1)}`,
    });
  }
  if (c.ats) await seedAts(db, c.id, c.ats, today);
  await seedOtherAssets(db, c.id, today);
  let sequence = 0;
  for (const plan of c.plans) sequence = await seedPlan(db, c.id, plan, bankId, navs, today, sequence);
  await seedAaJobs(db, c.id, today);
}

async function seedPlan(
  db: Db,
  customerId: string,
  p: SeedPlan,
  bankId: string,
  navs: Map<string, NavPoint[]>,
  today: string,
  seq: number,
): Promise<number> {
  const [row] = await db
    .insert(plans)
    .values({
      customerId,
      accountId: `${customerId}-${p.accountType}`,
      accountType: p.accountType,
      planSlot: p.slot,
      planName: p.name,
      planType: p.planType,
      goalType: p.goalType ?? null,
      goalTimeframe: p.goalTimeframe ?? null,
      goalMoney: p.goalMoney ?? null,
      initial: p.initial,
      contribution: p.contribution,
      riskLevel: p.riskLevel,
      status: p.status ?? 'none',
      model: p.model,
      modelCode: p.modelCode ?? null,
      createdAt: bangkokInstant(addDays(today, -Math.max(0, ...p.purchases.map((x) => x.daysAgo)) - 1), 10),
    })
    .returning({ id: plans.id });
  if (!row) throw new Error('plan insert');
  const planId = row.id;
  const totals = new Map<string, { units: bigint; cost: bigint; realized: bigint; dividend: bigint }>();
  const orderNo = () => {
    seq += 1;
    return `${customerId}${String(planId).padStart(3, '0')}${String(seq).padStart(4, '0')}`;
  };
  for (const buy of p.purchases) {
    const day = addDays(today, -buy.daysAgo);
    const nav = toScaled(navOn(navs.get(buy.fund) ?? [], day), UNITS);
    const bought = unitsFor(toScaled(buy.amount, MONEY), nav);
    const t = totals.get(buy.fund) ?? { units: 0n, cost: 0n, realized: 0n, dividend: 0n };
    t.units += bought;
    t.cost += toScaled(buy.amount, MONEY);
    t.realized += toScaled(buy.realizedPl ?? '0', MONEY);
    t.dividend += toScaled(buy.dividend ?? '0', MONEY);
    totals.set(buy.fund, t);
    const no = orderNo();
    await db.insert(orders).values({
      customerId,
      planId,
      orderNo: `ORD${no}`,
      virRefTransNo: `VRT${no}`,
      orderType: 'buy',
      source: 'port-web',
      fundCode: buy.fund,
      taxType: taxOf(buy.fund),
      amount: buy.amount,
      unit: fromScaled(bought, UNITS),
      status: 'completed',
      orderDate: bangkokInstant(day, 10, 15),
      tradeDate: day,
      expectedDate: nextBusinessDay(day, 1),
      bankId,
      paymentMethod: 'ats',
    });
  }
  for (const [fundCode, t] of totals) {
    await db.insert(holdings).values({
      planId,
      fundCode,
      units: fromScaled(t.units, UNITS),
      cost: fromScaled(t.cost, MONEY),
      realizedPl: fromScaled(t.realized, MONEY),
      dividend: fromScaled(t.dividend, MONEY),
    });
  }
  for (const [index, pending] of (p.pending ?? []).entries()) {
    const no = orderNo();
    // Placed last evening after the cut-off (minutes apart), dated by the one rule of shared/domain
    // with the fund's own settlement: never a later trade date than an order placed now (issue 17).
    const placedAt = bangkokInstant(addDays(today, -1), 20, 5 + index * 12);
    const side = pending.type ?? 'buy';
    const dates = orderDates(placedAt, side, cutoffOf(pending.fund), settlementOf(pending.fund));
    await db.insert(orders).values({
      customerId,
      planId,
      orderNo: `ORD${no}`,
      virRefTransNo: `VRT${no}`,
      orderType: side,
      source: pending.source ?? 'port-web',
      fundCode: pending.fund,
      taxType: taxOf(pending.fund),
      amount: pending.amount,
      status: 'pending',
      orderDate: placedAt,
      tradeDate: dates.tradeDate,
      navDate: dates.navDate,
      expectedDate: dates.settlementDate,
      cutoffAt: dates.cutoffAt,
      bankId,
      paymentMethod: 'ats',
    });
  }
  if (p.pra)
    await db.insert(pra).values({
      planId,
      status: p.pra.status,
      praDate: p.pra.day,
      totalAmount: p.pra.total,
      topupAmount: p.pra.topup,
      minInvest: p.pra.minInvest,
      bankId,
      errorCode: p.pra.error?.code ?? null,
      errorMessage: p.pra.error?.message ?? null,
    });
  for (const d of p.dca ?? [])
    await db
      .insert(dcaProfiles)
      .values({ planId, fundCode: d.fund, amount: d.amount, dayOfMonth: d.day, status: d.status, bankId });
  await db
    .insert(planAutomaticAllocation)
    .values({ planId, state: p.aa ?? 'not_enabled', canEnable: p.canEnableAa ?? p.model.length > 0 });
  // DCA and PRA statuses come from the rule of shared/domain/dca.ts, never declared (issue 17 item 3).
  await refreshDcaStatus(db, (await db.select().from(plans).where(eq(plans.id, planId)))[0]!);
  return seq;
}
