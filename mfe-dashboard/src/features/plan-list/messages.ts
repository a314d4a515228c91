import type { ProductAccountType } from '@port/shared/contracts/enums';

export const PLAN_LIST_MESSAGES = {
  title: 'แผนการลงทุนของฉัน',
  omnibusTitle: 'แผนการลงทุนบัญชีรวม (Omnibus)',
  segregateTitle: 'แผนการลงทุนบัญชีแยก (Segregate)',
  refresh: 'รีเฟรช',
  refreshing: 'กำลังรีเฟรช',
  loadFailed: 'ไม่สามารถโหลดรายการแผนได้',
  empty: 'ยังไม่มีแผนการลงทุน',
  createPlan: 'สร้างแผนใหม่',
  value: 'มูลค่า',
  profit: 'กำไร/ขาดทุน',
  status: 'สถานะ',
  baht: 'บาท',
  openAccountTitle: 'เปิดบัญชีเพิ่มเติม',
  viewAll: 'ดูทั้งหมด',
  outsidePlans: 'ทรัพย์สินนอกแผน',
  outsidePlansHelp: 'กองทุนที่ถือไว้แต่ยังไม่อยู่ในแผนการลงทุนใด',
  /** A goal plan expected to end below its goal: the plan page's words (review item 1). */
  offTrack: 'มีแนวโน้มไม่ถึงเป้าหมาย',
  offTrackBy: (shortfall: string) => `คาดว่าจะต่ำกว่าเป้าหมาย ${shortfall}\u00a0บาท`,
} as const;

export const ACCOUNT_TYPE_TEXT: Record<ProductAccountType, string> = {
  omnibus: 'บัญชีรวม (Omnibus)',
  segregate: 'บัญชีแยก (Segregate)',
  'private-fund': 'กองทุนส่วนบุคคล',
  daingern_invest: 'ได้เงินอินเวสต์',
  siam_validus: 'Siam Validus',
  kkp_savings: 'บัญชีออมทรัพย์ KKP',
};
