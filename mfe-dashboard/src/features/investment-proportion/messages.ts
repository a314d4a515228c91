export const PROPORTION_MESSAGES = {
  title: 'สัดส่วนการลงทุน',
  loadFailed: 'ไม่สามารถโหลดสัดส่วนการลงทุนได้',
  empty: 'ยังไม่มีสัดส่วนการลงทุน',
  views: {
    broad_categories: 'ประเภทสินทรัพย์',
    categories: 'หมวดกองทุน',
    funds: 'กองทุน',
    plans: 'แผนการลงทุน',
  },
  chooseView: 'เลือกมุมมองสัดส่วน',
  other: 'อื่นๆ',
  columns: { name: 'รายการ', weight: 'สัดส่วน', amount: 'มูลค่า (บาท)', total: 'รวม' },
} as const;
