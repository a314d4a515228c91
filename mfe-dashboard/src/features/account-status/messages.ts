export const ACCOUNT_STATUS_MESSAGES = {
  sectionTitle: 'สถานะบัญชี',
  expiredOn: 'หมดอายุเมื่อ',
  bankAccount: 'บัญชีธนาคาร',
  maintenance: 'ประกาศ',
  loadFailed: 'ไม่สามารถโหลดสถานะบัญชีได้',
} as const;
