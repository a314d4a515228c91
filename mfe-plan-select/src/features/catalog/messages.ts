export const catalogMessages = {
  overviewTitle: 'เลือกแผนการลงทุน',
  listTitle: 'รายการแผนการลงทุน',
  listIntro: 'เปรียบเทียบแผนการลงทุนทุกประเภท แล้วเลือกแผนที่เหมาะกับเป้าหมายของคุณ',
  planTypes: 'ประเภทแผน',
  allPlans: 'ดูแผนทั้งหมด',
  playlists: 'เพลย์ลิสต์กองทุน',
  slas: 'ระดับการให้บริการ',
  forWho: 'เหมาะกับ',
  minimum: 'เงินลงทุนเริ่มต้น',
  suggestedRisk: 'ความเสี่ยงของแผนที่แนะนำ',
  riskLevel: (level: number) => `ระดับ ${level}`,
  // The link's accessible name starts with its visible text (axe label-content-name-mismatch, issue 21 item 3).
  details: (name: string) => `ดูรายละเอียดและเริ่มสร้างแผน ${name}`,
  detailsShort: 'ดูรายละเอียดและเริ่มสร้างแผน',
  loadFailed: 'ไม่สามารถโหลดรายการแผนได้',
  loading: 'กำลังโหลดรายการแผน',
} as const;
