export const planListMessages = {
  title: 'รายการแผนการลงทุน',
  detail: 'แผนการลงทุนทุกประเภทที่เปิดให้เลือก',
} as const;
