export const planSelectOverviewMessages = {
  title: 'เลือกแผนการลงทุน',
  detail: 'เริ่มต้นเลือกแผนการลงทุนที่เหมาะกับเป้าหมายของคุณ',
} as const;
