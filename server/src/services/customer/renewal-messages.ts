/** Thai answers of the renewal calls (issue 18). */
export const renewalMessages = {
  notFound: 'ไม่พบข้อมูลที่ต้องการ',
  applicationOpen: 'คุณยังเปิดบัญชีไม่เสร็จ กรุณาทำรายการต่อในขั้นตอนเปิดบัญชี',
} as const;
