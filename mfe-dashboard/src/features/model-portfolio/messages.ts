export const MODEL_MESSAGES = {
  title: 'พอร์ตต้นแบบ',
  loadFailed: 'ไม่สามารถโหลดพอร์ตต้นแบบได้',
  annualTarget: 'ผลตอบแทนเป้าหมายต่อปี',
  categories: 'สัดส่วนตามหมวดกองทุน',
  warningFunds: 'กองทุนที่ควรระวังตามภาวะตลาด',
  holdTo: 'แนะนำให้พักเงินไว้ที่กองทุน',
  readMore: 'อ่านเพิ่มเติม',
  columns: { name: 'หมวด', weight: 'สัดส่วน', amount: 'มูลค่า (บาท)' },
} as const;
