/** Thai answers of the renewal calls (issue 18). */
export const renewalMessages = {
  notFound: 'ไม่พบข้อมูลที่ต้องการ',
  invalid: 'ข้อมูลที่ส่งมาไม่ถูกต้อง',
  lifetimeCard: 'บัตรประชาชนตลอดชีพออกให้ผู้มีอายุ 70 ปีขึ้นไป กรุณาระบุวันหมดอายุตามที่พิมพ์บนบัตร',
  applicationOpen: 'คุณยังเปิดบัญชีไม่เสร็จ กรุณาทำรายการต่อในขั้นตอนเปิดบัญชี',
} as const;
