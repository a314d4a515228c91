/** Thai text of the shared UI primitives. */
export const UI_MESSAGES = {
  close: 'ปิด',
  confirm: 'ยืนยัน',
  cancel: 'ยกเลิก',
  loading: 'กำลังโหลด',
  retry: 'ลองใหม่',
  switchOn: 'เปิด',
  switchOff: 'ปิด',
  /** A section that failed while rendering (spec §8: the rest of the page stays). */
  sectionFailed: (title: string) => `ไม่สามารถแสดง${title}ได้ในขณะนี้`,
  profit: 'กำไร',
  loss: 'ขาดทุน',
  noChange: 'ไม่เปลี่ยนแปลง',
  baht: 'บาท',
  /** A screen not delivered yet (README feature table: pending). */
  underDevelopment: 'หน้านี้อยู่ระหว่างการพัฒนา และจะเปิดให้ใช้งานในรุ่นถัดไป',
  /** Spec §2 error page, 404, inside a remote's prefix. */
  notFoundTitle: 'หน้านี้หายไปแล้ว',
  notFoundDescription: 'ไม่พบหน้าที่คุณต้องการ',
  home: 'กลับหน้าหลัก',
  /** The orders remote cannot be loaded (issue 8: the plan page still works). */
  ordersUnavailable: 'ระบบส่งคำสั่งซื้อขายไม่พร้อมใช้งานในขณะนี้',
} as const;
