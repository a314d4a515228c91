export const PRA_MESSAGES = {
  title: 'การลงทุนสม่ำเสมอ',
  status: 'สถานะ',
  date: 'วันที่ตัดเงิน',
  dayOfMonth: (day: number) => `ทุกวันที่ ${day} ของเดือน`,
  total: 'ยอดลงทุนต่องวด',
  topup: 'ยอดเติมเงิน',
  minInvest: 'ลงทุนขั้นต่ำ',
  bank: 'บัญชีธนาคาร',
  baht: 'บาท',
  /** The investment view (spec §3 Pra; issue 22 item 3). */
  viewTitle: 'มุมมองการลงทุนสม่ำเสมอ',
  watch: 'ดูวิดีโอ',
  by: 'โดย',
  asOf: 'ข้อมูล ณ',
  viewAssets: 'กองทุนที่แผนนี้ลงทุนทุกเดือน',
  readMore: 'อ่านบทความเพิ่มเติม',
  /** PRA_ERROR: the way out (issue 22). */
  contact: 'ดูสาเหตุและติดต่อเจ้าหน้าที่',
} as const;
