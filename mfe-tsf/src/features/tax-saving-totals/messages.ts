export const totalsMessages = {
  title: 'ยอดซื้อกองทุนลดหย่อนภาษีของคุณ',
  year: (buddhistYear: number) => `ปี ${buddhistYear}`,
  thisYear: 'ปีนี้',
  lastYear: 'ปีที่แล้ว',
  total: 'รวมยอดซื้อ',
  deductible: 'ใช้ลดหย่อนได้',
  noDeduction: (buddhistYear: number) => `ซื้อปี ${buddhistYear} ไม่ได้สิทธิลดหย่อน`,
  taxType: 'ประเภทกองทุน',
  amount: 'ยอดซื้อ (บาท)',
  fallback: 'ยังโหลดยอดซื้อไม่ได้ในขณะนี้ จึงแสดงเป็น 0 ไว้ก่อน',
  loading: 'กำลังโหลดยอดซื้อ',
  bangkokYear: 'นับตามปีปฏิทินเวลาประเทศไทย',
} as const;
