import type { Fund, FundListBody } from '@port/shared/contracts/fund';
import type { Db } from '../../db/client';
import { money, MONEY, toScaled, units } from '../../lib/decimal';
import { fundsByCode, fundTaxType, latestNavs, type FundRow } from './navs';

/** Funds as listed to customers, with the latest NAV; funds without a NAV are left out. */
export async function fundsToContract(db: Db, rows: FundRow[]): Promise<Fund[]> {
  const navs = await latestNavs(
    db,
    rows.map((f) => f.code),
  );
  return rows
    .filter((f) => navs.has(f.code))
    .sort((a, b) => a.code.localeCompare(b.code))
    .map((f) => {
      const nav = navs.get(f.code)!;
      return {
        fund_shortcode: f.code,
        fund_name_th: f.nameTh,
        amc_code: f.amcCode,
        aimc_category_th: f.aimcCategoryTh,
        risk_level: f.riskLevel,
        fund_tax_type: fundTaxType(f.taxType),
        nav: units(nav.nav),
        nav_date: nav.navDate,
        min_initial_amount: money(toScaled(f.minInvest, MONEY)),
      };
    });
}

/** The cart's fund list: the funds named (every fund when none is named), of one tax type when asked. */
export async function fundList(db: Db, body: FundListBody): Promise<Fund[]> {
  const all = [...(await fundsByCode(db, body.fund_shortcodes)).values()];
  return fundsToContract(
    db,
    all.filter((f) => !body.fund_tax_type || f.taxType === body.fund_tax_type),
  );
}
