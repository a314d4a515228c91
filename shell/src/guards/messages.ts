export const guardMessages = {
  checkingLogin: 'กำลังตรวจสอบการเข้าสู่ระบบ…',
} as const;
