import type { PlanType } from '@port/shared/contracts/enums';

// The plan-select payloads are not shown in spec §7 and have no shared contract yet: local shapes.
export type PlanTypeCard = {
  plan_type: PlanType;
  name: string;
  description: string;
  badge_url: string;
  suggested_risk_level: number;
  min_initial: number;
  highlights: string[];
};
export type Playlist = { playlist_type: string; title: string; description: string; fund_tax_type: 'ssf' | 'rmf' | 'tesg' | 'tesgx' | null; fund_shortcodes: string[] };
export type Sla = { sla_type: string; name_th: string; description: string; min_aum: number; benefits: string[] };

export const PLAN_TYPE_CARDS: PlanTypeCard[] = [
  { plan_type: 'goal-based', name: 'แผนลงทุนตามเป้าหมาย', description: 'ตั้งเป้าหมาย ระยะเวลา และเงินลงทุนรายเดือน ระบบจัดพอร์ตให้ตามความเสี่ยง', badge_url: '/static/badges/goal-based.svg', suggested_risk_level: 5, min_initial: 1000, highlights: ['คำนวณเส้นทางความมั่งคั่ง', 'ปรับพอร์ตอัตโนมัติได้'] },
  { plan_type: '1stm', name: 'แผนเป้าหมายแรก', description: 'เริ่มต้นลงทุนเพื่อเป้าหมายแรกของคุณด้วยเงินไม่มาก', badge_url: '/static/badges/1stm.svg', suggested_risk_level: 4, min_initial: 500, highlights: ['เริ่มต้น 500 บาท', 'เหมาะกับมือใหม่'] },
  { plan_type: 'goe', name: 'แผน GOE', description: 'กระจายการลงทุนหลายสินทรัพย์ เพื่อโอกาสเติบโตระยะยาว', badge_url: '/static/badges/goe.svg', suggested_risk_level: 6, min_initial: 10000, highlights: ['หุ้น ทองคำ อสังหาฯ', 'ทบทวนพอร์ตทุกไตรมาส'] },
  { plan_type: 'retirement', name: 'แผนเกษียณ', description: 'วางแผนเงินก้อนเพื่อวัยเกษียณ', badge_url: '/static/badges/retirement.svg', suggested_risk_level: 5, min_initial: 1000, highlights: ['คำนวณเงินที่ต้องใช้หลังเกษียณ'] },
  { plan_type: 'tax-saving', name: 'แผนลดหย่อนภาษี', description: 'SSF RMF และ Thai ESG ในแผนเดียว', badge_url: '/static/badges/tax-saving.svg', suggested_risk_level: 6, min_initial: 1000, highlights: ['สรุปยอดลดหย่อนรายปี'] },
  { plan_type: 'general', name: 'แผนลงทุนทั่วไป', description: 'เลือกกองทุนเองอย่างอิสระ', badge_url: '/static/badges/general.svg', suggested_risk_level: 5, min_initial: 1, highlights: ['เลือกกองทุนได้เอง'] },
];

export const PLAYLISTS: Playlist[] = [
  { playlist_type: 'tax-saving', title: 'กองทุนลดหย่อนภาษี', description: 'SSF RMF Thai ESG ที่คัดมาแล้ว', fund_tax_type: null, fund_shortcodes: ['K-CHANGE-SSF', 'SCBRMS&P500', 'TISCOESG-A', 'KT-TESGX'] },
  { playlist_type: 'global-equity', title: 'หุ้นทั่วโลก', description: 'กระจายลงทุนหุ้นทั่วโลก', fund_tax_type: null, fund_shortcodes: ['ONE-UGG-RA', 'KFGTECH-A', 'KFHEALTH-A'] },
  { playlist_type: 'fixed-income', title: 'ตราสารหนี้', description: 'ความผันผวนต่ำ รับดอกเบี้ยสม่ำเสมอ', fund_tax_type: null, fund_shortcodes: ['K-FIXED', 'SCBFP-SSF', 'SCBRM2'] },
  { playlist_type: 'money-market', title: 'พักเงิน', description: 'กองทุนตลาดเงิน สภาพคล่องสูง', fund_tax_type: null, fund_shortcodes: ['K-CASH', 'ES-CASH'] },
];

export const SLAS: Sla[] = [
  { sla_type: 'exclusive', name_th: 'Exclusive', description: 'บริการสำหรับลูกค้าที่มีสินทรัพย์ตั้งแต่ 500,000 บาท', min_aum: 500_000, benefits: ['ที่ปรึกษาการลงทุนส่วนตัว', 'บทวิเคราะห์รายเดือน'] },
  { sla_type: 'private-wealth', name_th: 'Private Wealth', description: 'บริการสำหรับลูกค้าที่มีสินทรัพย์ตั้งแต่ 2,000,000 บาท', min_aum: 2_000_000, benefits: ['ทีมที่ปรึกษาเฉพาะ', 'สัมมนาพิเศษ'] },
  { sla_type: 'private-banking', name_th: 'Private Banking', description: 'บริการสำหรับลูกค้าที่มีสินทรัพย์ตั้งแต่ 10,000,000 บาท', min_aum: 10_000_000, benefits: ['กองทุนส่วนบุคคล', 'ผู้จัดการความสัมพันธ์ส่วนตัว'] },
];
