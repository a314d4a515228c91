import type { AssetListBody, AssetListResult } from '@port/shared/contracts/asset-list';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { messages } from '../../http/messages';
import { fundsByCode } from '../funds/navs';
import { replacePlanModel } from './plan-crud';
import type { PlanRow } from './plans';

/** The plan's own fund list, every fund known to the catalogue, else 400 naming it. */
export async function replaceAssetList(db: Db, plan: PlanRow, assets: AssetListBody['assets']): Promise<AssetListResult> {
  const known = await fundsByCode(
    db,
    assets.map((a) => a.fund_code),
  );
  if (assets.some((a) => !known.has(a.fund_code)))
    throw new HttpError(400, 'VALIDATION', `${messages.validation}: ${messages.fundNotFound}`);
  await replacePlanModel(db, plan, assets);
  return { plan_id: String(plan.id), assets };
}
