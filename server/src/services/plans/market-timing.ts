import { desc, inArray, lte, and } from 'drizzle-orm';
import type { MarketTiming, MarketTimingHoldTo } from '@port/shared/contracts/model-port';
import type { Db } from '../../db/client';
import { fundNavs } from '../../db/schema/funds';
import { addDays, bangkokDate } from '../../lib/dates';
import { percent, toScaled, units, UNITS } from '../../lib/decimal';
import { fundsByCode, latestNavs, type FundRow } from '../funds/navs';
import { planHoldings } from '../orders/order-lines';
import type { PlanRow } from './plans';
import { siteUrl } from '../../platform/site-links';

const LOOKBACK_DAYS = 90;
const DROP_PERCENT = 5n;
const MONEY_MARKET = 'ตลาดเงิน';
const TAX_NAMES: Record<string, string> = { rmf: 'RMF', ssf: 'SSF', tesg: 'Thai ESG', tesgx: 'Thai ESG Extra' };

/**
 * Where to hold a fund's money while its market is weak (issue 13 item 9): a fund of the same tax
 * type (selling an RMF into a general fund breaks its tax conditions), money market first, then
 * the lowest risk; never the fund itself. null when no such fund exists.
 */
export function holdToFund(fund: FundRow, catalogue: readonly FundRow[]): FundRow | null {
  const candidates = catalogue
    .filter((f) => f.code !== fund.code && f.taxType === fund.taxType && f.riskLevel < fund.riskLevel)
    .sort(
      (a, b) =>
        Number(b.broadCategoryTh === MONEY_MARKET) - Number(a.broadCategoryTh === MONEY_MARKET) ||
        a.riskLevel - b.riskLevel ||
        a.code.localeCompare(b.code),
    );
  return candidates[0] ?? null;
}

function reasonOf(fund: FundRow, drop: number, holdTo: FundRow | null): string {
  const fell = `ราคาลดลง ${drop.toFixed(2)}% ใน 3 เดือน`;
  if (!holdTo) return `${fell} ยังไม่มีกองทุนประเภทเดียวกันที่เสี่ยงต่ำกว่าให้พักเงิน`;
  const tax = TAX_NAMES[fund.taxType];
  return tax ? `${fell} พักเงินในกองทุน ${tax} เหมือนกัน เพื่อคงสิทธิประโยชน์ทางภาษี` : `${fell} พักเงินในกองทุนที่เสี่ยงต่ำกว่า`;
}

/** Market timing (spec §3): funds that fell more than 5 % in three months, and where to hold each instead. */
export async function marketTiming(db: Db, fundCodes: string[]): Promise<MarketTiming> {
  const codes = [...new Set(fundCodes)];
  const latest = await latestNavs(db, codes);
  const past = codes.length
    ? await db
        .selectDistinctOn([fundNavs.fundCode], { fundCode: fundNavs.fundCode, nav: fundNavs.nav, navDate: fundNavs.navDate })
        .from(fundNavs)
        .where(and(inArray(fundNavs.fundCode, codes), lte(fundNavs.navDate, addDays(bangkokDate(), -LOOKBACK_DAYS))))
        .orderBy(fundNavs.fundCode, desc(fundNavs.navDate))
    : [];
  const fell = past.flatMap((p) => {
    const now = latest.get(p.fundCode);
    const then = toScaled(p.nav, UNITS);
    return now !== undefined && (then - now.nav) * 100n > then * DROP_PERCENT
      ? [
          {
            code: p.fundCode,
            drop: percent(then - now.nav, then),
            from: { date: p.navDate, nav: units(then) },
            to: { date: now.navDate, nav: units(now.nav) },
          },
        ]
      : [];
  });
  const catalogue = fell.length ? [...(await fundsByCode(db)).values()] : [];
  const byCode = new Map(catalogue.map((f) => [f.code, f]));
  const holdTo: MarketTimingHoldTo[] = fell.flatMap(({ code, drop, from, to: navTo }) => {
    const fund = byCode.get(code);
    if (!fund) return [];
    const to = holdToFund(fund, catalogue);
    return [
      {
        fund_shortcode: code,
        drop_percentage: drop,
        hold_to_fund_shortcode: to?.code ?? null,
        reason: reasonOf(fund, drop, to),
        fund_name_th: fund.nameTh,
        hold_to_fund_name_th: to?.nameTh ?? null,
        nav_from: from,
        nav_to: navTo,
      },
    ];
  });
  const warnings = fell.map((f) => f.code);
  return {
    warning_fund_list: warnings,
    hold_to_fund_shortcode: holdTo[0]?.hold_to_fund_shortcode ?? null,
    hold_to: holdTo,
    title: 'จังหวะการลงทุน',
    sub_title: warnings.length
      ? `มี ${warnings.length} กองทุนที่ราคาลดลงเกิน 5% ในช่วง 3 เดือน พิจารณาพักเงินในกองทุนที่เสี่ยงต่ำกว่าซึ่งเป็นประเภทภาษีเดียวกัน`
      : 'ไม่มีกองทุนที่ต้องระวังในช่วง 3 เดือนที่ผ่านมา',
    link: warnings.length ? siteUrl('articles/market-timing-q4') : null,
  };
}

/** Market timing of the funds a plan follows or holds. */
export async function planMarketTiming(db: Db, plan: PlanRow): Promise<MarketTiming> {
  const held = await planHoldings(db, plan);
  return marketTiming(db, [...plan.model.map((m) => m.fund_code), ...held.map((h) => h.fund.code)]);
}
