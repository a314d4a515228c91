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
  asOf: (date: string) => `ข้อมูล ณ วันที่ ${date} (ราคา NAV ล่าสุดของกองทุนที่ถือ)`,
  help: {
    realizedPl: 'กำไรหรือขาดทุนที่เกิดขึ้นจริงแล้ว จากหน่วยลงทุนที่ขายหรือสับเปลี่ยนออกไป',
    realizedTradingPl: 'ส่วนของกำไร/ขาดทุนที่รับรู้แล้ว ที่มาจากการซื้อขายหน่วยลงทุนโดยตรง',
  },
  loadFailed: 'ไม่สามารถโหลดสรุปทรัพย์สินได้',
  tierLabel: 'ระดับลูกค้า',
  /** The tier in Thai, one name (review item 7): 'ลูกค้าระดับเอ็กซ์คลูซีฟ'. */
  tierNames: { Exclusive: 'เอ็กซ์คลูซีฟ', PrivateWealth: 'ไพรเวทเวลท์', PrivateBanking: 'ไพรเวทแบงกิ้ง' },
  tierBadge: (name: string) => `ลูกค้าระดับ${name}`,
  analyzerLink: 'วิเคราะห์พอร์ต',
} as const;
