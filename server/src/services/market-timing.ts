import { desc, inArray, lte, and } from 'drizzle-orm';
import type { MarketTiming } from '@port/shared/contracts/model-port';
import type { Db } from '../db/client';
import { fundNavs } from '../db/schema/funds';
import { addDays, bangkokDate } from '../lib/dates';
import { toScaled, UNITS } from '../lib/decimal';
import { latestNavs } from './navs';
import { planHoldings } from './order-lines';
import type { PlanRow } from './plans';

const LOOKBACK_DAYS = 90;
const DROP_PERCENT = 5n;

/** Market timing (spec §3): funds that fell more than 5 % in three months, and where to hold instead. */
export async function marketTiming(db: Db, fundCodes: string[]): Promise<MarketTiming> {
  const codes = [...new Set(fundCodes)];
  const latest = await latestNavs(db, codes);
  const past = codes.length
    ? await db
        .selectDistinctOn([fundNavs.fundCode], { fundCode: fundNavs.fundCode, nav: fundNavs.nav })
        .from(fundNavs)
        .where(and(inArray(fundNavs.fundCode, codes), lte(fundNavs.navDate, addDays(bangkokDate(), -LOOKBACK_DAYS))))
        .orderBy(fundNavs.fundCode, desc(fundNavs.navDate))
    : [];
  const warnings = past
    .filter((p) => {
      const now = latest.get(p.fundCode)?.nav;
      const then = toScaled(p.nav, UNITS);
      return now !== undefined && (then - now) * 100n > then * DROP_PERCENT;
    })
    .map((p) => p.fundCode);
  return {
    warning_fund_list: warnings,
    hold_to_fund_shortcode: warnings.length ? 'K-CASH' : null,
    title: 'จังหวะการลงทุน',
    sub_title: warnings.length
      ? `มี ${warnings.length} กองทุนที่ราคาลดลงเกิน 5% ในช่วง 3 เดือน พิจารณาพักเงินในกองทุนตลาดเงิน`
      : 'ไม่มีกองทุนที่ต้องระวังในช่วง 3 เดือนที่ผ่านมา',
    link: warnings.length ? 'https://www.example.co.th/articles/market-timing-q4' : null,
  };
}

/** Market timing of the funds a plan follows or holds. */
export async function planMarketTiming(db: Db, plan: PlanRow): Promise<MarketTiming> {
  const held = await planHoldings(db, plan);
  return marketTiming(db, [...plan.model.map((m) => m.fund_code), ...held.map((h) => h.fund.code)]);
}
