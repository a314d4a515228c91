export const MARKET_TIMING_MESSAGES = {
  openDetail: 'ดูรายละเอียดจังหวะการลงทุน',
  loading: 'กำลังโหลดรายละเอียดจังหวะการลงทุน',
  loadFailed: 'ไม่สามารถโหลดรายละเอียดจังหวะการลงทุนได้',
  noWarning: 'ขณะนี้ไม่มีกองทุนในแผนที่ต้องระวัง',
  fundsLabel: 'กองทุนที่ราคาลดลงและกองทุนที่แนะนำให้พักเงิน',
  drop: 'ราคาลดลง',
  nav: 'มูลค่าหน่วยลงทุน (บาท/หน่วย)',
  holdTo: 'แนะนำให้พักเงินที่',
  noHoldTo: 'ยังไม่มีกองทุนให้พักเงิน',
  navChange: (from: string, fromDate: string, to: string, toDate: string) => `${from} (${fromDate}) → ${to} (${toDate})`,
  readMore: 'อ่านบทวิเคราะห์ตลาด',
} as const;
