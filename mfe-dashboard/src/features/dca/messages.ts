export const DCA_MESSAGES = {
  title: 'การลงทุนแบบถัวเฉลี่ย (DCA)',
  status: 'สถานะ',
  total: 'ยอดลงทุนต่อเดือน',
  baht: 'บาท',
  empty: 'ยังไม่มีรายการลงทุนแบบถัวเฉลี่ย (DCA)',
  dayOfMonth: (day: number) => `ทุกวันที่ ${day} ของเดือน`,
  nextDate: 'งวดถัดไป',
  needsAdjustment: 'แผนนี้ต้องปรับรายการลงทุนแบบถัวเฉลี่ย (DCA) ให้ตรงกับแผน',
  profileStatus: { active: 'ใช้งาน', paused: 'พักชั่วคราว', cancelled: 'ยกเลิกแล้ว' },
} as const;
