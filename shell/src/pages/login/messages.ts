export const loginMessages = {
  loginTitle: 'เข้าสู่ระบบ',
  redirecting: 'กำลังไปยังหน้าเข้าสู่ระบบ…',
  manualLink: 'หากหน้าไม่เปลี่ยนภายในไม่กี่วินาที กดที่นี่เพื่อเข้าสู่ระบบ',
  callbackTitle: 'กำลังเข้าสู่ระบบ…',
} as const;
