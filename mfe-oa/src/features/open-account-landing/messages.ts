import type { OpenAccountReadiness } from '@port/shared/contracts/enums';
import type { OaAccountKind, OaPartStatus } from '@port/shared/contracts/oa';

export const openAccountLandingMessages = {
  title: 'เปิดบัญชีกองทุนรวม',
  backToDashboard: 'กลับหน้าภาพรวม',
  backHome: 'กลับหน้าหลัก',
  detail: 'เปิดบัญชีเพื่อเริ่มลงทุนในกองทุนรวมกับเรา',
  kindsTitle: 'ประเภทบัญชีและสถานะการเปิดบัญชี',
  loadingKinds: 'กำลังโหลดสถานะการเปิดบัญชี',
  loadError: 'โหลดสถานะการเปิดบัญชีไม่สำเร็จ',
  slowKinds: 'ระบบใช้เวลานานกว่าปกติ กรุณาลองใหม่อีกครั้ง',
  start: 'เริ่มเปิดบัญชี',
  resume: 'สมัครต่อจากที่ค้างไว้',
  /** Sent back by the back office (issue 22 item 1): correct the asked parts. */
  correct: 'แก้ไขใบสมัครตามที่เจ้าหน้าที่ขอ',
  resumeNote: (done: number) => `บันทึกไว้แล้ว ${done} จาก 5 ขั้นตอน`,
  toDashboard: 'ไปที่พอร์ตของฉัน',
  progressTitle: 'สถานะใบสมัคร',
  progressError: 'โหลดสถานะใบสมัครไม่สำเร็จ',
  slowProgress: 'ระบบใช้เวลานานกว่าปกติ กรุณาลองใหม่อีกครั้ง',
  progressUnknown: 'เจ้าหน้าที่กำลังตรวจสอบใบสมัครของคุณ',
  submittedAt: (when: string) => `ส่งใบสมัครเมื่อ ${when}`,
  answerBy: (day: string) => `เราจะแจ้งผลทางอีเมลภายในวันที่ ${day} (2 วันทำการ)`,
  checking: 'สิ่งที่กำลังตรวจสอบ',
  verifiedBy: (name: string) => `ผลจาก ${name}`,
  demoVerified: 'ผ่านโดยระบบสาธิต',
  visitorLead: 'เปิดบัญชีกองทุนรวมออนไลน์ ไม่ต้องส่งเอกสาร เริ่มลงทุนได้ทันทีที่บัญชีได้รับอนุมัติ',
  givesTitle: 'บัญชีนี้ให้อะไรคุณ',
  gives: [
    'ซื้อขายกองทุนรวมจากหลาย บลจ. ในบัญชีเดียว',
    'จัดพอร์ตตามเป้าหมายและความเสี่ยงที่รับได้',
    'ตั้งลงทุนรายเดือนอัตโนมัติ (DCA) ผ่านการหักบัญชีธนาคาร',
    'ดูมูลค่าและกำไรขาดทุนของพอร์ตได้ตลอดเวลา',
  ],
  needsTitle: 'สิ่งที่ต้องเตรียม',
  needs: ['บัตรประชาชนที่ยังไม่หมดอายุ', 'บัญชีธนาคารชื่อเดียวกับผู้เปิดบัญชี สำหรับรับเงินและหักบัญชีอัตโนมัติ', 'เวลาประมาณ 10 นาที'],
  signIn: 'เข้าสู่ระบบเพื่อเปิดบัญชี',
} as const;

export const ACCOUNT_KIND_TEXT: Record<OaAccountKind, { name: string; about: string }> = {
  omnibus: { name: 'บัญชีกองทุนรวม (Omnibus)', about: 'บัญชีหลักสำหรับลงทุนกองทุนรวมทุกแผน เริ่มต้นได้ง่ายที่สุด' },
  segregate: { name: 'บัญชีแยก (Segregate)', about: 'บัญชีในชื่อของคุณแยกกับแต่ละ บลจ. สำหรับกองทุนลดหย่อนภาษีและพอร์ตเฉพาะ' },
  daingern_invest: { name: 'ได้เงินอินเวสต์', about: 'บัญชีลงทุนร่วมกับพาร์ทเนอร์ ได้เงิน' },
  siam_validus: { name: 'Siam Validus', about: 'บัญชีลงทุนในตราสารหนี้ภาคเอกชนผ่าน Siam Validus' },
  kkp_savings: { name: 'บัญชีออมทรัพย์ KKP', about: 'บัญชีออมทรัพย์ธนาคารเกียรตินาคินภัทร สำหรับพักเงินและรับเงินค่าขาย' },
};

/** What each readiness (spec §4) means on the landing, in Thai. */
export const READINESS_TEXT: Record<Exclude<OpenAccountReadiness, 'HIDDEN' | 'NOT_READY'>, { badge: string; why?: string }> = {
  READY: { badge: 'เปิดบัญชีได้' },
  OPENED: { badge: 'เปิดบัญชีแล้ว' },
  WAITING_ACCOUNT_APPROVED: { badge: 'รอการอนุมัติ' },
  REACH_MAX_LIMIT: { badge: 'ครบจำนวนแล้ว', why: 'คุณเปิดบัญชีประเภทนี้ครบตามจำนวนสูงสุดที่กำหนดแล้ว' },
  MAINTENANCE: { badge: 'ปิดปรับปรุงชั่วคราว', why: 'ระบบเปิดบัญชีประเภทนี้ปิดปรับปรุงชั่วคราว กรุณากลับมาใหม่ภายหลัง' },
  DISABLED: { badge: 'ยังไม่เปิดให้สมัคร' },
};

export const PART_TEXT = {
  identity: 'ยืนยันตัวตน',
  suitability: 'แบบประเมินความเหมาะสม',
  bank_ats: 'บัญชีธนาคารและหักบัญชีอัตโนมัติ (ATS)',
} as const;
/** What each part checks, under its name (issue 18: `opening` sees what is being checked). */
export const PART_ABOUT: Record<keyof typeof PART_TEXT, string> = {
  identity: 'ตรวจบัตรประชาชนและยืนยันว่าเป็นตัวคุณ',
  suitability: 'ผลประเมินความเสี่ยงที่คุณตอบ ใช้กำหนดกองทุนที่ลงทุนได้',
  bank_ats: 'ตรวจบัญชีธนาคารชื่อเดียวกับคุณ และขอหักบัญชีอัตโนมัติกับธนาคาร',
};
export const PART_STATUS_TEXT: Record<OaPartStatus, string> = {
  not_started: 'ยังไม่เริ่ม',
  pending: 'รอดำเนินการ',
  done: 'เรียบร้อย',
  rejected: 'ไม่ผ่าน กรุณาติดต่อเจ้าหน้าที่',
};
