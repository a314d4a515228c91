export const planTypeMessages = {
  title: 'รายละเอียดประเภทแผน',
  createTitle: 'สร้างแผนการลงทุน',
  reviewTitle: 'ตรวจสอบแผนการลงทุน',
} as const;
