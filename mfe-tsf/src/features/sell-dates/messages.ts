export const sellDatesMessages = {
  intro: 'วันที่ขายหน่วยลงทุนแต่ละรายการได้โดยไม่เสียสิทธิลดหย่อนภาษี เรียงจากวันที่ใกล้ที่สุด',
  empty: 'คุณยังไม่มีกองทุนลดหย่อนภาษีที่ถืออยู่',
  failed: 'ยังโหลดรายการซื้อไม่ได้ในขณะนี้',
  retry: 'ลองอีกครั้ง',
  loading: 'กำลังโหลดรายการซื้อ',
  bought: (date: string, amount: string) => `ซื้อ ${date} จำนวน ${amount} บาท`,
  sellableFrom: (date: string) => `ขายได้ตั้งแต่ ${date}`,
  sellableNow: 'ครบเงื่อนไขระยะเวลาถือครองแล้ว',
  // RMF (review item 3): the date alone is not enough, the customer must also be 55; we do not know their age.
  rmfSellable: (years: number, date: string, age: number) =>
    `ขายได้เมื่อถือครบ ${years} ปีนับจากการซื้อ RMF ครั้งแรก (ตั้งแต่ ${date}) และมีอายุครบ ${age} ปี`,
  rmfHeldEnough: (years: number, age: number) => `ถือครบ ${years} ปีแล้ว ขายได้เมื่อมีอายุครบ ${age} ปี`,
  noBenefitNow: 'ไม่มีสิทธิลดหย่อนให้เสีย',
  noBenefit: (buddhistYear: number) =>
    `การซื้อปี ${buddhistYear} ไม่ได้สิทธิลดหย่อนภาษี จึงไม่มีเงินภาษีต้องคืนเมื่อขาย เงื่อนไขอื่น เช่น ภาษีจากกำไรเมื่อขายก่อนครบกำหนด ให้ตรวจสอบกับหนังสือชี้ชวนของกองทุน`,
  inexact: 'ยังไม่มีเกณฑ์ของปีที่ซื้อ จึงใช้ระยะถือครองที่ยาวที่สุดที่ทราบ โปรดตรวจสอบอีกครั้ง',
} as const;
