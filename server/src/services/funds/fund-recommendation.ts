import { eq } from 'drizzle-orm';
import type { FundTaxType } from '@port/shared/contracts/enums';
import type { AmcInfo, FundRecommendation } from '@port/shared/contracts/fund';
import type { Db } from '../../db/client';
import { amcs, fundCombos, funds } from '../../db/schema/funds';
import { money } from '../../lib/decimal';
import { comboMinAmount } from '../tax/combo-minimum';
import { fundReturns } from './fund-returns';
import { fundsToContract } from './fund-view';
import { fundsByCode } from './navs';

/** Individual funds and combos of one tax type (spec §6 fund recommendation). */
export async function fundRecommendation(db: Db, taxType: FundTaxType): Promise<FundRecommendation> {
  const rows = await db.select().from(funds).where(eq(funds.taxType, taxType));
  const returns = await fundReturns(
    db,
    rows.map((f) => f.code),
  );
  const factSheets = new Map(rows.map((f) => [f.code, f.factSheetUrl]));
  const individual = (await fundsToContract(db, rows)).map((f) => ({
    ...f,
    return_1y: returns.get(f.fund_shortcode)?.return_1y ?? null,
    return_3y: returns.get(f.fund_shortcode)?.return_3y ?? null,
    return_5y: returns.get(f.fund_shortcode)?.return_5y ?? null,
    fact_sheet_url: factSheets.get(f.fund_shortcode) ?? null,
  }));
  const combos = await db.select().from(fundCombos).where(eq(fundCombos.taxType, taxType)).orderBy(fundCombos.id);
  const comboFunds = await fundsByCode(
    db,
    combos.flatMap((c) => c.allocations.map((a) => a.fund_code)),
  );
  return {
    individual: { funds: individual, tag_id: individual.length ? `${taxType}-funds` : null },
    port: {
      combos: combos.map((c) => ({
        combo_id: c.id,
        name: c.nameTh,
        description: c.allocations.map((a) => `${a.fund_code} ${a.weight}%`).join(' + '),
        // Every fund of the combo must reach its own minimum subscription (checkout enforces it).
        min_amount: money(comboMinAmount(c.allocations, comboFunds)),
        funds: c.allocations.map((a) => ({
          fund_shortcode: a.fund_code,
          fund_name_th: comboFunds.get(a.fund_code)?.nameTh ?? a.fund_code,
          weight: a.weight,
        })),
      })),
      tag_id: combos[0]?.tagId ?? null,
    },
  };
}

export async function amcList(db: Db): Promise<AmcInfo[]> {
  const rows = await db.select().from(amcs).orderBy(amcs.code);
  return rows.map((a) => ({ amc_code: a.code, name_th: a.nameTh, name_en: a.nameEn, logo_url: a.logoUrl }));
}
