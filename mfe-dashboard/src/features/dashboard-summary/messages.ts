export const SUMMARY_MESSAGES = {
  title: 'สรุปทรัพย์สิน',
  aum: 'มูลค่าทรัพย์สินทั้งหมด',
  cost: 'ต้นทุน',
  totalPl: 'กำไร/ขาดทุนรวม',
  unrealizedPl: 'กำไร/ขาดทุนที่ยังไม่รับรู้',
  realizedPl: 'กำไร/ขาดทุนที่รับรู้แล้ว',
  realizedTradingPl: 'กำไร/ขาดทุนจากการซื้อขาย',
  dividend: 'เงินปันผล',
  baht: 'บาท',
  loadFailed: 'ไม่สามารถโหลดสรุปทรัพย์สินได้',
  tierLabel: 'ระดับลูกค้า',
  analyzerLink: 'วิเคราะห์พอร์ต',
} as const;

