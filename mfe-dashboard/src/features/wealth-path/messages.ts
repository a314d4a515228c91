export const WEALTH_PATH_MESSAGES = {
  title: 'เส้นทางความมั่งคั่ง',
  loadFailed: 'ไม่สามารถโหลดเส้นทางความมั่งคั่งได้',
  current: 'มูลค่าปัจจุบัน',
  target: 'เป้าหมาย',
  tableCaption: 'มูลค่าที่คาดการณ์ในแต่ละปี (บาท)',
  date: 'วันที่',
  lower: 'กรณีแย่',
  expected: 'คาดการณ์',
  upper: 'กรณีดี',
  baht: 'บาท',
} as const;
