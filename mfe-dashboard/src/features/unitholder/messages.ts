export const UNITHOLDER_MESSAGES = {
  title: 'ข้อมูลผู้ถือหน่วย',
  noAccount: 'กรุณาระบุบัญชีตัวแทน',
  total: 'มูลค่ารวม',
  baht: 'บาท',
  holdingsTitle: 'กองทุนที่ถือครอง',
  noHoldings: 'ยังไม่มีกองทุนที่ถือครอง',
  loadFailed: 'ไม่สามารถโหลดข้อมูลผู้ถือหน่วยได้',
  unitholderId: 'เลขที่ผู้ถือหน่วย',
  units: 'จำนวนหน่วย',
  value: 'มูลค่า (บาท)',
  profit: 'กำไร/ขาดทุน',
  fund: 'กองทุน',
} as const;
