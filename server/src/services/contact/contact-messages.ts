/** Thai text of the call-back requests (issue 22). */
export const contactMessages = {
  alreadyOpen: (requestNo: string) => `คุณส่งคำขอเรื่องนี้ไว้แล้ว (เลขที่ ${requestNo}) เจ้าหน้าที่จะติดต่อกลับโดยเร็ว ไม่ต้องส่งซ้ำ`,
} as const;
