import type { OrderType } from '@port/shared/contracts/enums';
import type { CheckoutMode } from '@port/shared/contracts/checkout-panel';
import { orderLineMessages } from '../../components/order-line-messages';

const MODE_TITLES: Record<CheckoutMode, string> = {
  initial: 'ลงทุนครั้งแรก',
  topup: 'ลงทุนเพิ่ม',
  rebalance: 'ปรับพอร์ต',
  redeem: 'ขายคืน',
  pra: 'ลงทุนสม่ำเสมอ',
  'tsf-combo': 'ซื้อกองทุนลดหย่อนภาษี',
};

const WEEKDAYS = ['อาทิตย์', 'จันทร์', 'อังคาร', 'พุธ', 'พฤหัสบดี', 'ศุกร์', 'เสาร์'];

/** Thai text of the fast checkout (issue 8; spec §7). */
export const fastCheckoutMessages = {
  title: (mode: CheckoutMode) => MODE_TITLES[mode],
  loading: 'กำลังโหลดข้อมูลการสั่งซื้อขาย',
  planLine: (planName: string) => `แผน ${planName}`,
  cannotTrade: 'ยังไม่สามารถทำรายการนี้ได้',
  profileFailed: 'ไม่สามารถตรวจสอบสิทธิ์การทำรายการได้',
  amountTitle: 'ระบุจำนวนเงิน',
  amountLabel: (mode: CheckoutMode) => (mode === 'redeem' ? 'จำนวนเงินที่ต้องการขาย (บาท)' : 'จำนวนเงินที่ต้องการลงทุน (บาท)'),
  minimumHint: (min: string) => `ขั้นต่ำ ${min} บาท`,
  minimumWhy: (fund: string, weight: string, fundMin: string) =>
    `ยอดนี้ทำให้ ${fund} (สัดส่วน ${weight} ของแผน) ได้ไม่น้อยกว่ายอดซื้อขั้นต่ำของกองทุน ${fundMin} บาท`,
  sellableHint: (value: string) => `มูลค่าที่ขายได้ประมาณ ${value} บาท`,
  useMinimum: 'ใช้ยอดขั้นต่ำ',
  sellAll: 'ขายทั้งหมด',
  next: 'ถัดไป',
  back: 'ย้อนกลับ',
  close: 'ปิด',
  amountErrors: {
    empty: 'กรุณาระบุจำนวนเงิน',
    notNumber: 'กรุณาระบุจำนวนเงินเป็นตัวเลข',
    notPositive: 'จำนวนเงินต้องมากกว่า 0 บาท',
    decimals: 'ระบุทศนิยมได้ไม่เกิน 2 ตำแหน่ง',
    aboveMax: (max: string) => `จำนวนเงินต้องไม่เกิน ${max} บาท`,
    belowMin: (min: string) => `จำนวนเงินลงทุนขั้นต่ำคือ ${min} บาท`,
  },
  previewTitle: 'รายการที่จะส่งคำสั่ง',
  previewFailed: 'ไม่สามารถคำนวณรายการได้',
  ...orderLineMessages,
  total: 'รวม',
  bankTitle: 'บัญชีธนาคาร',
  bankLegend: (mode: CheckoutMode) => (mode === 'redeem' ? 'รับเงินค่าขายคืนเข้าบัญชี' : 'ชำระเงินจากบัญชี'),
  banksFailed: 'ไม่สามารถโหลดบัญชีธนาคารได้',
  noBank: 'ไม่พบบัญชีธนาคารสำหรับทำรายการ',
  confirmTitle: 'ตรวจสอบและยืนยันคำสั่ง',
  factSheetLabel: 'หนังสือชี้ชวนส่วนสรุป (Fact Sheet)',
  /** '14.00 น.' from '14:00' (spec §9 times). */
  time: (hhmm: string) => `${hhmm.replace(':', '.')} น.`,
  cutoffLabel: 'ตัดรอบ',
  debitLabel: 'ตัดเงิน',
  navDateLabel: 'วันที่ใช้ NAV',
  unitsArriveLabel: 'วันที่ได้รับหน่วยลงทุน (โดยประมาณ)',
  moneyArriveLabel: 'วันที่ได้รับเงิน (โดยประมาณ)',
  /** 'คำสั่งซื้อ' / 'คำสั่งขาย' / 'คำสั่งซื้อขาย' by the sides of the lines. */
  orderWord: (sides: OrderType[]) =>
    `คำสั่ง${sides.every((s) => s === 'sell') ? 'ขาย' : sides.some((s) => s === 'sell') ? 'ซื้อขาย' : 'ซื้อ'}`,
  afterCutoff: (order: string) => `เลยเวลาตัดรอบแล้ว ${order}จะดำเนินการในวันทำการถัดไป`,
  nonBusinessDay: (order: string) => `วันนี้เป็นวันหยุดทำการ ${order}จะดำเนินการในวันทำการถัดไป`,
  /** 'วันจันทร์ที่ 23 พ.ย. 2569' from a Bangkok calendar day and its formatted date. */
  tradeDay: (isoDay: string, date: string) => `วัน${WEEKDAYS[new Date(`${isoDay}T00:00:00Z`).getUTCDay()] ?? ''}ที่ ${date}`,
  acknowledge: 'ข้าพเจ้ารับทราบว่ากองทุนที่เลือกมีความเสี่ยงสูงกว่าระดับที่ข้าพเจ้ายอมรับได้ และยืนยันที่จะลงทุน',
  acknowledgeRequired: 'กรุณายืนยันว่ารับทราบความเสี่ยงก่อนส่งคำสั่ง',
  holding: {
    'holding-period': (date: string) => `ยังไม่ครบเงื่อนไขการถือครองเพื่อสิทธิลดหย่อนภาษี (ครบ ${date})`,
    'rmf-age': (date: string) => `RMF: ขายได้โดยไม่เสียสิทธิเมื่อถือครบ 5 ปีในวันที่ ${date} และต้องมีอายุครบ 55 ปีบริบูรณ์`,
    'purchase-unknown': () => 'ไม่พบวันที่ซื้อ จึงตรวจสอบเงื่อนไขการถือครองเพื่อสิทธิลดหย่อนภาษีไม่ได้',
  },
  taxAcknowledge:
    'ข้าพเจ้ารับทราบว่าการขายหน่วยลงทุนลดหย่อนภาษีก่อนครบเงื่อนไขอาจทำให้เสียสิทธิประโยชน์ทางภาษี และอาจต้องคืนภาษีที่ได้รับลดหย่อนพร้อมเงินเพิ่ม',
  taxAcknowledgeRequired: 'กรุณายืนยันว่ารับทราบเงื่อนไขการถือครองหน่วยลงทุนลดหย่อนภาษีก่อนส่งคำสั่ง',
  summaryTitle: 'สรุปคำสั่ง',
  payTotal: 'ยอดชำระรวม',
  debitOn: 'ตัดเงิน:',
  sellAbout: 'ขายคืนประมาณ',
  sellNote: 'มูลค่าขายจริงคำนวณจากราคา NAV ของวันทำรายการ',
  debitFrom: 'ตัดเงินจากบัญชี',
  creditTo: 'รับเงินค่าขายคืนเข้าบัญชี',
  praBank: 'ตัดเงินจากบัญชีที่ตั้งไว้สำหรับการลงทุนสม่ำเสมอ',
  confirm: 'ยืนยันส่งคำสั่ง',
  sending: 'กำลังส่งคำสั่ง',
  sendFailed: 'ส่งคำสั่งไม่สำเร็จ',
  comboSummary: (name: string, amount: string) => `${name} จำนวน ${amount} บาท`,
  praSummary: 'ซื้อกองทุนตามยอดและบัญชีที่ตั้งไว้สำหรับการลงทุนสม่ำเสมอของแผนนี้',
  receiptTitle: 'ส่งคำสั่งเรียบร้อยแล้ว',
  /** The receipt's heading says what was sent: 'ส่งคำสั่งซื้อเรียบร้อยแล้ว'. */
  receiptTitleOf: (order: string) => `ส่ง${order}เรียบร้อยแล้ว`,
  orderNo: 'เลขที่คำสั่ง',
  done: 'เสร็จสิ้น',
  share: (percent: string) => `${percent}%`,
  pra: {
    nextDebit: 'ตัดเงินอัตโนมัติรอบถัดไป:',
    extraRound: (date: string) => `รายการนี้เป็นการลงทุนเพิ่มนอกรอบ แยกจากการตัดเงินอัตโนมัติวันที่ ${date}`,
    extraRoundButton: 'ลงทุนเพิ่มนอกรอบ',
    pendingTitle: 'คำสั่งลงทุนสม่ำเสมอที่รอดำเนินการ',
    pendingNote: 'ส่งคำสั่งลงทุนสม่ำเสมอรอบใหม่ได้เมื่อคำสั่งเดิมดำเนินการเสร็จ หากต้องการลงทุนเพิ่มตอนนี้ ใช้ "ลงทุนเพิ่ม"',
  },
} as const;
