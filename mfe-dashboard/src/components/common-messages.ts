/** Thai copy shared by the generic pieces of this remote (spec §8 default messages). */
export const COMMON_MESSAGES = {
  defaultError: 'เกิดข้อผิดพลาด',
  retry: 'ลองใหม่',
  loading: 'กำลังโหลด',
  sectionFailed: (title: string) => `ไม่สามารถแสดง${title}ได้ในขณะนี้`,
  noData: 'ไม่มีข้อมูล',
} as const;
