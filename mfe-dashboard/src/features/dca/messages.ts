export const DCA_MESSAGES = {
  title: 'ลงทุนสม่ำเสมอ (DCA)',
  status: 'สถานะ',
  total: 'ยอดลงทุนต่อเดือน',
  baht: 'บาท',
  empty: 'ยังไม่มีรายการลงทุนสม่ำเสมอ',
  dayOfMonth: (day: number) => `ทุกวันที่ ${day} ของเดือน`,
  nextDate: 'งวดถัดไป',
  needsAdjustment: 'แผนนี้ต้องปรับรายการลงทุนสม่ำเสมอให้ตรงกับแผน',
  profileStatus: { active: 'ใช้งาน', paused: 'พักชั่วคราว', cancelled: 'ยกเลิกแล้ว' },
} as const;
