export const mailFormMessages = {
  title: 'รับแบบฟอร์มเปิดบัญชีทางอีเมล',
  lead: 'ต้องการกรอกแบบฟอร์มกระดาษ? เราจะส่งแบบฟอร์มและวิธีส่งเอกสารไปที่อีเมลของคุณ',
  emailLabel: 'อีเมล',
  emailHint: 'เช่น somchai@example.co.th',
  send: 'ส่งแบบฟอร์มให้ฉัน',
  successTitle: 'ส่งแบบฟอร์มเรียบร้อยแล้ว',
  successDescription: 'กรุณาตรวจสอบอีเมลของคุณ',
  failedWithStatus: (message: string, status: number) => `${message} (รหัส ${status})`,
} as const;
