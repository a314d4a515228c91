export const globalUiMessages = {
  loadingLabel: 'กำลังโหลดหน้า',
  closeToast: 'ปิดการแจ้งเตือน',
  errorModalConfirm: 'ตกลง',
  openAppTitle: 'ใช้งานต่อในแอปพลิเคชัน',
  openAppDescription: 'เปิดแอปพลิเคชันเพื่อใช้งานฟีเจอร์นี้ได้ครบถ้วนและสะดวกยิ่งขึ้น',
  openAppConfirm: 'เปิดแอปพลิเคชัน',
  openAppDismiss: 'ใช้งานต่อบนหน้านี้',
  consentTitle: 'เราใช้คุกกี้',
  consentDescription: 'เราใช้คุกกี้ที่จำเป็นให้เว็บไซต์ทำงานได้ และขอความยินยอมใช้คุกกี้วิเคราะห์การใช้งานเพื่อปรับปรุงบริการ เปลี่ยนการตั้งค่าได้ทุกเมื่อที่ท้ายหน้า',
  consentAccept: 'ยอมรับทั้งหมด',
  consentDecline: 'ยอมรับเฉพาะที่จำเป็น',
} as const;
