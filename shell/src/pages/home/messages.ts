export const homeMessages = {
  title: 'ยินดีต้อนรับสู่ port',
  description: 'วางแผนการลงทุนในกองทุนรวม ติดตามพอร์ต และส่งคำสั่งซื้อขายได้ในที่เดียว',
  signIn: 'เข้าสู่ระบบ',
  browsePlans: 'ดูแผนการลงทุน',
  checking: 'กำลังตรวจสอบการเข้าสู่ระบบ…',
} as const;
