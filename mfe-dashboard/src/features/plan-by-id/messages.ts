export const PLAN_BY_ID_MESSAGES = {
  title: 'ค้นหาแผน',
  resolving: 'กำลังค้นหาแผน',
  deleted: 'แผนนี้ถูกลบไปแล้ว',
  deletedName: (name: string) => `แผน "${name}" ถูกลบไปแล้ว`,
  notFound: 'ไม่พบข้อมูลแผน',
  toDashboard: 'กลับหน้าภาพรวม',
  restore: 'เรียกคืนแผน',
  restoreHint: 'ลบโดยไม่ได้ตั้งใจ? เรียกคืนแผนได้ แผนจะกลับมาพร้อมรายการลงทุนเดิม',
  restored: (name: string) => `เรียกคืนแผน "${name}" เรียบร้อยแล้ว`,
} as const;
