export const ACCOUNT_STATUS_MESSAGES = {
  sectionTitle: 'สถานะบัญชี',
  expiredOn: 'หมดอายุเมื่อ',
  bankAccount: 'บัญชีธนาคาร',
  maintenance: 'ประกาศ',
  loadFailed: 'ไม่สามารถโหลดสถานะบัญชีได้',
  openPlan: 'ไปที่แผน',
  dcaTitle: (plans: readonly string[]) => `รายการลงทุนสม่ำเสมอของแผน ${plans.join(', ')} ต้องปรับให้ตรงกับแผน`,
  blockingTitle: 'ยังซื้อกองทุนไม่ได้',
} as const;
