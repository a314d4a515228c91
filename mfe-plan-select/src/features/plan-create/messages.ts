import type { PlanTypeInfo } from '@port/shared/contracts/plan-select';
import { allowedRiskOf, allowedRiskText } from '@port/shared/domain/allowed-risk';
import { PLAN_NAME_MESSAGES } from '@port/shared/domain/free-text';
import { formatDate } from '@port/shared/format/date';

export const planCreateMessages = {
  createTitle: 'สร้างแผนการลงทุน',
  formTitle: 'ข้อมูลแผนของคุณ',
  editTitle: 'แก้ไขแผนการลงทุน',
  reviewTitle: 'ตรวจสอบแผนการลงทุน',
  steps: ['เป้าหมาย', 'เงินลงทุน', 'ความเสี่ยง', 'ชื่อแผน'] as const,
  stepOf: (n: number, total: number, name: string) => `ขั้นตอนที่ ${n} จาก ${total}: ${name}`,
  next: 'ถัดไป',
  back: 'ย้อนกลับ',
  toReview: 'ตรวจสอบแผน',
  cannotCreateYet: 'คุณยังสร้างแผนไม่ได้ เพราะยังไม่มีบัญชีกองทุนที่อนุมัติแล้ว',
  applicationStands: 'สถานะบัญชีของคุณ',
  seeApplication: 'ดูสถานะการเปิดบัญชี',
  goalType: 'ประเภทเป้าหมาย',
  goalTypeNone: 'ไม่ระบุ (ไม่บังคับ)',
  goalTypes: {
    retirement: 'เกษียณ',
    education: 'การศึกษา',
    house: 'ซื้อบ้าน',
    wealth: 'สร้างความมั่งคั่ง',
    emergency: 'เงินสำรองฉุกเฉิน',
    other: 'อื่นๆ',
  },
  target: 'เงินเป้าหมาย (บาท)',
  timeframe: 'ระยะเวลา (ปี)',
  skipGoal: 'ยังไม่กำหนดเงินเป้าหมาย',
  skipTimeframe: 'ยังไม่กำหนดระยะเวลา',
  initial: 'เงินลงทุนเริ่มต้น (บาท)',
  initialHint: (min: string) => `ขั้นต่ำ ${min}\u00a0บาท`,
  contributionHint: (min: string) => `ขั้นต่ำ ${min}\u00a0บาทต่อเดือน`,
  levelMinimum: (min: string) => `เงินลงทุนขั้นต่ำของแผนที่ระดับนี้ ${min}\u00a0บาท (เงินลงทุนเริ่มต้นและรายเดือน)`,
  contribution: 'เงินลงทุนรายเดือน (บาท)',
  skipContribution: 'ไม่ลงทุนรายเดือน',
  risk: 'ระดับความเสี่ยงของแผน (1–8 มาตราเดียวกับความเสี่ยงกองทุน)',
  riskOption: (level: number) => `ระดับ ${level}`,
  recommended: 'แนะนำ',
  recommendedYours: (level: number) => `แนะนำแผนระดับ ${level}: สูงสุดที่ผลประเมินของคุณลงทุนได้`,
  signedOutRisk: 'คุณยังไม่ได้เข้าสู่ระบบ เลือกระดับความเสี่ยงได้อิสระ ระบบจะตรวจสอบกับผลประเมินความเสี่ยงของคุณเมื่อเข้าสู่ระบบ',
  riskierWarning: (chosen: number, yours: number) =>
    `แผนระดับ ${chosen} เสี่ยงกว่ากองทุนระดับ ${yours} ที่ผลประเมินของคุณลงทุนได้ คุณอาจขาดทุนมากกว่าที่รับได้`,
  riskAck: 'ข้าพเจ้ารับทราบว่าแผนนี้มีความเสี่ยงสูงกว่าผลประเมินของข้าพเจ้า',
  planName: 'ชื่อแผน',
  planNameHint: 'ไม่เกิน 50 ตัวอักษร',
  discarded: 'แบบร่างแผนที่บันทึกไว้ไม่ถูกต้องหรือเก่าเกินไป ระบบจึงล้างแบบร่างและเริ่มใหม่ให้',
  fixErrors: 'กรุณาแก้ไขข้อมูลที่ไม่ถูกต้อง',
  close: 'ปิด',
  toDashboard: 'กลับไปที่พอร์ตของฉัน',
  review: {
    summary: 'สิ่งที่คุณเลือก',
    model: 'พอร์ตต้นแบบตามระดับความเสี่ยงที่เลือก',
    projection: 'ประมาณการ',
    confirmTitle: 'ก่อนยืนยัน',
    minInitial: (min: string) => `เงินลงทุนเริ่มต้นขั้นต่ำของแผนนี้ ${min}\u00a0บาท`,
    /** Review rows: labels without "(บาท)" (the values carry it); each skipped part says what was chosen. */
    rows: {
      planName: 'ชื่อแผน',
      goalType: 'ประเภทเป้าหมาย',
      target: 'เงินเป้าหมาย',
      timeframe: 'ระยะเวลา',
      initial: 'เงินลงทุนเริ่มต้น',
      contribution: 'เงินลงทุนรายเดือน',
      risk: 'ระดับความเสี่ยงของแผน',
    },
    noTarget: 'ไม่ตั้งเงินเป้าหมาย (ลงทุนสะสมไปเรื่อยๆ)',
    noTimeframe: 'ไม่กำหนดระยะเวลา',
    noContribution: 'ไม่ลงทุนรายเดือน',
    years: (n: number) => `${n} ปี`,
    perMonth: (amount: string) => `${amount}\u00a0บาท/เดือน`,
    disclaimers: 'ข้อควรทราบ',
    disclaimerItems: [
      'การลงทุนมีความเสี่ยง ผู้ลงทุนควรทำความเข้าใจลักษณะสินค้า เงื่อนไขผลตอบแทน และความเสี่ยงก่อนตัดสินใจลงทุน',
      'ผลการดำเนินงานในอดีตของกองทุนรวมมิได้เป็นสิ่งยืนยันถึงผลการดำเนินงานในอนาคต',
      'ประมาณการในหน้านี้มาจากการจำลองสถานการณ์ตลาด ไม่ใช่การรับประกันผลตอบแทนหรือเงินต้น',
      'การสร้างแผนยังไม่ใช่คำสั่งซื้อ คุณเลือกลงทุนได้หลังสร้างแผน',
    ],
    notSet: 'ยังไม่ได้กรอก',
    edit: 'แก้ไขข้อมูล',
    noDraft: 'ยังไม่มีแบบร่างแผนสำหรับประเภทนี้',
    startDraft: 'เริ่มสร้างแผน',
    fix: 'ข้อมูลบางส่วนยังไม่ถูกต้อง กรุณากลับไปแก้ไข',
    confirmCreate: 'ยืนยันสร้างแผน',
    confirmEdit: 'บันทึกการแก้ไข',
    saving: 'กำลังบันทึก…',
    signInToCreate: 'เข้าสู่ระบบเพื่อสร้างแผน',
    signInNote: 'แบบร่างของคุณจะยังอยู่หลังเข้าสู่ระบบ',
    noAccount: 'คุณยังไม่มีบัญชีกองทุนที่อนุมัติแล้ว กรุณาเปิดบัญชีก่อนสร้างแผน',
    openAccount: 'เปิดบัญชีลงทุน',
    saveFailed: 'บันทึกแผนไม่สำเร็จ',
    created: 'สร้างแผนเรียบร้อยแล้ว',
    createdNamed: (name: string) => `สร้างแผน “${name}” เรียบร้อยแล้ว`,
    inList: 'แผนนี้อยู่ในรายการแผนบนหน้าพอร์ตของคุณแล้ว การสร้างแผนยังไม่ใช่การซื้อกองทุน',
    investOffer: (amount: string) => `เริ่มลงทุนตามแผนได้เลยด้วยเงินลงทุนเริ่มต้นที่คุณวางไว้ ${amount}\u00a0บาท หรือไปที่หน้าแผนแล้วลงทุนภายหลังก็ได้`,
    investOfferNoAmount: 'เริ่มลงทุนตามแผนได้เลย หรือไปที่หน้าแผนแล้วลงทุนภายหลังก็ได้',
    updated: 'บันทึกการแก้ไขแผนเรียบร้อยแล้ว',
    goToPlan: 'ไปที่หน้าแผนของฉัน',
    investNow: 'ลงทุนเลย',
    monthlyOffer: (amount: string) =>
      `แผนนี้วางไว้ลงทุนเพิ่มเดือนละ ${amount}\u00a0บาท ตั้งหักเงินลงทุนรายเดือนอัตโนมัติได้ (เลือกจำนวนเงิน วันที่หัก และบัญชีธนาคาร) ถ้าวันที่หักตรงกับวันหยุด จะหักในวันทำการถัดไป`,
    setUpMonthly: 'ตั้งลงทุนรายเดือน',
  },
  errors: {
    required: 'กรุณากรอกข้อมูล',
    number: 'กรุณากรอกตัวเลข',
    positive: 'จำนวนเงินต้องมากกว่า 0',
    decimals: 'จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง',
    max: 'จำนวนเงินต้องไม่เกิน 100,000,000 บาท',
    belowMin: (min: string) => `เงินลงทุนเริ่มต้นต้องไม่น้อยกว่า ${min}\u00a0บาท`,
    belowMonthlyMin: (min: string) => `เงินลงทุนรายเดือนต้องไม่น้อยกว่า ${min}\u00a0บาท (ขั้นต่ำของแผนนี้) หรือเลือกไม่ลงทุนรายเดือน`,
    years: 'ระยะเวลาต้องเป็นจำนวนปีเต็ม ตั้งแต่ 1 ถึง 60 ปี',
    nameEmpty: 'กรุณาระบุชื่อแผน (ห้ามเป็นช่องว่างอย่างเดียว)',
    nameLong: PLAN_NAME_MESSAGES.long,
    nameHidden: PLAN_NAME_MESSAGES.hidden,
    riskAck: 'กรุณายืนยันว่ารับทราบความเสี่ยงที่สูงกว่าผลประเมิน',
  },
} as const;

/**
 * The customer's allowed risk as the rulebook says it (shared/domain/allowed-risk: 'ผลประเมินความเสี่ยงของคุณ:
 * ระดับ 4 จาก 5 (เสี่ยงสูง) · ลงทุนได้ในกองทุนเสี่ยงระดับ 1–7', or that the assessment has expired), rebuilt
 * from the server's answer; null when signed out.
 */
export function yourSuitability(
  info: Pick<PlanTypeInfo, 'customer_risk_state' | 'customer_risk_level' | 'customer_suit_expiry'>,
): string | null {
  if (info.customer_risk_state === null) return null;
  const risk = allowedRiskOf(info.customer_risk_state, info.customer_risk_level, info.customer_suit_expiry);
  return allowedRiskText(risk, info.customer_suit_expiry ? formatDate(info.customer_suit_expiry) : '');
}
