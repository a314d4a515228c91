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
  /** PRA_ERROR: the way out (issue 22). */
  contact: 'ดูสาเหตุและติดต่อเจ้าหน้าที่',
} as const;
