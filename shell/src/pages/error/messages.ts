export const errorMessages = {
  notFoundTitle: 'หน้านี้หายไปแล้ว',
  notFoundDescription: 'ไม่พบหน้าที่คุณต้องการ ลองค้นหาสิ่งที่ต้องการจากเว็บไซต์หลัก หรือกลับไปที่หน้าแรก',
  /** Spec §8 names the 404 error text in English; shown beside the Thai copy. */
  notFoundEnglish: 'This page could not be found',
  searchLabel: 'ค้นหาในเว็บไซต์',
  searchPlaceholder: 'เช่น กองทุนลดหย่อนภาษี',
  searchButton: 'ค้นหา',
  home: 'กลับหน้าแรก',
  errorTitle: 'เกิดข้อผิดพลาด',
  errorDescription: 'ระบบไม่สามารถแสดงหน้านี้ได้ในขณะนี้ กรุณาลองใหม่ในภายหลัง',
  statusLabel: (status: number) => `รหัสข้อผิดพลาด ${status}`,
} as const;
