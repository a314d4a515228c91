import type { PlanType } from '@port/shared/contracts/enums';
import type { Playlist, PlanSelectOverview, PlanTypeCard, Sla } from '@port/shared/contracts/plan-select';
import { PLAN_TYPE_NAMES } from '@port/shared/domain/plan-types';
import { WEALTH_TIER_LABELS, WEALTH_TIER_THRESHOLDS } from '@port/shared/domain/wealth-tier';
import type { WealthTier } from '@port/shared/contracts/enums';
import { formatMoney } from '@port/shared/format/number';
import type { Db } from '../../db/client';
import { amcs } from '../../db/schema/funds';
import { fundReturns } from '../funds/fund-returns';
import { fundsToContract } from '../funds/fund-view';
import { fundsByCode } from '../funds/navs';
import { planTypeBadgeUrl } from './plan-display';

type CardFacts = Omit<PlanTypeCard, 'plan_type' | 'name' | 'badge_url'>;
const card = (plan_type: PlanType, facts: CardFacts): PlanTypeCard => ({
  plan_type,
  name: PLAN_TYPE_NAMES[plan_type],
  badge_url: planTypeBadgeUrl(plan_type),
  ...facts,
});

/** The plan-select catalogue (hybrid/v1/plan-select/*, shapes in shared/contracts/plan-select). */
export const PLAN_TYPE_CARDS: PlanTypeCard[] = [
  card('goal-based', {
    description: 'ตั้งเป้าหมาย ระยะเวลา และเงินลงทุนรายเดือน ระบบจัดพอร์ตให้ตามความเสี่ยง',
    suggested_risk_level: 5,
    min_initial: 1000,
    highlights: ['คำนวณเส้นทางความมั่งคั่ง', 'ปรับพอร์ตอัตโนมัติได้'],
  }),
  card('1stm', {
    description: 'เริ่มต้นลงทุนเพื่อเป้าหมายแรกของคุณด้วยเงินไม่มาก',
    suggested_risk_level: 4,
    min_initial: 500,
    highlights: [`เริ่มต้น ${formatMoney(500)}\u00a0บาท`, 'เหมาะกับมือใหม่'],
  }),
  card('goe', {
    description: 'กระจายการลงทุนหลายสินทรัพย์ เพื่อโอกาสเติบโตระยะยาว',
    suggested_risk_level: 6,
    min_initial: 10000,
    highlights: ['หุ้น ทองคำ อสังหาฯ', 'ทบทวนพอร์ตทุกไตรมาส'],
  }),
  card('retirement', {
    description: 'วางแผนเงินก้อนเพื่อวัยเกษียณ',
    suggested_risk_level: 5,
    min_initial: 1000,
    highlights: ['คำนวณเงินที่ต้องใช้หลังเกษียณ'],
  }),
  card('tax-saving', {
    description: 'SSF RMF และ Thai ESG ในแผนเดียว',
    suggested_risk_level: 6,
    min_initial: 1000,
    highlights: ['สรุปยอดลดหย่อนรายปี'],
  }),
  card('general', {
    description: 'เลือกกองทุนเองอย่างอิสระ',
    suggested_risk_level: 5,
    min_initial: 1,
    highlights: ['เลือกกองทุนได้เอง'],
  }),
];

const PLAYLISTS: Omit<Playlist, 'funds'>[] = [
  {
    playlist_type: 'tax-saving',
    title: 'กองทุนลดหย่อนภาษี',
    description: 'SSF RMF Thai ESG ที่คัดมาแล้ว',
    fund_tax_type: null,
    fund_shortcodes: ['K-CHANGE-SSF', 'SCBRMS&P500', 'TISCOESG-A', 'KT-TESGX'],
  },
  {
    playlist_type: 'global-equity',
    title: 'หุ้นทั่วโลก',
    description: 'กระจายลงทุนหุ้นทั่วโลก',
    fund_tax_type: null,
    fund_shortcodes: ['ONE-UGG-RA', 'KFGTECH-A', 'KFHEALTH-A'],
  },
  {
    playlist_type: 'fixed-income',
    title: 'ตราสารหนี้',
    description: 'ความผันผวนต่ำ รับดอกเบี้ยสม่ำเสมอ',
    fund_tax_type: null,
    fund_shortcodes: ['K-FIXED', 'SCBFP-SSF', 'SCBRM2'],
  },
  {
    playlist_type: 'money-market',
    title: 'พักเงิน',
    description: 'กองทุนตลาดเงิน สภาพคล่องสูง',
    fund_tax_type: null,
    fund_shortcodes: ['K-CASH', 'ES-CASH'],
  },
];

/** A tier's minimum: the spec §9 wealth-tier rule (shared/domain/wealth-tier), the one the pages compute standings with. */
const tierMin = (tier: WealthTier) => WEALTH_TIER_THRESHOLDS.find((t) => t.tier === tier)?.min ?? 0;
const sla = (sla_type: string, tier: WealthTier, benefits: string[]): Sla => ({
  sla_type,
  name_th: WEALTH_TIER_LABELS[tier],
  description: `บริการสำหรับลูกค้าที่มีสินทรัพย์ตั้งแต่ ${formatMoney(tierMin(tier))}\u00a0บาท`,
  min_aum: tierMin(tier),
  benefits,
});

export const SLAS: Sla[] = [
  sla('exclusive', 'Exclusive', ['ที่ปรึกษาการลงทุนส่วนตัว', 'บทวิเคราะห์รายเดือน']),
  sla('private-wealth', 'PrivateWealth', ['ทีมที่ปรึกษาเฉพาะ', 'สัมมนาพิเศษ']),
  sla('private-banking', 'PrivateBanking', ['กองทุนส่วนบุคคล', 'ผู้จัดการความสัมพันธ์ส่วนตัว']),
];

export const PLAN_SELECT_OVERVIEW: PlanSelectOverview = {
  title: 'เลือกแผนการลงทุนที่ใช่สำหรับคุณ',
  plan_types: PLAN_TYPE_CARDS.slice(0, 3),
  playlists: PLAYLISTS.map(({ playlist_type, title }) => ({ playlist_type, title })),
  slas: SLAS.map(({ sla_type, name_th }) => ({ sla_type, name_th })),
};

/** A playlist with its funds at their latest NAV; null when there is no such playlist. */
export async function playlistWithFunds(db: Db, playlistType: string): Promise<Playlist | null> {
  const playlist = PLAYLISTS.find((p) => p.playlist_type === playlistType);
  if (!playlist) return null;
  const rows = [...(await fundsByCode(db, playlist.fund_shortcodes)).values()];
  const returns = await fundReturns(
    db,
    rows.map((f) => f.code),
  );
  const amcNames = new Map((await db.select().from(amcs)).map((a) => [a.code, a.nameTh]));
  const facts = new Map(rows.map((f) => [f.code, f]));
  const funds = (await fundsToContract(db, rows)).map((f) => ({
    ...f,
    amc_name_th: amcNames.get(f.amc_code) ?? f.amc_code,
    return_1y: returns.get(f.fund_shortcode)?.return_1y ?? null,
    return_3y: returns.get(f.fund_shortcode)?.return_3y ?? null,
    return_5y: returns.get(f.fund_shortcode)?.return_5y ?? null,
    fact_sheet_url: facts.get(f.fund_shortcode)?.factSheetUrl ?? null,
  }));
  return { ...playlist, funds };
}
