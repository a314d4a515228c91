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
} as const;
