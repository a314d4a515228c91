export const PLAN_BY_ID_MESSAGES = {
  title: 'ค้นหาแผน',
  resolving: 'กำลังค้นหาแผน',
  deleted: 'แผนนี้ถูกลบไปแล้ว',
  deletedName: (name: string) => `แผน "${name}" ถูกลบไปแล้ว`,
  notFound: 'ไม่พบข้อมูลแผน',
  toDashboard: 'กลับหน้าภาพรวม',
} as const;
