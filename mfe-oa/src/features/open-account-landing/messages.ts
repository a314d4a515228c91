export const openAccountLandingMessages = {
  title: 'เปิดบัญชีกองทุนรวม',
  detail: 'เปิดบัญชีเพื่อเริ่มลงทุนในกองทุนรวมกับเรา',
} as const;
