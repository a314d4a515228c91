import type { AssetListBody, AssetListResult } from '@port/shared/contracts/asset-list';
import {
  amountBelowMinimum,
  belowListMinimumText,
  canEditFundList,
  fundFitForPlan,
  TAX_PLAN_LIST_FIXED_MESSAGE,
} from '@port/shared/domain/plan-fund-list';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { messages } from '../../http/messages';
import { fundsByCode, fundTaxType } from '../funds/navs';
import { formatMoney } from '@port/shared/format/number';
import { money, MONEY, toScaled } from '../../lib/decimal';
import { replacePlanModel } from './plan-crud';
import { minimumOf } from './plan-minimums';
import { toPlanType } from './plan-display';
import type { PlanRow } from './plans';

/**
 * The plan's own fund list (spec §7 asset/list), checked by the one rulebook before it replaces
 * the model (shared/domain/plan-fund-list): every fund known (else 400 naming it), none above the
 * plan's risk level or a tax-saving fund outside the tax plan (422 with the fund and the reason),
 * the tax-saving plan's list not the customer's to edit (422), and the plan's own initial and
 * monthly amounts still at or above the new list's minimum (422 BELOW_MINIMUM, as a plan edit).
 */
export async function replaceAssetList(db: Db, plan: PlanRow, assets: AssetListBody['assets']): Promise<AssetListResult> {
  const planFacts = { plan_type: toPlanType(plan.planType), risk_level: plan.riskLevel };
  if (!canEditFundList(planFacts)) throw new HttpError(422, 'FUND_LIST_FIXED', TAX_PLAN_LIST_FIXED_MESSAGE);
  const known = await fundsByCode(
    db,
    assets.map((a) => a.fund_code),
  );
  const unknown = assets.find((a) => !known.has(a.fund_code));
  if (unknown) throw new HttpError(400, 'VALIDATION', `${messages.validation}: ${messages.fundNotFound} (${unknown.fund_code})`);
  for (const asset of assets) {
    const fund = known.get(asset.fund_code)!;
    const fit = fundFitForPlan({ risk_level: fund.riskLevel, fund_tax_type: fundTaxType(fund.taxType) }, planFacts);
    if (!fit.ok) throw new HttpError(422, fit.code, `${asset.fund_code}: ${fit.reason}`);
  }
  await assertAmountsMeetMinimum(db, plan, assets);
  await replacePlanModel(db, plan, assets);
  return { plan_id: String(plan.id), assets };
}

/** The plan's initial amount, and its monthly amount when it has one, must meet the new list's minimum. */
async function assertAmountsMeetMinimum(db: Db, plan: PlanRow, assets: AssetListBody['assets']): Promise<void> {
  const { amount } = await minimumOf(db, assets);
  const short = amountBelowMinimum(amount, toScaled(plan.initial, MONEY), toScaled(plan.contribution, MONEY));
  if (!short) return;
  const text = belowListMinimumText(formatMoney(money(amount)), short.kind, formatMoney(money(short.amount)));
  throw new HttpError(422, 'BELOW_MINIMUM', text);
}
