/** Thai text of the shared UI primitives. */
export const UI_MESSAGES = {
  close: 'ปิด',
  confirm: 'ยืนยัน',
  cancel: 'ยกเลิก',
  loading: 'กำลังโหลด',
  profit: 'กำไร',
  loss: 'ขาดทุน',
  noChange: 'ไม่เปลี่ยนแปลง',
  baht: 'บาท',
} as const;
