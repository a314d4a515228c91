export const ANALYZER_MESSAGES = {
  title: 'วิเคราะห์พอร์ตการลงทุน',
  disabled: 'ยังไม่เปิดให้บริการวิเคราะห์พอร์ต',
  aua: 'มูลค่าทรัพย์สินทั้งหมด',
  baht: 'บาท',
  proportion: 'สัดส่วนทรัพย์สิน',
  loadFailed: 'ไม่สามารถโหลดข้อมูลวิเคราะห์พอร์ตได้',
  overview: 'ภาพรวม',
  mutualFunds: 'กองทุนรวม',
  filter: 'บัญชี',
  filterAll: 'ทั้งหมด',
  filterOmnibus: 'บัญชีรวม (Omnibus)',
  filterSegregate: 'บัญชีแยก (Segregate)',
  groupsTitle: 'กองทุนตามหมวด AIMC',
  noGroups: 'ยังไม่มีกองทุนรวม',
  weight: 'สัดส่วน',
  unrealized: 'กำไร/ขาดทุน',
  aum: 'มูลค่า',
  backToDashboard: 'กลับหน้าภาพรวม',
  columns: { name: 'ประเภท', weight: 'สัดส่วน', amount: 'มูลค่า (บาท)' },
} as const;

/** Named colours of the assets analyzer's two slices (spec §3: yellow and grey). */
export const NAMED_COLORS = { yellow: '#f2b705', grey: '#8c959f' } as const;
