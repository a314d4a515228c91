export const signInMessages = {
  prompt: 'เข้าสู่ระบบเพื่อดูยอดซื้อกองทุนลดหย่อนภาษีของคุณ',
  action: 'เข้าสู่ระบบ',
} as const;
