import type { AmountError } from '@port/shared/domain/satang';
import type { RoomReason } from '@port/shared/domain/tax-room';

export const roomMessages = {
  title: 'สิทธิลดหย่อนที่เหลือปีนี้',
  intro: 'กรอกเงินได้และเงินที่ลดหย่อนไปแล้ว เพื่อดูว่ายังซื้อกองทุนลดหย่อนภาษีได้อีกเท่าไร',
  deviceOnly: 'ข้อมูลที่กรอกเก็บไว้ในเครื่องนี้เท่านั้น ไม่ถูกส่งไปที่เซิร์ฟเวอร์',
  income: 'เงินได้พึงประเมินทั้งปี (บาท)',
  other: 'เงินที่ลดหย่อนแล้วในกองทุนสำรองเลี้ยงชีพ กบข. กองทุนครูเอกชน กอช. และประกันบำนาญ (บาท)',
  otherHint: 'ใส่ยอดที่ใช้ลดหย่อนได้จริงตามเงื่อนไขของแต่ละรายการ ใส่ 0 ถ้าไม่มี',
  ltf: 'ยอด LTF ที่สับเปลี่ยนเข้า ThaiESGX ในปี 2568 (บาท)',
  ltfHint: 'ใส่ 0 ถ้าไม่ได้สับเปลี่ยน',
  clear: 'ล้างข้อมูลในเครื่องนี้',
  noTable: (buddhistYear: number) => `ยังไม่มีตารางสิทธิลดหย่อนของปีภาษี ${buddhistYear} ที่ตรวจสอบแล้ว`,
  taxYear: (buddhistYear: number) => `ปีภาษี ${buddhistYear}`,
  tableLabel: 'สิทธิลดหย่อนที่เหลือแยกตามประเภทกองทุน',
  colType: 'ประเภท',
  colLimit: 'ลดหย่อนได้สูงสุด',
  colBought: 'ซื้อแล้วปีนี้',
  colRoom: 'ซื้อเพิ่มได้อีก',
  baht: 'บาท',
  colReason: 'หมายเหตุ',
  combined: (cap: string, used: string, left: string) =>
    `เพดานรวมกองทุนเพื่อการเกษียณ ${cap} บาท: ใช้ไปแล้ว ${used} บาท เหลือ ${left} บาท`,
  ltfPart: (amount: string) => `ThaiESGX จาก LTF ที่สับเปลี่ยนมา: ลดหย่อนปีนี้ได้ ${amount} บาท`,
  boughtSignedOut: 'ยังไม่ได้หักยอดที่ซื้อแล้ว: เข้าสู่ระบบเพื่อให้คำนวณจากยอดซื้อของคุณ',
  boughtFallback: 'ยังโหลดยอดซื้อปีนี้ไม่ได้ จึงคิดยอดซื้อแล้วเป็น 0',
  rulesTitle: 'เกณฑ์ที่ใช้คำนวณ',
  rulesChecked: (date: string) => `ข้อมูล ณ วันที่ ${date}`,
  provisional: 'ยังไม่ยืนยัน',
  provisionalNote: (types: string) => `เกณฑ์ของ ${types} ในปีนี้ยังไม่ยืนยัน ตัวเลขคำนวณจากเกณฑ์ที่น้อยกว่าไว้ก่อน`,
  ruleNotChecked: 'ยังไม่มีประกาศเกณฑ์ของปีนี้',
  ruleSource: 'แหล่งที่มา',
  ruleCheckedWith: 'สรุปที่ใช้เทียบ',
  disclaimer:
    'ผลคำนวณนี้เป็นการประมาณเบื้องต้นเพื่อช่วยวางแผนเท่านั้น ไม่ใช่คำแนะนำทางภาษี เกณฑ์อาจเปลี่ยนแปลงได้ โปรดตรวจสอบกับกรมสรรพากรและหนังสือชี้ชวนของกองทุนก่อนตัดสินใจ',
} as const;

export const amountErrors: Readonly<Record<AmountError, string>> = {
  required: 'กรุณากรอกจำนวนเงิน',
  format: 'กรุณากรอกเป็นตัวเลข เช่น 600,000 หรือ 600000.50',
  decimals: 'ทศนิยมได้ไม่เกิน 2 ตำแหน่ง',
  negative: 'จำนวนเงินต้องไม่ติดลบ',
  zero: 'จำนวนเงินต้องมากกว่า 0',
  tooLarge: 'จำนวนเงินต้องไม่เกิน 1,000,000,000 บาท',
};

const REASONS: Readonly<Record<Exclude<RoomReason, 'notDeductible'>, string>> = {
  open: '',
  noIncome: 'ไม่มีเงินได้ จึงไม่มีสิทธิลดหย่อน',
  incomeLimit: 'ครบ 30% ของเงินได้แล้ว',
  typeCap: 'ครบเพดานของกองทุนประเภทนี้แล้ว',
  combinedCap: 'ครบเพดานรวม 500,000 บาทแล้ว',
};

/** Why a type's room is what it is; a type with no deduction says so for this year, and about what was bought. */
export function reasonText(reason: RoomReason, buddhistYear: number, bought: boolean): string {
  if (reason !== 'notDeductible') return REASONS[reason];
  return bought ? `ไม่ลดหย่อนภาษีสำหรับการซื้อปี ${buddhistYear} ยอดที่ซื้อแล้วจึงไม่นำมาลดหย่อน` : `ไม่ลดหย่อนภาษีสำหรับการซื้อปี ${buddhistYear}`;
}
