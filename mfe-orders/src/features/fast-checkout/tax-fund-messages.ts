/** Thai text of the tax-fund conditions at checkout (issue 17 item 2; spec §1 tax-saving funds). */
export const taxFundMessages = {
  title: 'เงื่อนไขของกองทุนลดหย่อนภาษีที่ซื้อ',
  line: (type: string, fund: string) => `${type} · ${fund}`,
  deducts: (year: number) => `ใช้สิทธิลดหย่อนภาษีของปี ${year} ได้ ตามเงื่อนไขและเพดานของประเภทกองทุน`,
  noDeduction: (year: number) => `ไม่ได้สิทธิลดหย่อนภาษีสำหรับการซื้อปี ${year}`,
  noTable: (year: number) => `ยังไม่มีตารางเกณฑ์ลดหย่อนของปีภาษี ${year} จึงยังไม่ยืนยันสิทธิลดหย่อน`,
  sellableFrom: (date: string) => `ขายได้โดยไม่เสียสิทธิตั้งแต่ ${date}`,
  sellableFromAge: (date: string) => `ขายได้โดยไม่เสียสิทธิตั้งแต่ ${date} และเมื่ออายุครบ 55 ปีบริบูรณ์`,
  longestRule: 'ยังไม่มีเกณฑ์ของปีนี้ จึงแสดงระยะถือครองที่ยาวที่สุดที่ทราบ โปรดตรวจสอบกับกรมสรรพากร',
  above: (type: string, amount: string, room: string) =>
    `ยอดซื้อ ${type} ครั้งนี้เกินสิทธิที่เหลือตามเครื่องคำนวณในเครื่องนี้ (${room} บาท) ส่วนที่ไม่ได้ใช้ลดหย่อน ${amount} บาท`,
  acknowledge:
    'ข้าพเจ้ารับทราบเงื่อนไขการถือครองของกองทุนลดหย่อนภาษีข้างต้น หากขายก่อนครบเงื่อนไขจะเสียสิทธิลดหย่อนภาษี และอาจต้องคืนภาษีที่ได้รับลดหย่อนพร้อมเงินเพิ่ม',
  acknowledgeRequired: 'กรุณายืนยันว่ารับทราบเงื่อนไขของกองทุนลดหย่อนภาษีก่อนส่งคำสั่ง',
} as const;
