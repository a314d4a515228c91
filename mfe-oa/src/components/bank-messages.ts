/** Thai words of the bank fields, one set for account opening's bank step and the ATS page (issue 22). */
export const bankFieldText = {
  bank: 'ธนาคาร',
  accountNo: 'เลขที่บัญชี',
  accountName: 'ชื่อบัญชี',
  atsLegend: 'หักบัญชีอัตโนมัติ (ATS)',
  savedNo: (masked: string) => `บันทึกไว้แล้ว: ${masked} (กรอกอีกครั้งเพื่อยืนยัน)`,
} as const;
