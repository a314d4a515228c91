import type { ProductAccountType } from '@port/shared/contracts/enums';

export const PLAN_LIST_MESSAGES = {
  title: 'แผนการลงทุนของฉัน',
  omnibusTitle: 'แผนการลงทุนบัญชีรวม',
  segregateTitle: 'แผนการลงทุนบัญชีแยก',
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
  praError: 'หักเงินลงทุนสม่ำเสมอไม่สำเร็จ',
  /** Spec §4 need-topup-min-invest (issue 22 item 2): how much is still to invest, and the way out. */
  minInvestBy: (topup: string, minimum: string) => `ลงทุนเพิ่มอีก ${topup}\u00a0บาท ให้ถึงขั้นต่ำของแผน ${minimum}\u00a0บาท`,
  topupLink: (plan: string) => `ลงทุนเพิ่มในแผน ${plan}`,
  /** Review item 5: how much is missing, and from what to what. */
  offTrackBy: (shortfall: string, expected: string, goal: string) =>
    `ขาดอีก ${shortfall}\u00a0บาท (คาดว่าจะได้ ${expected} จาก ${goal}\u00a0บาท)`,
  /** Review item 6: one Thai name for regular investing. */
  dca: {
    'need-adjustment': 'ต้องปรับรายการลงทุนรายเดือน',
    'need-set': 'ยังไม่ได้ตั้งการลงทุนรายเดือน',
    'need-remove': 'ควรยกเลิกการลงทุนรายเดือน',
  },
  /** Review item 3: pending orders are a line of their own, not a plan status. */
  pendingOrders: (n: number) => `มีคำสั่งรอดำเนินการ ${n} รายการ`,
} as const;

export const ACCOUNT_TYPE_TEXT: Record<ProductAccountType, string> = {
  omnibus: 'บัญชีรวม',
  segregate: 'บัญชีแยก',
  'private-fund': 'กองทุนส่วนบุคคล',
  daingern_invest: 'ได้เงินอินเวสต์',
  siam_validus: 'Siam Validus',
  kkp_savings: 'บัญชีออมทรัพย์ KKP',
};
