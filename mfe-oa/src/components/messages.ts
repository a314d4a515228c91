// Thai copy shared by this remote's screens.
export const pendingMessages = {
  underDevelopment: 'หน้านี้อยู่ระหว่างการพัฒนา และจะเปิดให้ใช้งานในรุ่นถัดไป',
} as const;

/** Spec §2 error page, 404: title 'หน้านี้หายไปแล้ว' and a link home. */
export const notFoundMessages = {
  title: 'หน้านี้หายไปแล้ว',
  description: 'ไม่พบหน้าที่คุณต้องการ',
  home: 'กลับหน้าหลัก',
} as const;
